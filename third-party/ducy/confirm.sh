#!/usr/bin/env sh
# Calls the crate ducy 0.3.0 directly (not through showdown's adapter) on
# the hands of FINDINGS.md and prints what it returns, one line per hand. The call
# itself is evaluators/examples/confirm_ducy.rs (the crate reads the cards
# with its own parser); the census runs the same example for every finding.
# Usage: third-party/ducy/confirm.sh [GAME HAND...]
set -eu
cd "$(dirname "$0")/../.."
if [ "$#" -eq 0 ]; then
  set -- ace-to-five "Ac Ad 5h 6s 7c" "2c 2d 3h 4s 5c" "Jd Jh Jc Js Kc" "Qc Qd Qh Qs Ac"
fi
exec cargo run -q -p showdown-evaluators --features census-crates --example confirm-ducy -- "$@"

#!/usr/bin/env sh
# Calls the crate pkcore 0.15.2 directly (not through showdown's adapter) on
# the hands of FINDINGS.md and prints what it returns, one line per hand. The call
# itself is evaluators/examples/confirm_pkcore.rs (the crate reads the cards
# with its own parser); the census runs the same example for every finding.
# Usage: third-party/pkcore/confirm.sh [GAME HAND...]
set -eu
cd "$(dirname "$0")/../.."
if [ "$#" -eq 0 ]; then
  set -- ace-to-five "6c 5d 4h 3s 2c" "Kc 4d 3h 2s Ac" "Kh Kd Kc Ks Ah" "Kh Kd Kc Ks 2d" "Ah Ad Ac As Kh" "Kh Kd Kc Ks Qh"
fi
exec cargo run -q -p showdown-evaluators --features census-crates --example confirm-pkcore -- "$@"

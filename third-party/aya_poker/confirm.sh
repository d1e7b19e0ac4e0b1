#!/usr/bin/env sh
# Calls the crate aya_poker 0.1.0 directly (not through showdown's adapter) on
# the hands of FINDINGS.md and prints what it returns, one line per hand. The call
# itself is evaluators/examples/confirm_aya_poker.rs (the crate reads the cards
# with its own parser); the census runs the same example for every finding.
# Usage: third-party/aya_poker/confirm.sh [GAME HAND...]
set -eu
cd "$(dirname "$0")/../.."
if [ "$#" -eq 0 ]; then
  set -- deuce-to-seven "Ah 3c 5c 4c 2c" "Ah 5h 4h 3h 2h" "Ah 3c 2c 2d 5c 4c" "5h Ah 2c 3c 4d 6s" "3d 4d 6h Ad 5d 2d"
fi
exec cargo run -q -p showdown-evaluators --features census-crates --example confirm-aya-poker -- "$@"

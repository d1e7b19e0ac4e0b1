#!/usr/bin/env sh
# Calls the crate playing-cards 0.1.3 directly (not through showdown's adapter) on
# the hands of FINDINGS.md and prints what it returns, one line per hand. The call
# itself is evaluators/examples/confirm_playing_cards.rs (the crate reads the cards
# with its own parser); the census runs the same example for every finding.
# Usage: third-party/playing-cards/confirm.sh [GAME HAND...]
set -eu
cd "$(dirname "$0")/../.."
if [ "$#" -eq 0 ]; then
  set -- deuce-to-seven "Ah 3c 2c 5c 4c" "5c 2c 4c 2d 3c 7d" "5s 3c 2d 4h 3d 2c 7c"
fi
exec cargo run -q -p showdown-evaluators --features census-crates --example confirm-playing-cards -- "$@"

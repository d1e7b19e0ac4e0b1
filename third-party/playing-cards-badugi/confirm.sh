#!/usr/bin/env sh
# Calls playing-cards 0.1.3's badugi_evaluator directly (not through showdown's
# adapter) on the hands of FINDINGS.md: the same direct call as
# third-party/playing-cards/confirm.sh, with the game `badugi`. Debug build (the
# census's); add hands to ask others.
# Usage: third-party/playing-cards-badugi/confirm.sh [HAND...]
set -eu
if [ "$#" -eq 0 ]; then
  set -- "2c 3c 4c Ac" "2c 3c 4d 4h" "2c 3c Kd Ac" "Jc Jd Jh Qc" "As 2d 3h 4c" "As 2d 3h 5c"
fi
exec "$(dirname "$0")/../playing-cards/confirm.sh" badugi "$@"

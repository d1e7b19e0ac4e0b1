#!/usr/bin/env bash
# The Python wheel, tested as a user would use it (called by .ci/run):
#  1. build the wheel with maturin (pinned, from PyPI) from python/pyproject.toml;
#  2. install it, with pytest (pinned), into a fresh virtual environment
#     in a temporary folder outside the checkout;
#  3. run python/tests/ there, against the installed package and binary.
# The wheel's binary is built with the workspace's release profile into the
# usual target folder (CARGO_TARGET_DIR is honoured), so after
# `cargo build --release -p showdown` the build only packs the binary.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
MATURIN=maturin==1.16.0
PYTEST=pytest==9.2.0
PYTHON="${PYTHON:-python3}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
started=$SECONDS
step() { echo "python/ci.sh: $1 ($((SECONDS - started)) s so far)"; }

step "building the wheel with $MATURIN"
"$PYTHON" -m venv "$work/build"
"$work/build/bin/python" -m pip install --quiet --disable-pip-version-check "$MATURIN"
(cd "$repo/python" && "$work/build/bin/maturin" build --release --out "$work/wheels")
wheel="$(ls "$work"/wheels/*.whl)"

step "installing $(basename "$wheel") and $PYTEST into a new environment in $work/env"
"$PYTHON" -m venv "$work/env"
"$work/env/bin/python" -m pip install --quiet --disable-pip-version-check "$wheel" "$PYTEST"
test -x "$work/env/bin/showdown"

step "running python/tests/ and the pytest files of python/README.md and README.md from $work, outside the checkout"
cp -r "$repo/python/tests" "$work/tests"
# The README's ten lines, as a reader would save them, beside a my_eval.py
# that has the functions they import (the suite's correct evaluators).
mkdir "$work/readme"
cp "$repo/python/tests/evaluators.py" "$work/readme/my_eval.py"
awk '/^```python$/ { on = 1; next } on && /^```$/ { exit } on' "$repo/python/README.md" \
  > "$work/readme/test_my_eval.py"
grep -q "assert_conforms" "$work/readme/test_my_eval.py"
# The top-level README's pytest lines, saved the same way.
awk '/^```python$/ { on = 1; next } on && /^```$/ { exit } on' "$repo/README.md" \
  > "$work/readme/test_top_readme.py"
grep -q "assert_conforms" "$work/readme/test_top_readme.py"
cd "$work"
status=0
SHOWDOWN_REPO="$repo" "$work/env/bin/python" -m pytest -p no:cacheprovider -q --durations=5 tests readme \
  || status=$?
if [ "$status" -eq 5 ]; then
  echo "python/ci.sh: pytest collected no tests (exit status 5): the suite is missing" >&2
  exit 1
fi
step "done (pytest exit status $status)"
exit "$status"

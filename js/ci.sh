#!/usr/bin/env bash
# The npm packages, tested as a user would use them (called by .ci/run after
# `cargo build --release -p showdown`):
#  1. pack showdown-poker and the platform package showdown-poker-linux-x64
#     (with target/release/showdown) into tarballs: js/pack.sh;
#  2. install the two tarballs into a new folder outside the checkout, offline
#     (an empty npm cache and an unreachable registry: nothing is fetched);
#  3. run node --test there on js/test/node/ (assertConforms passes on a
#     correct evaluator and fails, with the report, on the straight-plus-flush
#     bug; the errors a JavaScript author meets);
#  4. install vitest, jest, TypeScript and Node's types by pinned version from
#     the npm registry, and run js/test/vitest/, the test files of js/README.md
#     and README.md saved as a reader would save them, and tsc --noEmit on
#     js/test/typed/ (and that tsc refuses js/test/types/misspelt.ts, a
#     misspelt option, with TS2561). Every step runs; any failure fails the script.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
VITEST=vitest@3.2.7
JEST=jest@30.5.2
TYPESCRIPT=typescript@5.9.3
NODE_TYPES=@types/node@20.19.43

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
started=$SECONDS
failed=()
step() { echo "js/ci.sh: $1 ($((SECONDS - started)) s so far)"; }
run() { # run NAME COMMAND...: runs it, and remembers NAME if it fails
  local name=$1; shift
  "$@" || { echo "js/ci.sh: FAILED: $name (exit status $?)" >&2; failed+=("$name"); }
}
npm() { command npm --no-audit --no-fund --loglevel=error "$@"; }

step "packing the tarballs (js/pack.sh)"
bash "$repo/js/pack.sh" "$work/dist" || exit 1
main="$(ls "$work"/dist/showdown-poker-[0-9]*.tgz)"
platform="$(ls "$work"/dist/showdown-poker-linux-x64-*.tgz)"

step "installing $(basename "$main") and $(basename "$platform") offline into $work/app"
mkdir "$work/app" && cd "$work/app" || exit 1
echo '{ "name": "showdown-poker-ci", "private": true }' > package.json
npm install --offline --cache "$work/empty-cache" --registry http://127.0.0.1:9/ "$main" "$platform" || {
  echo "js/ci.sh: the two tarballs do not install offline" >&2; exit 1; }
test -x node_modules/showdown-poker-linux-x64/bin/showdown || { echo "js/ci.sh: no binary installed" >&2; exit 1; }
node -e "const b = require('showdown-poker').findBinary(); if (!b.includes('node_modules/showdown-poker-linux-x64/')) { console.error('found ' + b); process.exit(1); }" \
  || { echo "js/ci.sh: the package does not run the platform package's binary" >&2; exit 1; }
cp -r "$repo/js/test" test

step "node --test test/node/ (installed offline, from $work/app)"
# No showdown on PATH for the tests: the package must find its own.
run "node --test" env PATH="$(dirname "$(command -v node)"):/usr/bin:/bin" node --test test/node/

step "installing $VITEST $JEST $TYPESCRIPT $NODE_TYPES from the npm registry"
npm install --save-dev --save-exact "$VITEST" "$JEST" "$TYPESCRIPT" "$NODE_TYPES" || exit 1

# The test files of js/README.md and README.md, as a reader would save them
# (the file name is the block's first comment), beside a my_eval.js that has
# the function they import (the tests' correct evaluator).
mkdir readme
cp test/evaluators.js readme/my_eval.js
for page in "$repo/js/README.md" "$repo/README.md"; do
  awk -v dir=readme '
    /^```(js|ts)$/ { on = 1; file = ""; next }
    on && /^```$/ { on = 0; next }
    on && file == "" { if (match($0, /^\/\/ [A-Za-z0-9_.]+\.test\.[jt]s:/)) file = substr($0, 4, RLENGTH - 4); else on = 0 }
    on && file != "" { print > (dir "/" file) }
  ' "$page"
done
ls readme
for f in my_eval.test.js my_eval.vitest.test.js my_eval.jest.test.js conforms.test.js; do
  test -s "readme/$f" || { echo "js/ci.sh: no block of js/README.md or README.md saves $f" >&2; failed+=("README $f"); }
done

step "node --test on the READMEs' files"
run "README node --test" node --test $(ls readme/*.test.js | grep -v -e '\.vitest\.' -e '\.jest\.')
step "vitest run test/vitest/ and the README's file"
run "vitest" npx vitest run --root . test/vitest readme/my_eval.vitest.test.js
step "jest on the README's file"
run "jest" npx jest --rootDir . --testMatch '**/readme/my_eval.jest.test.js'

# What each runner prints for a failing assertConforms: the summary once,
# at most 25 lines of at most 100 columns as printed (the runner's
# indentation included), its report file there.
shows() { # shows RUNNER COMMAND...: runs a failing test, measures the summary
  local runner=$1 out block lines width file; shift
  # As a reader sees it: without colours (CI=1 turns vitest's and jest's on),
  # so a line is measured by its visible columns and the code frame is found.
  out="$("$@" 2>&1 | sed 's/\x1b\[[0-9;]*[A-Za-z]//g')"
  # From the last time the first line is printed to the report's path,
  # without the runner's own code frame (vitest's `❯` and numbered lines).
  block="$(echo "$out" | awk '/showdown check: NOT CONFORMANT/ { n = 0; on = 1 } on { b[++n] = $0 } on && /full report:/ { on = 0; m = n } END { for (i = 1; i <= m; i++) print b[i] }' \
    | grep -v -E '^ *❯ |^ +[0-9]+\| |^ +\| ')"
  lines=$(echo "$block" | wc -l)
  width=$(echo "$block" | awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }')
  file="$(echo "$block" | sed -n 's/.*full report: \([^ ]*\.txt\).*/\1/p')"
  echo "$block"
  echo "js/ci.sh: $runner prints the summary in $lines lines, at most $width columns"
  [ "$(echo "$out" | grep -c 'full report:')" -eq 1 ] || { echo "js/ci.sh: $runner prints it $(echo "$out" | grep -c 'full report:') times" >&2; return 1; }
  [ "$lines" -le 25 ] && [ "$width" -le 100 ] && [ -s "$file" ] || { echo "js/ci.sh: $runner: too long, too wide or no report file" >&2; return 1; }
}
step "what node --test, vitest and jest print for a failing assertConforms"
run "node --test shows it" shows "node --test" node --test test/shows/
run "vitest shows it" shows vitest env SHOWDOWN_VITEST_SHOWS=1 npx vitest run --root . test/vitest -t 'vitest prints the summary once'
run "jest shows it" shows jest npx jest --rootDir . --testMatch '**/test/shows/fails.test.js'
step "tsc --noEmit on test/typed/example.ts"
run "tsc" npx tsc -p test/typed
step "tsc on test/types/misspelt.ts: a misspelt option must be TS2561 and nothing else"
misspelt_check() {
  local out status
  out="$(npx tsc -p test/types 2>&1)"; status=$?
  echo "$out"
  [ "$status" -ne 0 ] || { echo "js/ci.sh: tsc accepted { card: [5, 6, 7] }" >&2; return 1; }
  echo "$out" | grep -q "misspelt.ts(8,[0-9]*): error TS2561: .*'card'.*'cards'" || return 1
  [ "$(echo "$out" | grep -c 'error TS')" -eq 1 ] || { echo "js/ci.sh: other tsc errors" >&2; return 1; }
}
run "tsc misspelt option" misspelt_check

if [ "${#failed[@]}" -gt 0 ]; then
  step "FAILED: ${failed[*]}"
  exit 1
fi
step "done: every step passed"

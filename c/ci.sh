#!/usr/bin/env bash
# CI of showdown.h: the CMake/ctest and GoogleTest examples configured, built and tested
# outside the checkout with the release binary (`cargo build --release -p showdown` first).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
binary="${SHOWDOWN_BINARY:-${CARGO_TARGET_DIR:-$repo/target}/release/showdown}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for example in cmake googletest; do
  cmake -S "$repo/c/examples/$example" -B "$work/$example" -DSHOWDOWN_BINARY="$binary" >/dev/null
  cmake --build "$work/$example" -j 2
  ctest --test-dir "$work/$example" --output-on-failure
done

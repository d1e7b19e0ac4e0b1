#!/usr/bin/env bash
# CI of the Go module: go vet and go test with the release binary
# (`cargo build --release -p showdown` first); the module has no dependencies.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
export SHOWDOWN_BINARY="${SHOWDOWN_BINARY:-${CARGO_TARGET_DIR:-$repo/target}/release/showdown}"
cd "$repo/go"
test -z "$(gofmt -l .)" || { echo "gofmt: $(gofmt -l .)"; exit 1; }
go vet ./...
go test -count=1 ./...

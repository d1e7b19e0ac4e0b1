#!/usr/bin/env bash
# Packs the npm packages from a release build: js/pack.sh [OUTDIR] writes
#   OUTDIR/showdown-poker-<version>.tgz              (the JavaScript package)
#   OUTDIR/showdown-poker-linux-x64-<version>.tgz    (the binary, for this platform)
# The binary is target/release/showdown (CARGO_TARGET_DIR is honoured; build
# it first: cargo build --release -p showdown). The platform package is put
# together in a temporary folder from js/platforms/<platform>/, as esbuild's
# and biome's are: package.json with os and cpu, and bin/showdown.
# The versions of both packages, and of the optional dependency, must be the
# version of cli/Cargo.toml.
set -euo pipefail
js="$(cd "$(dirname "$0")" && pwd)"
repo="$(dirname "$js")"
out="$(mkdir -p "${1:-$js/dist}" && cd "${1:-$js/dist}" && pwd)"
binary="${CARGO_TARGET_DIR:-$repo/target}/release/showdown"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) platform=linux-x64 ;;
  *) echo "js/pack.sh: no platform package is set up for $(uname -s)-$(uname -m) (js/platforms/)" >&2; exit 2 ;;
esac
[ -x "$binary" ] || { echo "js/pack.sh: $binary is missing: run cargo build --release -p showdown first" >&2; exit 2; }

version="$(sed -n 's/^version = "\(.*\)"$/\1/p' "$repo/cli/Cargo.toml" | head -1)"
field() { node -p "require('$1').$2"; }
for want in "$(field "$js/package.json" version)" \
            "$(field "$js/package.json" "optionalDependencies['showdown-poker-$platform']")" \
            "$(field "$js/platforms/$platform/package.json" version)"; do
  [ "$want" = "$version" ] || {
    echo "js/pack.sh: a version in js/ is $want, cli/Cargo.toml says $version: make them equal" >&2; exit 1; }
done
"$binary" --version | grep -q "$version" || {
  echo "js/pack.sh: $binary is not showdown $version ($("$binary" --version))" >&2; exit 1; }

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
cp "$js/platforms/$platform/package.json" "$js/platforms/$platform/README.md" "$stage/"
mkdir "$stage/bin"
cp "$binary" "$stage/bin/showdown"
chmod 755 "$stage/bin/showdown"
(cd "$stage" && npm pack --silent --pack-destination "$out" >/dev/null)
(cd "$js" && npm pack --silent --pack-destination "$out" >/dev/null)
ls "$out/showdown-poker-$version.tgz" "$out/showdown-poker-$platform-$version.tgz"

// Where the `showdown` binary is: an explicit path, SHOWDOWN_BINARY, the
// platform package installed beside this one (esbuild's layout), a checkout's
// release build, or PATH.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { ShowdownError } = require('./errors.js');

/** The `showdown` binary was not found (the message says where it looked and how to get it). */
class BinaryNotFound extends ShowdownError {
  constructor(message) {
    super(message);
    this.name = 'BinaryNotFound';
  }
}

const EXE = process.platform === 'win32' ? '.exe' : '';
/** The platform package for this machine: `showdown-poker-linux-x64`, ... */
const PLATFORM_PACKAGE = `showdown-poker-${process.platform}-${process.arch}`;

function executable(file) {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The binary of the platform package, or null (with where it looked in `looked`). */
function fromPlatformPackage(looked) {
  let manifest;
  try {
    manifest = require.resolve(`${PLATFORM_PACKAGE}/package.json`);
  } catch {
    looked.push(`the package ${PLATFORM_PACKAGE} (not installed)`);
    return null;
  }
  const file = path.join(path.dirname(manifest), 'bin', `showdown${EXE}`);
  looked.push(file);
  if (executable(file)) return file;
  // A tarball unpacked without its modes: the binary is there, not executable.
  try {
    fs.chmodSync(file, 0o755);
    return executable(file) ? file : null;
  } catch {
    return null;
  }
}

/** The release build of the checkout this package sits in (js/ beside cli/), or null. */
function fromCheckout(looked) {
  const root = path.resolve(__dirname, '..', '..');
  if (!fs.existsSync(path.join(root, 'cli', 'Cargo.toml'))) return null;
  const targets = [process.env.CARGO_TARGET_DIR, path.join(root, 'target')].filter(Boolean);
  for (const target of targets) {
    const file = path.join(path.resolve(root, target), 'release', `showdown${EXE}`);
    looked.push(file);
    if (executable(file)) return file;
  }
  return null;
}

function fromPath(looked) {
  looked.push('PATH');
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, `showdown${EXE}`);
    if (executable(file)) return file;
  }
  return null;
}

/**
 * The path of the `showdown` binary to run. In order: `binary` (an option),
 * the SHOWDOWN_BINARY environment variable, the platform package
 * (`showdown-poker-linux-x64`, an optional dependency of this one), the
 * release build of the showdown checkout this package is in
 * (`cargo build --release -p showdown`), then PATH. Throws BinaryNotFound
 * saying where it looked and how to get the binary.
 */
function findBinary(binary) {
  for (const [given, what] of [[binary, 'the option binary'], [process.env.SHOWDOWN_BINARY, 'SHOWDOWN_BINARY']]) {
    if (!given) continue;
    if (!executable(given)) throw new BinaryNotFound(`${what} is ${given}, which is not an executable file`);
    return given;
  }
  const looked = [];
  const found = fromPlatformPackage(looked) || fromCheckout(looked) || fromPath(looked);
  if (found) return found;
  throw new BinaryNotFound(
    `the showdown binary was not found (looked at ${looked.join(', ')}). Install the platform ` +
      `package built from a showdown checkout (js/README.md: bash js/pack.sh, then npm install ` +
      `${PLATFORM_PACKAGE}-<version>.tgz), or build it with \`cargo build --release -p showdown\` ` +
      'and set SHOWDOWN_BINARY to target/release/showdown (or put it on PATH).');
}

module.exports = { BinaryNotFound, PLATFORM_PACKAGE, findBinary };

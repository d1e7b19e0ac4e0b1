// `check` and `assertConforms`: run `showdown check` on a JavaScript function
// (relayed to this process through lib/bridge.js), a command or a manifest.
'use strict';

const { AssertionError } = require('node:assert');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const readline = require('node:readline');
const { findBinary } = require('./binary.js');
const { ShowdownError } = require('./errors.js');
const {
  CATEGORIES, DEFAULT_GAME, PROTOCOL, answerLine, checkGame, declaredCounts, gameOf,
} = require('./protocol.js');

const BRIDGE = path.join(__dirname, 'bridge.js');
const ALIASES = PROTOCOL.category_aliases.map((a) => a.token);
// Options that are not flags of `showdown check` passed as they are.
const OWN_OPTIONS = new Set(['binary', 'cards', 'game', 'name', 'strength']);
// Every option check and assertConforms take (index.d.ts's CheckOptions):
// their own, and the flags of `showdown check` in camelCase.
const FLAG_OPTIONS = [
  'random', 'budgetS', 'seed', 'jobs', 'sweep', 'thorough', 'noStrata', 'everyHand', 'timeoutMs',
  'startupS', 'deadlineS', 'strictInput', 'vectors', 'noVectors', 'order', 'versionCmd', 'reportDir',
];
const OPTIONS = [...OWN_OPTIONS, ...FLAG_OPTIONS];

/** The edit distance of two words (for "did you mean"). */
function distance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length];
}

/** Refuses an option check does not take, naming it as written and the nearest one. */
function checkOptionNames(options) {
  for (const key of Object.keys(options)) {
    if (OPTIONS.includes(key)) continue;
    const near = OPTIONS.map((o) => [distance(key.toLowerCase(), o.toLowerCase()), o]).sort((x, y) => x[0] - y[0])[0];
    const hint = near[0] <= Math.max(2, Math.floor(key.length / 3))
      ? `did you mean '${near[1]}'?`
      : `the options are ${OPTIONS.join(', ')}`;
    throw new ShowdownError(`unknown option '${key}': ${hint}`);
  }
}

/** A word as a shell (and showdown's command splitter) reads it back. */
function quoted(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}
const shellJoin = (words) => words.map(quoted).join(' ');

/** Options as flags of `showdown check`: `{ budgetS: 5, noVectors: true }` is `--budget-s 5 --no-vectors`. */
function flagWords(options) {
  const words = [];
  for (const [key, value] of Object.entries(options)) {
    if (OWN_OPTIONS.has(key) || value === undefined || value === null || value === false) continue;
    const flag = `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/_/g, '-')}`;
    if (value === true) words.push(flag);
    else if (Array.isArray(value)) words.push(flag, value.join(','));
    else words.push(flag, String(value));
  }
  return words;
}

/** Serves `fn` to bridge processes on a local socket: `{ address, close() }`. */
async function relay(fn, game) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'showdown-poker-'));
  const address = process.platform === 'win32'
    ? `\\\\?\\pipe\\${path.basename(dir)}`
    : path.join(dir, 'function.sock');
  const connections = new Set();
  const server = net.createServer({ allowHalfOpen: true }, (conn) => {
    connections.add(conn);
    conn.on('close', () => connections.delete(conn));
    conn.on('error', () => {}); // a bridge killed by showdown: its hands are judged there
    conn.setNoDelay(true);
    let declared;
    let greeted = false;
    let chain = Promise.resolve();
    const lines = readline.createInterface({ input: conn, crlfDelay: Infinity, terminal: false });
    // readline passes its input's errors on (Node 20): a reset is the bridge killed.
    lines.on('error', () => {});
    lines.on('line', (line) => {
      if (!greeted) {
        greeted = true;
        declared = declaredCounts(JSON.parse(line).cards);
        return;
      }
      chain = chain
        .then(() => answerLine(fn, line, game, declared))
        .then((answer) => conn.destroyed || conn.write(`${JSON.stringify(answer)}\n`));
    });
    lines.on('close', () => chain.then(() => conn.destroyed || conn.end()));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, resolve);
  });
  // A bridge showdown killed mid-line resets its connection: nothing to report.
  server.on('error', () => {});
  return {
    address,
    close() {
      for (const conn of connections) conn.destroy();
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether `fn`'s answer to the game's example deal carries a strength (false if it fails). */
async function hasStrength(fn, game) {
  const { answer } = await answerLine(fn, gameOf(game).example.request, game, null);
  const words = answer.split(PROTOCOL.answer.low_half.separator)[0].split(' ');
  if (gameOf(game).answer === 'low-only') return words.length === 2 && words[0] === 'low';
  return words.length === 2 && (CATEGORIES.includes(words[0]) || ALIASES.includes(words[0]));
}

function runShowdown(binary, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    // A pipe closed under us (EPIPE) is no reason to crash the test process:
    // the exit status tells what happened.
    for (const stream of [child.stdin, child.stdout, child.stderr]) if (stream) stream.on('error', () => {});
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.on('error', (e) => reject(new ShowdownError(`cannot run ${binary}: ${e.message}`)));
    child.on('close', (code, signal) => resolve({
      code,
      signal,
      stdout: Buffer.concat(out).toString('utf8'),
      stderr: Buffer.concat(err).toString('utf8'),
    }));
  });
}

// Names a function gets from its role, not from the program it is.
const GENERIC_NAMES = new Set(['', 'anonymous', 'default', 'fn', 'func', 'f', 'inner', 'wrapper', 'wrapped', 'handler']);

/**
 * The name the report gives a function, and, when the name is only the
 * function's own and tells little, a note saying how to set another:
 * `{ name, note }`. The option `name` wins; else the function's own name
 * (`fn.name`). A note comes when that name is missing or generic
 * (`fn`, `inner`, ...), or when a function that declares its own name
 * (`function evaluate(...)`) is defined inside another one (its source's
 * last line is indented): a factory's inner function, named `evaluate`
 * whatever the caller calls it. An arrow function or a function
 * expression without a name takes the name of the variable or property
 * that holds it, the name its author knows: no note.
 */
function functionName(fn, given) {
  if (given) return { name: given, note: null };
  const own = fn.name.replace(/^bound /, '');
  const how = "pass { name: 'my-evaluator' } to name it as you do";
  if (GENERIC_NAMES.has(own)) {
    return {
      name: own || 'anonymous function',
      note: own ? `'${own}' is the function's own name: ${how}` : `the function has no name of its own: ${how}`,
    };
  }
  let source = '';
  try {
    source = Function.prototype.toString.call(fn);
  } catch (e) {
    source = '';
  }
  const lines = source.split('\n');
  const declared = /^(async\s+)?function\s*\*?\s*[\w$]/.test(source);
  if (declared && lines.length > 1 && /^[ \t]+\S/.test(lines[lines.length - 1])) {
    return {
      name: own,
      note: `'${own}' is the function's own name, defined inside another function (a factory's?): ${how}`,
    };
  }
  return { name: own, note: null };
}

/** Runs `showdown check --format FORMAT` on `target`: `{ done, what }`. */
async function run(target, format, options) {
  if (options === null || typeof options !== 'object') throw new ShowdownError('options is an object: { cards: [5, 6, 7] }');
  checkOptionNames(options);
  const binary = findBinary(options.binary);
  const words = [];
  let what;
  let server = null;
  if (options.game !== undefined) checkGame(options.game);
  if (typeof target === 'function') {
    const game = options.game || DEFAULT_GAME;
    checkGame(game);
    const { name, note } = functionName(target, options.name);
    what = `the function ${name}`;
    const strength = options.strength === undefined ? await hasStrength(target, game) : options.strength;
    server = await relay(target, game);
    words.push('--cmd', shellJoin([process.execPath, BRIDGE, server.address]), '--game', game,
      '--name', name, '--version-cmd', shellJoin([process.execPath, BRIDGE, '--version']));
    if (note) words.push('--name-note', note);
    if (strength) words.push('--strength');
    // The function runs in this one process: more bridges would only share it.
    if (options.jobs === undefined) words.push('--jobs', '1');
  } else if (typeof target === 'string' && target.endsWith('.toml')) {
    if (!fs.existsSync(target)) throw new ShowdownError(`no manifest at ${target}`);
    if (options.game || options.cards || options.strength !== undefined) {
      throw new ShowdownError('a manifest declares game, cards and strength itself: do not pass them');
    }
    what = `the manifest ${target}`;
    words.push('--manifest', target);
  } else if (typeof target === 'string' || (Array.isArray(target) && target.every((w) => typeof w === 'string'))) {
    const command = typeof target === 'string' ? target : shellJoin(target);
    what = `the command ${command}`;
    words.push('--cmd', command);
    if (options.game) words.push('--game', options.game);
    if (options.strength) words.push('--strength');
  } else {
    throw new ShowdownError('check takes a function, a command (a string or an array of words) or a manifest path');
  }
  if (options.cards !== undefined) words.push('--cards', [].concat(options.cards).join(','));
  if (options.name && typeof target !== 'function') words.push('--name', options.name);
  const args = ['check', ...words, ...flagWords(options), '--format', format, '--quiet'];
  let done;
  try {
    done = await runShowdown(binary, args);
  } finally {
    if (server) server.close();
  }
  if (![0, 1, 3].includes(done.code)) {
    throw new ShowdownError(
      `showdown check could not judge ${what} (exit status ${done.code === null ? done.signal : done.code}):\n` +
        `${(done.stderr.trim() || done.stdout.trim())}\ncommand: ${shellJoin([binary, ...args])}`);
  }
  return { done, what };
}

/**
 * Runs `showdown check` on `target` and resolves to its JSON report, parsed
 * (`report.conformant`, `report.problems`, ...). See index.d.ts.
 */
async function check(target, options = {}) {
  const { done, what } = await run(target, 'json', options);
  try {
    return JSON.parse(done.stdout);
  } catch (e) {
    throw new ShowdownError(`showdown check printed no JSON report for ${what}: ${e.message}\n${done.stderr}`);
  }
}

/**
 * The AssertionError of a failed check: its message is the summary (at most
 * 25 lines of at most 80 columns; the whole report's path on its last line).
 * Under vitest, which prints a message both in its list of tests and in the
 * failure, the message is the summary's first line and the rest its cause
 * (printed once, after `Caused by: summary: (continued)`).
 */
function failure(summary) {
  const text = summary.trimEnd();
  const [first, ...rest] = text.split('\n');
  const e = new AssertionError({ message: process.env.VITEST ? first : text });
  delete e.actual;
  delete e.expected;
  delete e.operator;
  if (process.env.VITEST) {
    // "Caused by: summary: (continued)", then the rest on lines of their own.
    const cause = new Error(`(continued)\n${rest.join('\n')}`);
    cause.name = 'summary';
    cause.stack = `summary: ${cause.message}`;
    e.cause = cause;
  }
  return e;
}

/**
 * Resolves if `target` conforms; rejects with an AssertionError (node:assert's)
 * whose message is check's summary otherwise (the whole report goes to
 * `reportDir`, SHOWDOWN_REPORT_DIR or a temporary folder; the summary names
 * the file). Takes what `check` takes.
 */
async function assertConforms(target, options = {}) {
  const { done } = await run(target, 'summary', options);
  if (done.code !== 0) throw failure(done.stdout);
}

module.exports = { OPTIONS, ShowdownError, assertConforms, check, flagWords, functionName, shellJoin };

// node --test: every game of the protocol.json shipped in the package is
// served and checked, and a game the file lacks is refused (a rejected
// promise, never a throw) with the list of the file's games. The games come
// from the file (PROTOCOL.games), so a game added to showdown's Rust tables,
// and so to the file by `cargo xtask protocol --write`, is covered here with
// no edit.
'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const readline = require('node:readline');
const showdown = require('showdown-poker');

const GAMES = showdown.PROTOCOL.games.map((g) => g.id);

/**
 * A function answering `game` as showdown's reference does: each request is
 * written back as a protocol line to `showdown eval --game GAME -` and its
 * answer line returned (serve reads it as an answer written out).
 */
function reference(game) {
  const child = spawn(showdown.findBinary(), ['eval', '--game', game, '-'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()(line));
  const fn = (cards, board) => new Promise((resolve) => {
    waiting.push(resolve);
    child.stdin.write(`${cards.join(' ')}${board ? ` | ${board.join(' ')}` : ''}\n`);
  });
  fn.close = () => child.stdin.end();
  return fn;
}

test('the file is inside the package and names every game', () => {
  const shipped = path.join(path.dirname(require.resolve('showdown-poker')), 'lib', 'protocol.json');
  assert.ok(fs.existsSync(shipped), `${shipped}: the package ships no protocol.json`);
  assert.strictEqual(showdown.PROTOCOL.protocol, 'showdown');
  assert.deepStrictEqual(Object.keys(showdown.GAMES), GAMES);
  assert.ok(GAMES.length >= 9, GAMES.join(' '));
  assert.deepStrictEqual(showdown.CATEGORIES, showdown.PROTOCOL.categories.map((c) => c.token));
});

for (const rules of showdown.PROTOCOL.games) {
  const game = rules.id;
  test(`${game}: serve answers its example, check serves and judges it`, async () => {
    const fn = reference(game);
    try {
      const { answer } = await showdown.answerLine(fn, rules.example.request, game);
      assert.strictEqual(answer, rules.example.answer);
      const count = rules.example.request.replace('|', ' ').split(/\s+/).filter((w) => w).length;
      const report = await showdown.check(fn, { game, cards: [count], random: 200, name: `reference-${game}` });
      assert.strictEqual(report.conformant, true, `${game}: ${JSON.stringify(report.problems.map((p) => p.kind))}`);
      assert.strictEqual(report.strength, true, `${game}: the example's answer carries a strength`);
      const hands = report.sections.reduce((n, s) => n + s.hands, 0);
      assert.ok(hands > 200, `${game}: ${hands} hands`);
    } finally {
      fn.close();
    }
  });
}

/** Checks a refusal: a promise (no throw) that rejects with ShowdownError. */
async function refused(call, message) {
  let promise;
  assert.doesNotThrow(() => { promise = call(); }, 'a refusal must reject the promise, not throw');
  assert.ok(promise instanceof Promise, 'a promise');
  const error = await promise.then(() => null, (e) => e);
  assert.ok(error instanceof showdown.ShowdownError, `not a ShowdownError: ${error && error.stack}`);
  assert.strictEqual(error.name, 'ShowdownError');
  if (message) assert.match(error.message, message);
  return error;
}

test('a game the file lacks is refused with the list of games, as a rejected promise', async () => {
  const fn = () => 'high-card';
  const calls = {
    serve: () => showdown.serve(fn, { game: 'no-such-game' }),
    'check a function': () => showdown.check(fn, { game: 'no-such-game' }),
    'check a command': () => showdown.check('node -e 0', { game: 'no-such-game' }),
    assertConforms: () => showdown.assertConforms(fn, { game: 'no-such-game' }),
  };
  for (const [what, call] of Object.entries(calls)) {
    const error = await refused(call, /unknown game 'no-such-game'/);
    for (const game of GAMES) assert.ok(error.message.includes(game), `${what}: ${error.message} lacks ${game}`);
  }
  // What .catch() sees: the process goes on.
  const caught = await showdown.serve(fn, { game: 'no-such-game' }).catch((e) => e.name);
  assert.strictEqual(caught, 'ShowdownError');
});

test('every refusal of check, assertConforms and serve is a ShowdownError', async () => {
  await refused(() => showdown.serve(42), /serve takes a function, not 42/);
  await refused(() => showdown.check(42), /check takes a function, a command/);
  await refused(() => showdown.assertConforms({}), /check takes a function, a command/);
  await refused(() => showdown.check('no-such-manifest.toml'), /no manifest at no-such-manifest.toml/);
  const manifest = path.join(os.tmpdir(), `showdown-games-${process.pid}.toml`);
  fs.writeFileSync(manifest, 'command = "node -e 0"\n');
  try {
    await refused(() => showdown.check(manifest, { game: 'omaha' }), /a manifest declares game/);
  } finally {
    fs.rmSync(manifest, { force: true });
  }
  assert.ok(new showdown.BinaryNotFound('x') instanceof showdown.ShowdownError, 'BinaryNotFound is one too');
});

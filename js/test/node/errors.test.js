// node --test: what a JavaScript author sees when something goes wrong, and
// the other exports (serve, the card helpers).
'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const showdown = require('showdown-poker');
const { evaluate } = require('../evaluators.js');

const quick = { cards: [5, 7], random: 300 };

test('without the binary: one message saying how to get it', () => {
  // A copy of the package away from node_modules (no platform package
  // beside it), with nothing on PATH and no SHOWDOWN_BINARY.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-binary-'));
  const copy = path.join(dir, 'showdown-poker');
  fs.cpSync(path.dirname(require.resolve('showdown-poker/package.json')), copy, { recursive: true });
  const program = `require(${JSON.stringify(copy)}).check((cards) => 'high-card')` +
    '.then(() => process.exit(0), (e) => { console.log(e.name + ": " + e.message); process.exit(3); })';
  const env = { ...process.env, PATH: '', SHOWDOWN_BINARY: '' };
  const done = spawnSync(process.execPath, ['-e', program], { env, encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  assert.strictEqual(done.status, 3, done.stderr);
  assert.match(done.stdout, /^BinaryNotFound: the showdown binary was not found \(looked at /);
  assert.match(done.stdout, /showdown-poker-linux-x64/);
  assert.match(done.stdout, /cargo build --release -p showdown/);
  assert.match(done.stdout, /SHOWDOWN_BINARY/);
  assert.strictEqual(done.stdout.trim().split('\n').length, 1);
});

test('an explicit binary that is not there is named', async () => {
  await assert.rejects(showdown.check(evaluate, { ...quick, binary: '/no/such/showdown' }),
    { name: 'BinaryNotFound', message: /the option binary is \/no\/such\/showdown, which is not an executable file/ });
});

test('a function that throws: the hand and the stack in the report', async () => {
  function evaluateThatThrows(cards) {
    if (cards.length === 7 && cards.includes('Ah')) throw new RangeError('no ace of hearts here');
    return evaluate(cards);
  }
  await assert.rejects(showdown.assertConforms(evaluateThatThrows, quick), (e) => {
    assert.ok(e instanceof assert.AssertionError);
    // The smallest hand (seven cards with the ace of hearts), the error and
    // where it was thrown: this file. (The summary wraps at 80 columns.)
    const report = e.message.replace(/\s+/g, ' ');
    assert.match(report, /refuses a hand it should take/);
    assert.match(report, / (\S\S ){6}\S\S: said error RangeError: no ace of hearts here \(stack: at evaluateThatThrows \(/);
    assert.match(report, /said error RangeError: [^;]*errors\.test\.js:\d+:\d+\)\)/);
    assert.match(report, /Ah/);
    return true;
  });
});

test('an async function is awaited', async () => {
  let pending = 0;
  let most = 0;
  async function evaluateLater(cards) {
    pending += 1;
    most = Math.max(most, pending);
    await new Promise((resolve) => setImmediate(resolve));
    pending -= 1;
    return evaluate(cards);
  }
  const report = await showdown.check(evaluateLater, quick);
  assert.strictEqual(report.conformant, true, JSON.stringify(report.problems));
  assert.strictEqual(report.strength, true);
  assert.strictEqual(most, 1); // one hand at a time, in order
});

test('a function returning the wrong shape: a bad response in plain words, one line', async () => {
  const evaluateAsObject = (cards) => ({ category: 'flush', cards });
  const report = await showdown.check(evaluateAsObject, { ...quick, strength: false });
  const problem = report.problems.find((p) => p.kind === 'bad-response');
  assert.ok(problem, JSON.stringify(report.problems.map((p) => p.kind)));
  assert.match(problem.example[0].got,
    /^bad-response: not a protocol line: returned an object, not an answer; return 'one-pair', \['one-pair', strength\] or \[1, \.\.\.\]$/);
  await assert.rejects(showdown.assertConforms(evaluateAsObject, { ...quick, strength: false }),
    (e) => e.name === 'AssertionError' && /\n {4}(\S\S ){4,6}\S\S: said returned an object, not an answer;/.test(e.message));
});

test('conventions are named: pokersolver names, an index off by one, five cards, undefined', async () => {
  const cases = [
    [() => 'Pair', /returned 'Pair', pokersolver's name for one-pair: return 'one-pair'/],
    [(cards) => [8 + 1, cards.length], /returned an array starting with 9: category indexes run 0 \(high-card\)/],
    [(cards) => cards.slice(0, 5), /returned 5 cards \(the best five\?\), not a value/],
    [() => undefined, /returned undefined: no answer \(does every path of the function return one\?\)/],
    [() => 1609, /returned the number 1609 alone: on Cactus Kev's scale/],
  ];
  for (const [fn, words] of cases) {
    const report = await showdown.check(fn, { cards: [5], random: 20, noVectors: true, strength: false });
    const problem = report.problems.find((p) => p.kind === 'bad-response');
    assert.ok(problem, `${fn}: ${JSON.stringify(report.problems.map((p) => p.kind))}`);
    assert.match(problem.example[0].got, words);
    assert.doesNotMatch(problem.example[0].got, /[`\n…]/);
  }
});

test('a misspelt option is refused naming it and the nearest one', async () => {
  await assert.rejects(showdown.check(evaluate, { card: [5, 6, 7] }),
    { name: 'ShowdownError', message: "unknown option 'card': did you mean 'cards'?" });
  await assert.rejects(showdown.assertConforms(evaluate, { budget: 5 }),
    { name: 'ShowdownError', message: "unknown option 'budget': did you mean 'budgetS'?" });
});

test('serve answers the protocol on stdin and stdout, async functions included', () => {
  const program = "const { serve, Skip } = require('showdown-poker');" +
    "serve(async (hole, board) => { if (hole.includes('2c')) throw new Skip('no deuces');" +
    " return ['one-pair', [12, 11]]; }, { game: 'omaha' });";
  const done = spawnSync(process.execPath, ['-e', program], {
    input: 'As Kd 7h 7c | 2s Td 9d\n2c 3d 4h 5s | 6c 7d 8h\nAs Kd\n',
    encoding: 'utf8',
    cwd: __dirname,
  });
  assert.deepStrictEqual(done.stdout.split('\n'), [
    'one-pair 12.11',
    'skip no deuces',
    'error a deal of this game is written HOLE | BOARD',
    '',
  ], done.stderr);
});

test('card helpers: rank, suit and their indexes', () => {
  assert.strictEqual(showdown.rank('Td'), 'T');
  assert.strictEqual(showdown.suit('Td'), 'd');
  assert.strictEqual(showdown.rankIndex('2c'), 0);
  assert.strictEqual(showdown.rankIndex('As'), 12);
  assert.strictEqual(showdown.suitIndex('Kh'), 2);
  assert.strictEqual(showdown.cardIndex('2c'), 0);
  assert.strictEqual(showdown.cardIndex('As'), 51);
  assert.throws(() => showdown.rank('1x'), /bad card '1x'/);
  assert.strictEqual(showdown.formatAnswer([4, 9]), 'straight 4.9');
  assert.deepStrictEqual(showdown.parseRequest('As Kd 7h 7c | 2s Td 9d', 'omaha'),
    [['As', 'Kd', '7h', '7c'], ['2s', 'Td', '9d']]);
});

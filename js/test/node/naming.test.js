// node --test: the name a report gives a function (a factory's inner
// function says how to set `name`), and a function written for 5 and 7
// cards, which the default check (5, 6 and 7) tells in one line.
'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Skip, assertConforms, check } = require('showdown-poker');
const { evaluate, evaluateWithStraightPlusFlushBug } = require('../evaluators.js');

// A factory, as a user's library may have one: whatever the caller calls
// its product, the function is `evaluate` inside.
const right = evaluate;
function makeEvaluator(withBug) {
  return function evaluate(cards) {
    return (withBug ? evaluateWithStraightPlusFlushBug : right)(cards);
  };
}

test("a factory's function: the report says how to name it, and the option name wins", async () => {
  const fast = makeEvaluator(false);
  const report = await check(fast, { cards: [5], random: 200, noVectors: true });
  assert.strictEqual(report.conformant, true);
  assert.strictEqual(report.evaluator, 'evaluate');
  assert.match(report.name_note, /'evaluate' is the function's own name, defined inside another function/);
  assert.match(report.name_note, /pass \{ name: 'my-evaluator' \}/);
  const named = await check(fast, { cards: [5], random: 200, noVectors: true, name: 'fast' });
  assert.strictEqual(named.evaluator, 'fast');
  assert.strictEqual(named.name_note, null);
  // A function named where it is defined, at the top of a module: no note.
  const plain = await check(evaluate, { cards: [5], random: 200, noVectors: true });
  assert.strictEqual(plain.evaluator, 'evaluate');
  assert.strictEqual(plain.name_note, null);
  // An arrow function defined here is named by its variable: no note.
  const mine = (cards) => {
    return evaluate(cards);
  };
  const held = await check(mine, { cards: [5], random: 200, noVectors: true });
  assert.strictEqual(held.evaluator, 'mine');
  assert.strictEqual(held.name_note, null);
  // One without a name of its own.
  const anonymous = await check([(cards) => evaluate(cards)][0], { cards: [5], random: 200, noVectors: true });
  assert.strictEqual(anonymous.evaluator, 'anonymous function');
  assert.match(anonymous.name_note, /no name of its own: pass \{ name:/);
});

test("a factory's failing function: the summary says how to name it, under the program", async () => {
  await assert.rejects(assertConforms(makeEvaluator(true), { cards: [7], random: 2000 }), (e) => {
    assert.ok(e instanceof assert.AssertionError, e);
    const lines = e.message.split('\n');
    assert.match(lines[1], /^program: evaluate \(showdown-poker /);
    assert.match(lines[2], /^ {2}'evaluate' is the function's own name/);
    assert.ok(lines.length <= 25 && lines.every((l) => l.length <= 80), e.message);
    return true;
  });
  await assert.rejects(assertConforms(makeEvaluator(true), { cards: [7], random: 2000, name: 'fast' }),
    (e) => /^program: fast /.test(e.message.split('\n')[1]) && !/own name/.test(e.message));
});

for (const [word, refuse] of [
  ['skip', () => { throw new Skip('written for 5 and 7 cards'); }],
  ['error', () => { throw new RangeError('written for 5 and 7 cards'); }],
]) {
  test(`a function that answers ${word} to six cards: one line, not a failure`, async () => {
    const fiveOrSeven = (cards) => (cards.length === 6 ? refuse() : evaluate(cards));
    const report = await check(fiveOrSeven, { random: 300 });
    assert.strictEqual(report.conformant, true, JSON.stringify(report.problems));
    assert.strictEqual(report.cards, '5,7');
    assert.deepStrictEqual(report.left_out.map((l) => [l.cards, l.answered]), [[6, word]]);
    assert.match(report.left_out[0].message, /^6-card hands: not checked, .* pass cards=\[5, 7\]/);
    // Declared, six is asked and each refusal is a problem.
    const declared = await check(fiveOrSeven, { cards: [5, 6, 7], random: 300, noVectors: true });
    assert.strictEqual(declared.left_out.length, 0);
    assert.strictEqual(declared.conformant, word === 'skip', JSON.stringify(declared.problems.map((p) => p.kind)));
  });
}

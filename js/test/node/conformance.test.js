// node --test: assertConforms passes on a correct evaluator and fails, with
// check's report, on one with the straight-plus-flush bug.
'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { assertConforms, check } = require('showdown-poker');
const { evaluate, evaluateWithStraightPlusFlushBug } = require('../evaluators.js');

test('a correct evaluator conforms', async () => {
  await assertConforms(evaluate, { cards: [5, 6, 7] });
});

test('the straight-plus-flush bug fails with the report', async () => {
  await assert.rejects(assertConforms(evaluateWithStraightPlusFlushBug, { cards: [5, 6, 7] }), (e) => {
    assert.ok(e instanceof assert.AssertionError, e);
    const report = e.message;
    console.log(report);
    assert.match(report, /^showdown check: the function evaluateWithStraightPlusFlushBug does not conform\n/);
    // The bug's problem with its smallest hand (six or seven cards, a straight and a flush).
    assert.match(report, /category: straight-flush where the hand is flush/);
    assert.match(report, /\n {6}(\S\S ){5,6} +says `straight-flush [0-9.]+`; right: flush/);
    assert.match(report, /verdict: NOT CONFORMANT/);
    return true;
  });
});

test('check returns the JSON report', async () => {
  const report = await check(evaluateWithStraightPlusFlushBug, { cards: [7], random: 2000 });
  assert.strictEqual(report.conformant, false);
  assert.strictEqual(report.evaluator, 'evaluateWithStraightPlusFlushBug');
  assert.strictEqual(report.strength, true); // found from the answer to a sample hand
  const problem = report.problems.find((p) => p.kind === 'category:flush->straight-flush');
  assert.ok(problem, JSON.stringify(report.problems.map((p) => p.kind)));
  assert.strictEqual(problem.example[0].got.split(' ')[0], 'straight-flush');
});

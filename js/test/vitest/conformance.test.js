// vitest: the same as node/conformance.test.js, with vitest's test and expect.
// check takes longer than vitest's 5 s default timeout: each test sets 120 s.
import { expect, test } from 'vitest';
import { AssertionError } from 'node:assert';
import fs from 'node:fs';
import { assertConforms } from 'showdown-poker';
import evaluators from '../evaluators.js';

const { evaluate, evaluateWithStraightPlusFlushBug } = evaluators;

test('a correct evaluator conforms', async () => {
  await assertConforms(evaluate, { budgetS: 5 });
}, 120_000);

test('the straight-plus-flush bug fails with the summary', async () => {
  const failure = await assertConforms(evaluateWithStraightPlusFlushBug, { random: 2000 }).then(
    () => null,
    (e) => e,
  );
  expect(failure).toBeInstanceOf(AssertionError);
  // Under vitest the message is the summary's first line, the rest its cause
  // (vitest prints a message twice, a cause once).
  expect(failure.message).not.toContain('\n');
  const summary = `${failure.message}\n${failure.cause.message.replace(/^\(continued\)\n/, '')}`;
  const lines = summary.split('\n');
  expect(lines.length).toBeLessThanOrEqual(25);
  expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
  expect(summary).toMatch(/^showdown check: NOT CONFORMANT/);
  expect(summary).toMatch(/\n- category: straight-flush where the hand is flush \(/);
  expect(summary).toMatch(/\n {4}(\S\S ){5,6}\S\S: said straight-flush [0-9.]+; right: flush/);
  expect(summary).toMatch(/\ndiagnosis: /);
  // Nothing for vitest to print a second copy from (a diff of actual and expected).
  expect(failure.actual).toBeUndefined();
  expect('expected' in failure).toBe(false);
  expect(fs.existsSync(summary.match(/full report: (\S+\.txt)/)[1])).toBe(true);
}, 120_000);

// What vitest itself prints for a failing assertConforms: js/ci.sh runs this
// file alone (SHOWDOWN_VITEST_SHOWS=1) and counts the lines of the summary.
test.runIf(process.env.SHOWDOWN_VITEST_SHOWS === '1')('vitest prints the summary once', async () => {
  await assertConforms(evaluateWithStraightPlusFlushBug, { budgetS: 3 });
}, 120_000);

test('an evaluator written as an async closure over test state', async () => {
  const asked = [];
  const recording = async (cards) => {
    asked.push(cards.length);
    return evaluate(cards);
  };
  await assertConforms(recording, { cards: [5], random: 500 });
  expect(asked.length).toBeGreaterThan(500);
  expect(new Set(asked)).toEqual(new Set([5]));
}, 120_000);

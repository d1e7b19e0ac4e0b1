// vitest: the same as node/conformance.test.js, with vitest's test and expect.
// check takes longer than vitest's 5 s default timeout: each test sets 120 s.
import { expect, test } from 'vitest';
import { AssertionError } from 'node:assert';
import { assertConforms } from 'showdown-poker';
import evaluators from '../evaluators.js';

const { evaluate, evaluateWithStraightPlusFlushBug } = evaluators;

test('a correct evaluator conforms', async () => {
  await assertConforms(evaluate, { cards: [5, 6, 7] });
}, 120_000);

test('the straight-plus-flush bug fails with the report', async () => {
  const failure = await assertConforms(evaluateWithStraightPlusFlushBug, { cards: [5, 6, 7] }).then(
    () => null,
    (e) => e,
  );
  expect(failure).toBeInstanceOf(AssertionError);
  console.log(failure.message);
  expect(failure.message).toMatch(/^showdown check: the function evaluateWithStraightPlusFlushBug does not conform\n/);
  expect(failure.message).toMatch(/category: straight-flush where the hand is flush/);
  expect(failure.message).toMatch(/\n {6}(\S\S ){5,6} +says `straight-flush [0-9.]+`; right: flush/);
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

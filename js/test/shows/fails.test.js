// A failing assertConforms, for js/ci.sh to measure what each test runner
// prints (node --test and jest run this file; vitest its own test in
// test/vitest/, under SHOWDOWN_VITEST_SHOWS=1): the summary once, within 25
// lines and 100 columns as printed. Not part of the passing suites.
'use strict';

const { assertConforms } = require('showdown-poker');
const { evaluateWithStraightPlusFlushBug } = require('../evaluators.js');

// jest's global test, else node:test's.
const test = typeof globalThis.test === 'function' ? globalThis.test : require('node:test');

test('the straight-plus-flush bug, as the runner shows it', async () => {
  await assertConforms(evaluateWithStraightPlusFlushBug, { budgetS: 3 });
}, 120_000);

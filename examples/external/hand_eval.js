#!/usr/bin/env node
// A hold'em evaluator in JavaScript that writes only the evaluation: the line
// protocol is showdown_serve.js's job. Category and strength, 1 to 7 cards.
//   showdown check --manifest examples/external/hand_eval_js.toml     (conformant)
//   showdown check --cmd "node examples/external/hand_eval.js --no-ace-low" --cards 5,7 --strength
// (--no-ace-low: the ace never plays low, a bug for check to find: 5-4-3-2-A is no straight)
'use strict';
const { serve } = require('./showdown_serve');

const RANKS = '23456789TJQKA';
const aceLow = !process.argv.includes('--no-ace-low');

function straightTop(ranks) {
  const present = new Set(ranks);
  if (aceLow && present.has(12)) present.add(-1);
  for (let top = 12; top >= 3; top--) {
    let run = true;
    for (let r = top - 4; r <= top; r++) run = run && present.has(r);
    if (run) return top;
  }
  return null;
}

// [category index, tiebreak ranks...]: a higher array is the better hand.
function evaluate(cards) {
  const ranks = cards.map((c) => RANKS.indexOf(c[0]));
  const bySuit = {};
  cards.forEach((c, i) => (bySuit[c[1]] = bySuit[c[1]] || []).push(ranks[i]));
  const flushSuit = Object.values(bySuit).find((rs) => rs.length >= 5);
  const flush = flushSuit ? [...flushSuit].sort((a, b) => b - a) : null;
  if (flush) {
    const top = straightTop(flush);
    if (top !== null) return [8, top];
  }
  const counts = new Map();
  for (const r of ranks) counts.set(r, (counts.get(r) || 0) + 1);
  const groups = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const singles = [...ranks].sort((a, b) => b - a);
  const rest = (...used) => singles.filter((r) => !used.includes(r));
  const withCount = (n) => groups.filter(([, c]) => c === n).map(([r]) => r);
  const [quads, trips, pairs] = [withCount(4), withCount(3), withCount(2)];
  if (quads.length) return [7, quads[0], ...rest(quads[0]).slice(0, 1)];
  if (trips.length && (trips.length > 1 || pairs.length)) {
    return [6, trips[0], Math.max(...trips.slice(1), ...pairs)];
  }
  if (flush) return [5, ...flush.slice(0, 5)];
  const top = straightTop(ranks);
  if (top !== null) return [4, top];
  if (trips.length) return [3, trips[0], ...rest(trips[0]).slice(0, 2)];
  if (pairs.length >= 2) return [2, pairs[0], pairs[1], ...rest(pairs[0], pairs[1]).slice(0, 1)];
  if (pairs.length) return [1, pairs[0], ...rest(pairs[0]).slice(0, 3)];
  return [0, ...singles.slice(0, 5)];
}

if (process.argv.includes('--version')) {
  console.log(`hand_eval.js 1.0 (Node ${process.version})`);
} else {
  serve(evaluate);
}

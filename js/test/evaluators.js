// Hold'em evaluators for 5 to 7 cards, for the tests: `evaluate`, right,
// and `evaluateWithStraightPlusFlushBug` (`evaluateWithSixCardBug`: on six
// cards only), which calls a hand holding a
// straight and a flush (from different cards, no straight flush) a straight
// flush. Each returns [category index, ranks...], a higher array the better hand.
'use strict';

const { rankIndex, suitIndex } = require('showdown-poker');

// Bit r of a mask: rank index r (2 is 0, the ace 12).
const ranksOf = (mask) => [...Array(13).keys()].reverse().filter((r) => (mask >> r) & 1);

// The top rank index of the highest straight in `mask` (the ace also low: 3 for the wheel), or -1.
function straightTop(mask) {
  const withLowAce = (mask << 1) | ((mask >> 12) & 1);
  for (let low = 9; low >= 0; low--) if (((withLowAce >> low) & 0b11111) === 0b11111) return low + 3;
  return -1;
}

function score(cards, bug) {
  const counts = new Array(13).fill(0);
  const suits = [0, 0, 0, 0];
  for (const c of cards) {
    counts[rankIndex(c)] += 1;
    suits[suitIndex(c)] |= 1 << rankIndex(c);
  }
  const all = suits.reduce((a, b) => a | b, 0);
  const flush = suits.find((m) => ranksOf(m).length >= 5);
  if (flush !== undefined && straightTop(flush) >= 0) return [8, straightTop(flush)];
  if (bug && flush !== undefined && straightTop(all) >= 0) return [8, straightTop(all)];
  const having = (n) => ranksOf(all).filter((r) => counts[r] === n);
  const [quads, trips, pairs] = [having(4), having(3), having(2)];
  const kickers = (used, n) => ranksOf(all).filter((r) => !used.includes(r)).slice(0, n);
  if (quads.length) return [7, quads[0], ...kickers(quads, 1)];
  const fullWith = [...trips.slice(1), ...pairs];
  if (trips.length && fullWith.length) return [6, trips[0], Math.max(...fullWith)];
  if (flush !== undefined) return [5, ...ranksOf(flush).slice(0, 5)];
  if (straightTop(all) >= 0) return [4, straightTop(all)];
  if (trips.length) return [3, trips[0], ...kickers(trips, 2)];
  if (pairs.length >= 2) return [2, pairs[0], pairs[1], ...kickers(pairs.slice(0, 2), 1)];
  if (pairs.length) return [1, pairs[0], ...kickers(pairs, 3)];
  return [0, ...kickers([], 5)];
}

const evaluate = (cards) => score(cards, false);
const evaluateWithStraightPlusFlushBug = (cards) => score(cards, true);
// The same bug on six cards only: a default check (5, 6 and 7 cards) must catch it.
const evaluateWithSixCardBug = (cards) => score(cards, cards.length === 6);

module.exports = { evaluate, evaluateWithSixCardBug, evaluateWithStraightPlusFlushBug };

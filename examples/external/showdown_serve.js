// showdown_serve.js: make a JavaScript function a program that speaks showdown's
// line protocol (docs/protocol.md), so that a JavaScript author writes only the
// evaluator. Plain Node (12 or later), no dependencies: copy this file beside yours.
//
//   const { serve } = require('./showdown_serve');
//   serve((cards) => ['one-pair', [1, 12, 11, 8, 5]]);            // hold'em
//   serve((hole, board) => ..., { game: 'omaha' });               // Omaha: HOLE | BOARD
//
// Cards arrive as two-character strings, rank then suit ("As", "Td"). The function
// returns one of:
//   - a category name: 'one-pair' (no strength);
//   - [category, strength]: ['flush', 1234] or ['one-pair', [12, 11, 8, 5]];
//   - an array of integers starting with the category index 0-8 (high card to
//     straight flush), the whole array being the strength: [1, 12, 11, 8, 5];
//   - an answer written out: 'one-pair 1.12.11.8.5'.
// A higher strength is the better hand. Hi-lo games ('omaha-hi-lo', 'stud-hi-lo')
// return [high, low]: low is null (no low), true (a low, no strength), or an
// integer or array of integers (higher is the better low).
// A bad request line, or an exception thrown by the function, is answered
// `error <text>` (the stack goes to stderr, which showdown shows beside the
// hand) and serving goes on. Throw a `Skip` to answer `skip <text>`.
'use strict';

const readline = require('readline');

const CATEGORIES = [
  'high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight',
  'flush', 'full-house', 'four-of-a-kind', 'straight-flush',
];
// The games showdown checks, and whether each deals hole cards.
const GAMES = {
  holdem: false,
  'short-deck': false,
  'short-deck-trips-over-straight': false,
  'ace-to-five': false,
  'deuce-to-seven': false,
  omaha: true,
  'omaha-hi-lo': true,
  'stud-hi-lo': false,
};
const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';
const STRENGTH = /^-?[0-9]+(\.-?[0-9]+)*$/;

class Skip extends Error {}

function cardsOf(text) {
  const cards = text.split(/\s+/).filter((t) => t !== '');
  for (const c of cards) {
    if (c.length !== 2 || !RANKS.includes(c[0]) || !SUITS.includes(c[1])) {
      throw new Error(`bad card '${c}' (a rank of ${RANKS} and a suit of ${SUITS})`);
    }
  }
  return cards;
}

// The card counts showdown declares in SHOWDOWN_CARDS ("5-7", "5,7", "9"), or null.
function declaredCounts(text) {
  if (!text) return null;
  const counts = new Set();
  for (const part of text.split(',')) {
    const [lo, hi] = part.split('-').map(Number);
    if (!Number.isInteger(lo) || (hi !== undefined && !Number.isInteger(hi))) return null;
    for (let n = lo; n <= (hi === undefined ? lo : hi); n++) counts.add(n);
  }
  return counts;
}

// One request line as the function's arguments: [cards] or [hole, board].
function parseRequest(line, game = 'holdem', declared = null) {
  let all;
  let args;
  if (GAMES[game]) {
    const parts = line.split('|');
    if (parts.length !== 2) throw new Error('a deal of this game is written HOLE | BOARD');
    const [hole, board] = parts.map(cardsOf);
    if (hole.length < 4 || hole.length > 6 || board.length < 3 || board.length > 5) {
      throw new Error(`${hole.length} hole and ${board.length} board cards: ${game} takes 4-6 and 3-5`);
    }
    all = hole.concat(board);
    args = [hole, board];
  } else {
    if (line.includes('|')) throw new Error(`${game} deals no hole cards: no '|' expected`);
    all = cardsOf(line);
    if (all.length < 1 || all.length > 7) throw new Error(`${all.length} cards: a hand has 1 to 7`);
    args = [all];
  }
  const seen = new Set();
  for (const c of all) {
    if (seen.has(c)) throw new Error(`the card ${c} appears twice`);
    seen.add(c);
  }
  if (declared && !declared.has(all.length)) {
    throw new Error(`${all.length} cards: this program declares ${[...declared].join(',')}`);
  }
  return args;
}

function strengthOf(value) {
  const parts = Array.isArray(value) ? value : [value];
  if (parts.length === 0 || parts.length > 8 || !parts.every((p) => Number.isSafeInteger(p) || typeof p === 'bigint')) {
    throw new TypeError(`a strength is an integer or an array of 1 to 8 integers, not ${JSON.stringify(value)}`);
  }
  return parts.map(String).join('.');
}

function categoryOf(name) {
  const token = String(name).trim().toLowerCase().replace(/[_ ]/g, '-');
  if (token !== 'royal-flush' && !CATEGORIES.includes(token)) {
    throw new Error(`unknown category '${name}' (one of ${CATEGORIES.join(', ')})`);
  }
  return token;
}

function rawHigh(text) {
  const words = text.trim().split(/\s+/);
  if (words.length === 2 && STRENGTH.test(words[1])) return `${categoryOf(words[0])} ${words[1]}`;
  return categoryOf(text);
}

function high(result) {
  if (typeof result === 'string') return rawHigh(result);
  if (Array.isArray(result) && result.length > 0) {
    if (typeof result[0] === 'string' && result.length === 2) {
      const category = categoryOf(result[0]);
      return result[1] === null || result[1] === undefined ? category : `${category} ${strengthOf(result[1])}`;
    }
    if (Number.isInteger(result[0])) {
      if (result[0] < 0 || result[0] >= CATEGORIES.length) {
        throw new Error(`an array strength starts with the category index 0-8, not ${result[0]}`);
      }
      return `${CATEGORIES[result[0]]} ${strengthOf(result)}`;
    }
  }
  throw new TypeError(
    `cannot read an answer from ${JSON.stringify(result)}: return a category, [category, strength] ` +
      'or an array starting with the category index');
}

function low(result) {
  if (result === null || result === undefined || result === false) return 'no-low';
  if (result === true) return 'low';
  if (typeof result === 'string') {
    const words = result.trim().split(/\s+/);
    if ((words.length === 1 && (words[0] === 'low' || words[0] === 'no-low')) ||
        (words.length === 2 && words[0] === 'low' && STRENGTH.test(words[1]))) {
      return words.join(' ');
    }
    throw new Error(`not a low half: '${result}'`);
  }
  return `low ${strengthOf(result)}`;
}

// What the function returned, as one answer line (no newline).
function formatAnswer(result, game = 'holdem') {
  if (game.endsWith('hi-lo')) {
    if (typeof result === 'string') {
      const i = result.indexOf(' / ');
      if (i < 0) throw new Error(`a ${game} answer has a high and a low half: '${result}'`);
      return `${rawHigh(result.slice(0, i))} / ${low(result.slice(i + 3))}`;
    }
    if (!Array.isArray(result) || result.length !== 2) {
      throw new TypeError(`a ${game} answer is [high, low], not ${JSON.stringify(result)}`);
    }
    return `${high(result[0])} / ${low(result[1])}`;
  }
  return high(result);
}

const oneLine = (text) => String(text).split(/\s+/).filter((w) => w !== '').join(' ') || '(no message)';

// The answer to one request line; never throws.
function answerLine(fn, line, game = 'holdem', declared = null) {
  let args;
  try {
    args = parseRequest(line, game, declared);
  } catch (e) {
    return `error ${oneLine(e.message)}`;
  }
  try {
    return formatAnswer(fn(...args), game);
  } catch (e) {
    if (e instanceof Skip) return `skip ${oneLine(e.message || 'not handled')}`;
    process.stderr.write(`showdown_serve: ${line}\n${e && e.stack ? e.stack : e}\n`);
    return `error ${oneLine(`${e && e.name ? e.name : 'Error'}: ${e && e.message !== undefined ? e.message : e}`)}`;
  }
}

// Serves `fn` on stdin/stdout until stdin closes: fn(cards), or fn(hole, board)
// for Omaha and Omaha hi-lo. Options: { game: 'holdem' }.
function serve(fn, options = {}) {
  const game = options.game || 'holdem';
  if (!(game in GAMES)) throw new Error(`unknown game '${game}' (one of ${Object.keys(GAMES).join(', ')})`);
  const declared = declaredCounts(process.env.SHOWDOWN_CARDS);
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
  // Writes to a pipe are synchronous on Linux and macOS: each line leaves at once.
  rl.on('line', (line) => process.stdout.write(`${answerLine(fn, line, game, declared)}\n`));
}

module.exports = { CATEGORIES, GAMES, Skip, answerLine, formatAnswer, parseRequest, serve };

// The line protocol (docs/protocol.md in the showdown repository), spoken
// with a JavaScript function: parsing a request line into cards, turning what
// the function returned into an answer line, and `serve`, which answers
// stdin with stdout. Plain Node, no dependencies.
'use strict';

const readline = require('node:readline');
const util = require('node:util');

/** The nine category tokens, weakest first: an index here is a category index. */
const CATEGORIES = Object.freeze([
  'high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight',
  'flush', 'full-house', 'four-of-a-kind', 'straight-flush',
]);
/** The games showdown checks, and whether each deals hole cards (`HOLE | BOARD`). */
const GAMES = Object.freeze({
  holdem: false,
  'short-deck': false,
  'short-deck-trips-over-straight': false,
  'ace-to-five': false,
  'deuce-to-seven': false,
  omaha: true,
  'omaha-hi-lo': true,
  'stud-hi-lo': false,
});
const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';
const STRENGTH = /^-?[0-9]+(\.-?[0-9]+)*$/;
const I64_MIN = -(2n ** 63n);
const I64_MAX = 2n ** 63n - 1n;

/** Throw `new Skip('why')` from the served function to answer `skip why`: a hand it does not handle. */
class Skip extends Error {
  constructor(message) {
    super(message);
    this.name = 'Skip';
  }
}

// --- cards -------------------------------------------------------------------

function checkedCard(card) {
  if (typeof card !== 'string' || card.length !== 2 || !RANKS.includes(card[0]) || !SUITS.includes(card[1])) {
    throw new TypeError(`bad card ${util.inspect(card)} (a card is a rank of ${RANKS} and a suit of ${SUITS})`);
  }
  return card;
}
/** The rank character of a card: `rank('Td')` is `'T'`. */
const rank = (card) => checkedCard(card)[0];
/** The suit character of a card: `suit('Td')` is `'d'`. */
const suit = (card) => checkedCard(card)[1];
/** The rank as a number: 2 is 0, ..., A is 12. */
const rankIndex = (card) => RANKS.indexOf(rank(card));
/** The suit as a number: c 0, d 1, h 2, s 3. */
const suitIndex = (card) => SUITS.indexOf(suit(card));
/** The canonical card index `rankIndex * 4 + suitIndex`: 2c is 0, As is 51. */
const cardIndex = (card) => rankIndex(card) * 4 + suitIndex(card);

function cardsOf(text) {
  const cards = text.split(/\s+/).filter((t) => t !== '');
  for (const c of cards) {
    if (c.length !== 2 || !RANKS.includes(c[0]) || !SUITS.includes(c[1])) {
      throw new Error(`bad card '${c}' (a rank of ${RANKS} and a suit of ${SUITS})`);
    }
  }
  return cards;
}

// --- requests ----------------------------------------------------------------

/** The card counts showdown declares in SHOWDOWN_CARDS ("5-7", "5,7", "9"), or null. */
function declaredCounts(text) {
  if (!text) return null;
  const counts = new Set();
  for (const part of text.split(',')) {
    const [lo, hi] = part.trim().split('-').map(Number);
    if (!Number.isInteger(lo) || (hi !== undefined && !Number.isInteger(hi))) return null;
    for (let n = lo; n <= (hi === undefined ? lo : hi); n++) counts.add(n);
  }
  return counts;
}

/** One request line as the function's arguments: `[cards]`, or `[hole, board]` for Omaha. */
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
  if (game.startsWith('short-deck')) {
    const low = all.find((c) => '2345'.includes(c[0]));
    if (low) throw new Error(`${low} is not in the 36-card short deck`);
  }
  if (declared && !declared.has(all.length)) {
    throw new Error(`${all.length} cards: this program declares ${[...declared].join(',')}`);
  }
  return args;
}

// --- answers -----------------------------------------------------------------

const isInteger = (x) => Number.isSafeInteger(x) || typeof x === 'bigint';

function strengthOf(value) {
  const parts = Array.isArray(value) ? value : [value];
  if (parts.length === 0 || parts.length > 8 || !parts.every(isInteger)) {
    throw new TypeError('a strength is an integer or an array of 1 to 8 integers');
  }
  for (const p of parts) {
    if (BigInt(p) < I64_MIN || BigInt(p) > I64_MAX) {
      throw new RangeError(`strength component ${p} does not fit a signed 64-bit integer`);
    }
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
        throw new RangeError(`an array strength starts with the category index 0-8, not ${result[0]}`);
      }
      return `${CATEGORIES[result[0]]} ${strengthOf(result)}`;
    }
  }
  throw new TypeError(
    'return a category name, [category, strength] or an array of integers starting with the category index 0-8');
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
    throw new Error(`not a low half: '${result}' (no-low, low, or low <strength>)`);
  }
  return `low ${strengthOf(result)}`;
}

/**
 * What the function returned, as one answer line (no newline). Throws,
 * saying why, when it cannot be read as an answer of `game`.
 */
function formatAnswer(result, game = 'holdem') {
  if (game.endsWith('hi-lo')) {
    if (typeof result === 'string') {
      const i = result.indexOf(' / ');
      if (i < 0) throw new Error(`a ${game} answer has a high and a low half: '${result}'`);
      return `${rawHigh(result.slice(0, i))} / ${low(result.slice(i + 3))}`;
    }
    if (!Array.isArray(result) || result.length !== 2) {
      throw new TypeError(`a ${game} answer is [high, low]`);
    }
    return `${high(result[0])} / ${low(result[1])}`;
  }
  return high(result);
}

const oneLine = (text) => String(text).split(/\s+/).filter((w) => w !== '').join(' ') || '(no message)';

/** A value as a JavaScript author would write it, on one line, at most 200 characters. */
function shown(value) {
  const text = oneLine(util.inspect(value, { depth: 4, breakLength: Infinity, maxArrayLength: 20 }));
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

/**
 * The first frames of a stack that are the function's own: not this
 * package's, not Node's internals. The error line carries them, so that the
 * report shows where the function threw beside the hand.
 */
function userFrames(stack, most = 3) {
  return stack
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('at ') && !l.includes(__dirname) && !l.includes('node:internal'))
    .slice(0, most);
}

/**
 * The answer to one request line, and what goes to stderr with it:
 * `{ answer, stderr }`, or a promise of it when the function returns a
 * promise. Never throws:
 * - a bad request line: `error <why>`;
 * - the function throws (or its promise rejects): `error <Name>: <message>
 *   (stack: <its first frames>)`, and the whole stack on stderr;
 * - `Skip`: `skip <message>`;
 * - a value that is no answer: a line that is deliberately not a protocol
 *   line, `serve: cannot read an answer from <value>: <why>`, so that
 *   showdown reports a bad response quoting the value.
 */
function answerLine(fn, line, game = 'holdem', declared = null) {
  let args;
  try {
    args = parseRequest(line, game, declared);
  } catch (e) {
    return { answer: `error ${oneLine(e.message)}`, stderr: '' };
  }
  const fromValue = (value) => {
    try {
      return { answer: formatAnswer(value, game), stderr: '' };
    } catch (e) {
      return { answer: `serve: cannot read an answer from ${shown(value)}: ${oneLine(e.message)}`, stderr: '' };
    }
  };
  const fromError = (e) => {
    if (e instanceof Skip) return { answer: `skip ${oneLine(e.message || 'not handled')}`, stderr: '' };
    const name = e && e.name ? e.name : 'Error';
    const message = e && e.message !== undefined ? e.message : shown(e);
    const stack = e && typeof e.stack === 'string' ? e.stack : `${name}: ${message}`;
    const frames = userFrames(stack);
    const where = frames.length ? ` (stack: ${frames.join('; ')})` : '';
    return {
      answer: `error ${oneLine(`${name}: ${message}${where}`)}`,
      stderr: `serve: the function threw on ${line}\n${stack}\n`,
    };
  };
  let value;
  try {
    value = fn(...args);
  } catch (e) {
    return fromError(e);
  }
  if (value !== null && typeof value === 'object' && typeof value.then === 'function') {
    return Promise.resolve(value).then(fromValue, fromError);
  }
  return fromValue(value);
}

/**
 * Answers every line of `input` with `fn` on `output`, in order, one line
 * each (written at once); `stderr` gets the stack of a function that throws.
 * An async function is awaited (one hand at a time). Resolves when input ends
 * and every answer is written.
 */
function answerStream(fn, { game, declared, input, output, stderr }) {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input, crlfDelay: Infinity, terminal: false });
    let chain = Promise.resolve();
    const write = ({ answer, stderr: text }) => {
      if (text) stderr.write(text);
      output.write(`${answer}\n`);
    };
    rl.on('line', (line) => {
      chain = chain.then(() => answerLine(fn, line, game, declared)).then(write);
    });
    rl.on('close', () => chain.then(resolve));
  });
}

/** Throws unless `game` is one showdown checks. */
function checkGame(game) {
  if (!Object.prototype.hasOwnProperty.call(GAMES, game)) {
    throw new Error(`unknown game '${game}' (one of ${Object.keys(GAMES).join(', ')})`);
  }
}

/**
 * Serves `fn` over the protocol on stdin and stdout until stdin closes:
 * `fn(cards)`, or `fn(hole, board)` for Omaha and Omaha hi-lo. Options:
 * `{ game: 'holdem' }`. The card counts showdown declares (SHOWDOWN_CARDS)
 * are enforced. Resolves when stdin has closed and every answer is written.
 */
function serve(fn, options = {}) {
  const game = options.game || 'holdem';
  checkGame(game);
  if (typeof fn !== 'function') throw new TypeError(`serve takes a function, not ${shown(fn)}`);
  return answerStream(fn, {
    game,
    declared: declaredCounts(process.env.SHOWDOWN_CARDS),
    input: process.stdin,
    output: process.stdout,
    stderr: process.stderr,
  });
}

module.exports = {
  CATEGORIES,
  GAMES,
  Skip,
  answerLine,
  answerStream,
  cardIndex,
  checkGame,
  declaredCounts,
  formatAnswer,
  parseRequest,
  rank,
  rankIndex,
  serve,
  shown,
  suit,
  suitIndex,
};

// The line protocol (docs/protocol.md in the showdown repository), spoken
// with a JavaScript function: parsing a request line into cards, turning what
// the function returned into an answer line, and `serve`, which answers
// stdin with stdout. Plain Node, no dependencies.
'use strict';

const readline = require('node:readline');
const util = require('node:util');
const { ShowdownError } = require('./errors.js');

/**
 * The protocol as data: protocol.json, shipped inside this package and
 * written from showdown's Rust tables by `cargo xtask protocol --write`
 * (docs/protocol.md, "The contract as data"). Every table below is read
 * from it, so a game or a category added there is known here with no edit.
 */
const PROTOCOL = deepFreeze(require('./protocol.json'));

function deepFreeze(value) {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The category tokens, weakest first: an index here is a category index. */
const CATEGORIES = Object.freeze(PROTOCOL.categories.map((c) => c.token));
/** Other tokens an answer may give a category. */
const CATEGORY_ALIASES = Object.freeze(PROTOCOL.category_aliases.map((a) => a.token));
const GAME_RULES = new Map(PROTOCOL.games.map((g) => [g.id, g]));
/** The games showdown checks, and whether each deals hole cards (`HOLE | BOARD`). */
const GAMES = Object.freeze(Object.fromEntries(PROTOCOL.games.map((g) => [g.id, g.layout === 'hole-and-board'])));
/** The default game: the file lists it first. */
const DEFAULT_GAME = PROTOCOL.games[0].id;
const RANKS = PROTOCOL.cards.ranks.join('');
const SUITS = PROTOCOL.cards.suits.join('');
const LOW_SEPARATOR = PROTOCOL.answer.low_half.separator;
const MAX_COMPONENTS = PROTOCOL.answer.strength.max_components;
const STRENGTH = /^-?[0-9]+(\.-?[0-9]+)*$/;
const I64_MIN = BigInt(PROTOCOL.answer.strength.min);
const I64_MAX = BigInt(PROTOCOL.answer.strength.max);

/** The file's entry for `game`; a ShowdownError naming every game for one it lacks. */
function gameOf(game) {
  const rules = typeof game === 'string' ? GAME_RULES.get(game) : undefined;
  if (rules === undefined) {
    throw new ShowdownError(`unknown game ${util.inspect(game)} (one of ${[...GAME_RULES.keys()].join(', ')})`);
  }
  return rules;
}

/** Card counts as people write them: `1-7`, `4-6`, `5,7`. */
function countsText(counts) {
  const sorted = [...counts].sort((a, b) => a - b);
  const contiguous = sorted.every((n, i) => i === 0 || n === sorted[i - 1] + 1);
  return sorted.length > 1 && contiguous ? `${sorted[0]}-${sorted[sorted.length - 1]}` : sorted.join(',');
}

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

/**
 * One request line as the function's arguments: `[cards]`, or `[hole, board]`
 * in a game whose layout is `hole-and-board` (Omaha). Throws a plain Error
 * saying why for a bad line (serve answers it with `error`), a ShowdownError
 * for an unknown game.
 */
function parseRequest(line, game = DEFAULT_GAME, declared = null) {
  const rules = gameOf(game);
  let all;
  let args;
  if (rules.layout === 'hole-and-board') {
    const parts = line.split('|');
    if (parts.length !== 2) throw new Error('a deal of this game is written HOLE | BOARD');
    const [hole, board] = parts.map(cardsOf);
    if (!rules.hole.includes(hole.length) || !rules.board.includes(board.length)) {
      throw new Error(`${hole.length} hole and ${board.length} board cards: ${game} takes ` +
        `${countsText(rules.hole)} and ${countsText(rules.board)}`);
    }
    all = hole.concat(board);
    args = [hole, board];
  } else {
    if (line.includes('|')) throw new Error(`${game} deals no hole cards: no '|' expected`);
    all = cardsOf(line);
    if (!rules.cards.includes(all.length)) {
      throw new Error(`${all.length} cards: a hand of ${game} has ${countsText(rules.cards)}`);
    }
    args = [all];
  }
  const seen = new Set();
  for (const c of all) {
    if (seen.has(c)) throw new Error(`the card ${c} appears twice`);
    seen.add(c);
  }
  const lowest = RANKS.indexOf(rules.deck.lowest_rank);
  const outside = all.find((c) => RANKS.indexOf(c[0]) < lowest);
  if (outside) throw new Error(`${outside} is not in the ${rules.deck.size}-card deck of ${game}`);
  if (declared && !declared.has(all.length)) {
    throw new Error(`${all.length} cards: this program declares ${[...declared].join(',')}`);
  }
  return args;
}

// --- answers -----------------------------------------------------------------

const isInteger = (x) => Number.isSafeInteger(x) || typeof x === 'bigint';

function strengthOf(value) {
  const parts = Array.isArray(value) ? value : [value];
  if (parts.length === 0 || parts.length > MAX_COMPONENTS || !parts.every(isInteger)) {
    throw new TypeError(`a strength is an integer or an array of 1 to ${MAX_COMPONENTS} integers`);
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
  if (!CATEGORY_ALIASES.includes(token) && !CATEGORIES.includes(token)) {
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
function formatAnswer(result, game = DEFAULT_GAME) {
  // A low-only game (badugi): the strength alone, `low <strength>`, no category.
  if (gameOf(game).answer === 'low-only') {
    if (result === null || result === undefined || result === false || result === 'no-low') {
      throw new Error(`a ${game} answer is a low alone, never no-low`);
    }
    return low(result);
  }
  if (gameOf(game).answer === 'high-low') {
    if (typeof result === 'string') {
      const i = result.indexOf(LOW_SEPARATOR);
      if (i < 0) throw new Error(`a ${game} answer has a high and a low half: '${result}'`);
      return `${rawHigh(result.slice(0, i))}${LOW_SEPARATOR}${low(result.slice(i + LOW_SEPARATOR.length))}`;
    }
    if (!Array.isArray(result) || result.length !== 2) {
      throw new TypeError(`a ${game} answer is [high, low]`);
    }
    return `${high(result[0])}${LOW_SEPARATOR}${low(result[1])}`;
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
function answerLine(fn, line, game = DEFAULT_GAME, declared = null) {
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

/** Throws a ShowdownError, naming the games, unless `game` is one showdown checks. */
function checkGame(game) {
  gameOf(game);
}

/**
 * Serves `fn` over the protocol on stdin and stdout until stdin closes:
 * `fn(cards)`, or `fn(hole, board)` in a game whose layout is
 * `hole-and-board` (Omaha, Omaha hi-lo). Options: `{ game: 'holdem' }`, any
 * game of protocol.json. The card counts showdown declares (SHOWDOWN_CARDS)
 * are enforced. Resolves when stdin has closed and every answer is written;
 * rejects with a ShowdownError (and never throws) when the call is refused:
 * an unknown game, or `fn` not a function.
 */
async function serve(fn, options = {}) {
  const game = options.game || DEFAULT_GAME;
  checkGame(game);
  if (typeof fn !== 'function') throw new ShowdownError(`serve takes a function, not ${shown(fn)}`);
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
  DEFAULT_GAME,
  GAMES,
  PROTOCOL,
  Skip,
  answerLine,
  answerStream,
  cardIndex,
  checkGame,
  declaredCounts,
  formatAnswer,
  gameOf,
  parseRequest,
  rank,
  rankIndex,
  serve,
  shown,
  suit,
  suitIndex,
};

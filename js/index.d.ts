// Types of showdown-poker (index.js). README.md has the prose.

/** A card as the protocol writes it: rank then suit, `"As"`, `"Td"`, `"2c"`. */
export type Card = string;

/** The nine category tokens, weakest first. */
export type Category =
  | 'high-card' | 'one-pair' | 'two-pair' | 'three-of-a-kind' | 'straight'
  | 'flush' | 'full-house' | 'four-of-a-kind' | 'straight-flush';

/** The games showdown checks. */
export type Game =
  | 'holdem' | 'short-deck' | 'short-deck-trips-over-straight' | 'ace-to-five'
  | 'deuce-to-seven' | 'omaha' | 'omaha-hi-lo' | 'stud-hi-lo';

/** An integer strength, or up to eight compared as a tuple: higher is better. */
export type Strength = number | bigint | ReadonlyArray<number | bigint>;

/**
 * What an evaluator of a high-only game returns: a category name (no
 * strength), `[category, strength]`, an array of integers starting with the
 * category index 0-8 (the whole array is the strength), or an answer written
 * out (`'one-pair 1.12.11.8.5'`).
 */
export type HighAnswer =
  | Category | 'royal-flush' | string
  | readonly [Category | 'royal-flush' | string, Strength | null | undefined]
  | ReadonlyArray<number | bigint>;

/** The low half of a hi-lo answer: null or false (no low), true (a low), or its strength (higher is the better low). */
export type LowAnswer = null | undefined | boolean | Strength | string;

/** What an evaluator returns: a high answer, or `[high, low]` in a hi-lo game. */
export type Answer = HighAnswer | readonly [HighAnswer, LowAnswer];

/**
 * An evaluator: `(cards) => answer` for hold'em, short deck, the lowball
 * games and stud hi-lo; `(hole, board) => answer` for Omaha and Omaha hi-lo.
 * It may be async: its promise is awaited.
 */
export type Evaluator =
  | ((cards: Card[]) => Answer | Promise<Answer>)
  | ((hole: Card[], board: Card[]) => Answer | Promise<Answer>);

/** What `check` and `assertConforms` take: a function, a command (a string or its words) or a manifest path (`*.toml`). */
export type Target = Evaluator | string | readonly string[];

export interface CheckOptions {
  /** The game (default `'holdem'`). */
  game?: Game;
  /** The card counts the evaluator takes (showdown's default: 5 and 7; for Omaha all cards, hole and board). */
  cards?: number | readonly number[];
  /** Answers carry a strength; for a function, by default, whether its answer to a sample hand has one. */
  strength?: boolean;
  /** Exactly this many random hands per card count instead of a time budget. */
  random?: number;
  /** The time budget of the random part, in seconds (showdown's default: about 15). */
  budgetS?: number;
  /** The seed of the random hands. */
  seed?: number;
  /** Copies of a command asked at once (showdown's default: one per core, at most 4; a function: 1, since it runs in this one process). */
  jobs?: number;
  /** Card counts to sweep exhaustively. */
  sweep?: readonly number[];
  /** The name in the report (default: the function's name). */
  name?: string;
  /** The showdown binary (default: SHOWDOWN_BINARY, the platform package, a checkout's release build, PATH). */
  binary?: string;
  /** Any other flag of `showdown check`, camelCase for dashes: `noVectors: true`, `timeoutMs: 1000`. */
  [flag: string]: string | number | boolean | readonly (string | number)[] | undefined;
}

/** One example of a problem: a hand, what the evaluator said and what is right. */
export interface Example {
  cards: string;
  got?: string | null;
  expected?: string | null;
  /** The tail of the program's stderr when it failed on this hand. */
  stderr?: string;
  [key: string]: unknown;
}

/** One kind of problem: `category:straight->high-card`, `order`, `merged`, `rejected`, `bad-response`, ... */
export interface Problem {
  kind: string;
  description: string;
  count: number;
  example: Example[];
  shrunk_from?: string | null;
  [key: string]: unknown;
}

/** One part of the check: the vectors, or the random hands of one card count. */
export interface Section {
  name: string;
  hands: number;
  agreed: number;
  skipped: number;
  seconds: number;
  hands_per_second?: number | null;
  problems: Problem[];
  strata: Array<{ id: string; hands: number; agreed: number; problems: Problem[]; [key: string]: unknown }>;
  [key: string]: unknown;
}

/** `showdown check --format json`'s report, parsed. */
export interface Report {
  /** The verdict: true when there is no problem. */
  conformant: boolean;
  /** `conformant`, `not-conformant`, ... */
  verdict: string;
  evaluator: string;
  game: Game;
  cards: string;
  strength: boolean;
  version?: string | null;
  sections: Section[];
  problems: Problem[];
  bad_input: Array<{ probe: string; input: string; handling: string; detail: string }>;
  diagnosis: unknown;
  stopped: unknown;
  [key: string]: unknown;
}

/** Runs `showdown check` on `target` and resolves to its JSON report. Rejects with ShowdownError when check cannot judge it, BinaryNotFound without the binary. */
export function check(target: Target, options?: CheckOptions): Promise<Report>;

/** Resolves if `target` conforms; rejects with node:assert's AssertionError whose message is check's text report otherwise. */
export function assertConforms(target: Target, options?: CheckOptions): Promise<void>;

/** Serves `fn` over showdown's line protocol on stdin/stdout until stdin closes. */
export function serve(fn: Evaluator, options?: { game?: Game }): Promise<void>;

/** Throw it from an evaluator to answer `skip <message>`: a hand it does not handle. */
export class Skip extends Error {}

/** `showdown check` could not judge the target (a usage error, a program that never answers). */
export class ShowdownError extends Error {}

/** The showdown binary was not found; the message says where it looked and how to get it. */
export class BinaryNotFound extends Error {}

/** The path of the showdown binary `check` runs (throws BinaryNotFound). */
export function findBinary(binary?: string): string;

/** One answer line for one request line, and the stderr text that goes with it. */
export function answerLine(
  fn: Evaluator, line: string, game?: Game, declared?: Set<number> | null,
): { answer: string; stderr: string } | Promise<{ answer: string; stderr: string }>;

/** What an evaluator returned as one answer line (throws if it is no answer). */
export function formatAnswer(result: unknown, game?: Game): string;

/** A request line as the evaluator's arguments: `[cards]` or `[hole, board]`. */
export function parseRequest(line: string, game?: Game, declared?: Set<number> | null): Card[][];

export const CATEGORIES: readonly Category[];
export const GAMES: Readonly<Record<Game, boolean>>;

/** The rank character: `'A'` for `'As'`. */
export function rank(card: Card): string;
/** The suit character: `'s'` for `'As'`. */
export function suit(card: Card): string;
/** The rank as a number: 2 is 0, ..., A is 12. */
export function rankIndex(card: Card): number;
/** The suit as a number: c 0, d 1, h 2, s 3. */
export function suitIndex(card: Card): number;
/** The canonical card index `rankIndex * 4 + suitIndex`: 2c is 0, As is 51. */
export function cardIndex(card: Card): number;

// A typed evaluator and its test, checked with `tsc --noEmit` (js/ci.sh):
// every export of showdown-poker used with its types.
import { test } from 'node:test';
import { AssertionError } from 'node:assert';
import {
  assertConforms, BinaryNotFound, CATEGORIES, cardIndex, check, findBinary, formatAnswer, GAMES,
  parseRequest, PROTOCOL, rank, rankIndex, serve, ShowdownError, Skip, suit, suitIndex,
  type Answer, type Card, type CheckOptions, type Game, type GameRules, type Report,
} from 'showdown-poker';

// [category index, ranks...]: here only the pairs are told apart.
export function evaluate(cards: Card[]): Answer {
  const ranks = cards.map(rankIndex).sort((a, b) => b - a);
  const paired = ranks.find((r, i) => ranks.indexOf(r) !== i);
  return paired === undefined ? [0, ...ranks.slice(0, 5)] : ['one-pair', [paired]];
}

export async function omaha(hole: Card[], board: Card[]): Promise<Answer> {
  if (hole.length > 4) throw new Skip('four hole cards only');
  return ['high-card', hole.concat(board).map(cardIndex)];
}

const options: CheckOptions = { game: 'holdem', cards: [5, 7], random: 1000, budgetS: 5, seed: 7, noVectors: true };

test('typed', async () => {
  const report: Report = await check(evaluate, options);
  const kinds: string[] = report.problems.map((p) => p.kind);
  const first: string | null | undefined = report.problems[0]?.example[0]?.got;
  console.log(report.conformant, report.verdict, kinds, first, report.sections[0]?.hands_per_second);
  await assertConforms(omaha, { game: 'omaha', cards: [9], random: 100 }).catch((e: unknown) => {
    if (e instanceof AssertionError || e instanceof ShowdownError || e instanceof BinaryNotFound) return;
    throw e;
  });
  await assertConforms('node my_eval.js', { strength: true });
  await assertConforms(['node', 'my_eval.js'], { cards: 7 });
});

const line: string = formatAnswer(evaluate(['As', 'Ad', '7h', '7c', '2s']));
const deal: Card[][] = parseRequest('As Kd 7h 7c | 2s Td 9d', 'omaha');
const binary: string = findBinary();
const games: boolean[] = Object.values(GAMES);
// The games of protocol.json, typed: each id is a Game, its example a request line.
const rules: readonly GameRules[] = PROTOCOL.games;
const ids: Game[] = rules.map((g) => g.id);
const examples: string[] = rules.map((g) => g.example.request);
console.log(ids, examples, PROTOCOL.answer.strength.max_components, rules[0]?.plays);
console.log(line, deal, binary, games, CATEGORIES[0], rank('As'), suit('As'), suitIndex('As'));
if (process.argv.includes('--serve')) void serve(omaha, { game: 'omaha' });

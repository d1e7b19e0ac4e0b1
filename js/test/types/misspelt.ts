// A misspelt option is a compile error: `tsc -p test/types` must fail with
// TS2561 ("Object literal may only specify known properties, but 'card'
// does not exist in type 'CheckOptions'. Did you mean to write 'cards'?")
// on the line below; js/ci.sh checks that it does, and nothing else.
import { assertConforms, type Card } from 'showdown-poker';

const evaluate = (cards: Card[]) => (cards.length > 0 ? 'high-card' : 'one-pair');
void assertConforms(evaluate, { card: [5, 6, 7] });

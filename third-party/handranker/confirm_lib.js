'use strict'
// Calls npm `handranker` / `handranker-latest` directly (not through the
// adapter or the shared adapter module) on the hands given as arguments, in
// one game, and prints for each: the hand => what getHand returns (ranking,
// description, the five playing cards) => the answer it makes: the ranking,
// and the rung of the five playing cards among the 7,462 five-card classes
// sorted by the library's own orderHands (../common/ladder.js), as the
// adapter builds it. Used by each folder's confirm.js.
const path = require('path')
const { fiveCardClasses, classKey, Ladder } = require('../common/ladder.js')

const TOKENS = { 'royal flush': 'straight-flush', 'straight flush': 'straight-flush', 'four of a kind': 'four-of-a-kind', 'full house': 'full-house', flush: 'flush', straight: 'straight', 'three of a kind': 'three-of-a-kind', 'two pair': 'two-pair', pair: 'one-pair', 'high card': 'high-card' }

function confirm (library, gameName, hands) {
  const req = require('module').createRequire(path.join(__dirname, '..', 'js', 'package.json'))
  const R = req(library)
  const compare = (a, b) => {
    const groups = R.orderHands([{ id: 'a', cards: a }, { id: 'b', cards: b }], gameName)
    return groups.length === 1 ? 0 : groups[0][0].id === 'a' ? 1 : -1
  }
  const ladder = new Ladder(fiveCardClasses(), x => x, compare)
  for (const hand of hands) {
    const h = R.getHand(hand.split(' '), gameName)
    const five = h.playingCards.map(c => c.rank + c.suit)
    const raw = { ranking: h.ranking, description: h.description, playingCards: five }
    console.log(`${hand} => ${JSON.stringify(raw)} => ${TOKENS[h.ranking]} ${ladder.strength(five, classKey(five))}`)
  }
}

module.exports = { confirm }

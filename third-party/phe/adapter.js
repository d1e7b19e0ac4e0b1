'use strict'
// showdown line-protocol adapter for phe (npm `phe`, Thorsten Lorenz's
// JavaScript port of HenryRLee/PokerHandEvaluator; pinned in
// third-party/js/package.json), hold'em high, 5 to 7 cards.
//
// What phe returns: `evaluateCardCodes(codes)` gives a number from 1 (royal
// flush) to 7462 (7-5-4-3-2 offsuit), "smaller is better" (Cactus Kev's
// 7,462 classes); `handRank(value)` gives the category 0 = STRAIGHT_FLUSH ..
// 8 = HIGH_CARD, named by `rankDescription` ('Straight Flush', 'Four of a
// Kind', 'Full House', 'Flush', 'Straight', 'Three of a Kind', 'Two Pair',
// 'One Pair', 'High Card').
//
// Mapping: category = rankDescription[handRank(value)]; strength = 7463 -
// value (higher is better). Nothing is corrected.
//
// Cards: `cardCodes(['As', ...])` (the library's parser; same form as the
// protocol) gives codes rank << 2 | suit with ranks 2 = 0 .. A = 12 and suits
// s = 0, h = 1, d = 2, c = 3 (not the protocol's order); read back with
// `stringifyCardCode` (self-test).
//
// Domain (its docs: "Evaluates the 5 - 7 card codes"; other counts throw):
// 5–7. Other games: none (the C original it ports has Omaha; phe does not).

const { main } = require('../common/showdown_adapter.js')

let phe
main({
  library: 'phe',
  names: {
    'Straight Flush': 'straight-flush',
    'Four of a Kind': 'four-of-a-kind',
    'Full House': 'full-house',
    Flush: 'flush',
    Straight: 'straight',
    'Three of a Kind': 'three-of-a-kind',
    'Two Pair': 'two-pair',
    'One Pair': 'one-pair',
    'High Card': 'high-card'
  },
  otherGames: [],
  returns: 'a number 1 (royal flush) .. 7462, smaller is better; handRank() 0..8 named by rankDescription. ' +
    'Mapped: category = rankDescription[handRank(value)], strength = 7463 - value',
  load (req) {
    phe = req('phe')
  },
  encode (cards) {
    return phe.cardCodes(cards)
  },
  decode (code) {
    return phe.stringifyCardCode(code)
  },
  rankOf (code) {
    return code >> 2
  },
  suitOf (code) {
    return phe.stringifySuit(code & 3)
  },
  evaluate (codes) {
    const value = phe.evaluateCardCodes(codes)
    const name = phe.rankDescription[phe.handRank(value)]
    const token = this.names[name]
    if (token === undefined) throw new Error(`phe named an unknown category '${name}' (value ${value})`)
    return { token, strength: [7463 - value], name }
  }
})

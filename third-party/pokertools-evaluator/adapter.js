'use strict'
// showdown line-protocol adapter for npm `@pokertools/evaluator` (1.0.20,
// perfect-hash tables; pinned in third-party/js/package.json), hold'em high,
// 5 to 7 cards.
//
// What it returns: `evaluate(codes)`, a score 1 (royal flush) .. 7462,
// "lower is better", and `rank(codes)`, the category 0 = StraightFlush ..
// 8 = HighCard, named by `rankDescription` ('Straight Flush' .. 'High Card').
//
// Mapping: category = rankDescription(rank(codes)), strength = 7463 -
// evaluate(codes). Nothing is corrected.
//
// Cards: `getCardCodes(['As', ...])` (its parser, the protocol's form), codes
// rank * 4 + suit, read back with `stringifyCardCode` (self-test).
//
// Domain (its docs: "Evaluates 5, 6, or 7 card integer codes"): 5-7. Other
// games: none. Its package.json asks for Node >= 24; it loads and runs on
// the Node here (the self-test says so or not).

const { main } = require('../common/showdown_adapter.js')

let E
main({
  library: '@pokertools/evaluator',
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
  returns: 'evaluate(codes): 1 .. 7462, lower is better; rank(codes) 0..8 named by rankDescription. ' +
    'Mapped: category = rankDescription(rank), strength = 7463 - evaluate',
  knownHands: [['As Ks Qs Js Ts 2c 3d', 'straight-flush'], ['2c 2d 2h 9s 9c', 'full-house'], ['Ah 2c 3d 4s 5h', 'straight']],
  load (req) {
    E = req('@pokertools/evaluator')
  },
  encode (cards) {
    return E.getCardCodes(cards)
  },
  decode (code) {
    return E.stringifyCardCode(code)
  },
  rankOf (code) {
    return code >> 2
  },
  suitOf (code) {
    return code & 3
  },
  evaluate (codes) {
    const score = E.evaluate(codes)
    const name = E.rankDescription(E.rank(codes))
    const token = this.names[name]
    if (token === undefined) return { error: `@pokertools/evaluator names it '${name}' (score ${score})` }
    return { token, strength: [7463 - score], name }
  }
})

'use strict'
// showdown line-protocol adapter for npm `poker-hand-evaluator` (1.0.1, a
// JavaScript port of Cactus Kev's evaluator; pinned in
// third-party/js/package.json), hold'em high, exactly 5 cards.
//
// What it returns: `new PokerHand('KS KH QC AH AD')` has `getScore()`, 1
// (royal flush) .. 7462, "the lower the better", and `getRank()`, its
// category name ('STRAIGHT_FLUSH', 'FOUR_OF_A_KIND', 'FULL_HOUSE', 'FLUSH',
// 'STRAIGHT', 'THREE_OF_A_KIND', 'TWO_PAIRS', 'ONE_PAIR', 'HIGH_CARD').
//
// Mapping: category = getRank(), strength = 7463 - getScore(). Nothing is
// corrected.
//
// Cards: a string of five space-separated cards, rank then upper-case suit
// ('TD'); read back through the object's own `hand` array (the library's
// sanitize step) and its rank order '23456789TJQKA' (self-test).
//
// Domain: 5 cards (its constructor takes five). Other games: none.

const { main } = require('../common/showdown_adapter.js')

let PokerHand
const RANKS = '23456789TJQKA'
main({
  library: 'poker-hand-evaluator',
  names: {
    ROYAL_FLUSH: 'straight-flush',
    STRAIGHT_FLUSH: 'straight-flush',
    FOUR_OF_A_KIND: 'four-of-a-kind',
    FULL_HOUSE: 'full-house',
    FLUSH: 'flush',
    STRAIGHT: 'straight',
    THREE_OF_A_KIND: 'three-of-a-kind',
    TWO_PAIRS: 'two-pair',
    ONE_PAIR: 'one-pair',
    HIGH_CARD: 'high-card'
  },
  otherGames: [],
  returns: "new PokerHand('AS KS ...'): getScore() 1 .. 7462, lower is better; getRank() the category. " +
    'Mapped: category = getRank(), strength = 7463 - getScore()',
  knownHands: [['As Ks Qs Js Ts', 'straight-flush'], ['2c 2d 2h 9s 9c', 'full-house'], ['Ah 2c 3d 4s 5h', 'straight']],
  load (req) {
    PokerHand = req('poker-hand-evaluator')
  },
  encode (cards) {
    return cards.map(c => c[0] + c[1].toUpperCase())
  },
  decode (card) {
    return card[0] + card[1].toLowerCase()
  },
  rankOf (card) {
    return RANKS.indexOf(card[0])
  },
  suitOf (card) {
    return card[1]
  },
  evaluate (cards) {
    const h = new PokerHand(cards.join(' '))
    if (h.hand.join(' ') !== cards.join(' ')) throw new Error(`the library read the hand as ${h.hand.join(' ')}`)
    const name = h.getRank()
    const token = this.names[name]
    if (token === undefined) return { error: `poker-hand-evaluator ranks it '${name}' (score ${h.getScore()})` }
    return { token, strength: [7463 - h.getScore()], name }
  }
})

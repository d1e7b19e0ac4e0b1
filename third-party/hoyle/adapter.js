'use strict'
// showdown line-protocol adapter for npm `hoyle` (0.3.0, CoffeeScript
// compiled to JavaScript; pinned in third-party/js/package.json), hold'em
// high, 5 to 7 cards.
//
// What it returns: `Hand.make(cards)` gives the best hand with `name`
// ('Straight Flush', 'Four of a kind', 'Full house', 'Flush', 'Straight',
// 'Three of a kind', 'Two pair', 'One pair', 'High card'); hands are ordered
// only by comparing two of them (`hand.compare(other)`, negative when `hand`
// wins; `Hand.pickWinners(hands)`). No score.
//
// Mapping: category = name; strength = the hand's rung on the library's own
// order of the 7,462 five-card classes (../common/ladder.js: sorted with
// `compare`, the hand placed among them with `compare`: the comparator is
// all it offers). Nothing is corrected.
//
// Cards: the library's `Card('As')` (its `value`, `suit` and `rank`, 1 = low
// ace .. 13 = ace), read back by its own fields (self-test).
//
// Domain (its README: "making the best poker hand out of 5-7 cards"): 5-7.
// Other games: none.

const { main } = require('../common/showdown_adapter.js')
const { fiveCardClasses, classKey, Ladder } = require('../common/ladder.js')

let Hand, Card, ladder
main({
  library: 'hoyle',
  names: {
    'Straight Flush': 'straight-flush',
    'Four of a kind': 'four-of-a-kind',
    'Full house': 'full-house',
    Flush: 'flush',
    Straight: 'straight',
    'Three of a kind': 'three-of-a-kind',
    'Two pair': 'two-pair',
    'One pair': 'one-pair',
    'High card': 'high-card'
  },
  otherGames: [],
  returns: "Hand.make(cards): name, and compare() between two hands (no score). Mapped: category = name, strength = the hand's " +
    "rung among the 7,462 five-card classes sorted by the library's compare()",
  knownHands: [['As Ks Qs Js Ts 2c 3d', 'straight-flush'], ['2c 2d 2h 9s 9c', 'full-house'], ['Ah 2c 3d 4s 5h', 'straight']],
  load (req) {
    const h = req('hoyle')
    Hand = h.Hand
    Card = h.Card
  },
  encode (cards) {
    return cards.map(s => new Card(s))
  },
  decode (card) {
    return card.value + card.suit
  },
  rankOf (card) {
    return card.rank
  },
  suitOf (card) {
    return card.suit
  },
  evaluate (cards) {
    // Built at the first hand (not for --version or --info).
    if (!ladder) ladder = new Ladder(fiveCardClasses(), five => Hand.make(five), (a, b) => -a.compare(b))
    const h = Hand.make(cards.map(c => c.value + c.suit))
    const token = this.names[h.name]
    if (token === undefined) return { error: `hoyle names it '${h.name}'` }
    return { token, strength: [ladder.strength(h, classKey(h.cards.map(c => c.value + c.suit)))], name: h.name }
  }
})

'use strict'
// Calls npm `poker-ts`'s hand ranking (dist/lib/hand.js, what its table uses
// to find winners) directly, not through the adapter, on the 7-card hands
// given as arguments, and prints for each: the hand => Hand.of's ranking
// and strength => the answer it makes.
// node confirm.js '2c 2h 3c 2d 4c 3h 3d'
const path = require('path')
const req = require('module').createRequire(path.join(__dirname, '..', 'js', 'package.json'))
const { default: Hand, HandRanking } = req('poker-ts/dist/lib/hand.js')
const { default: Card } = req('poker-ts/dist/lib/card.js')
const RANKS = '23456789TJQKA'
const SUITS = 'cdhs' // CardSuit CLUBS 0, DIAMONDS 1, HEARTS 2, SPADES 3
const TOKENS = { HIGH_CARD: 'high-card', PAIR: 'one-pair', TWO_PAIR: 'two-pair', THREE_OF_A_KIND: 'three-of-a-kind', STRAIGHT: 'straight', FLUSH: 'flush', FULL_HOUSE: 'full-house', FOUR_OF_A_KIND: 'four-of-a-kind', STRAIGHT_FLUSH: 'straight-flush', ROYAL_FLUSH: 'straight-flush' }
for (const hand of process.argv.slice(2)) {
  const cards = hand.split(' ').map(s => new Card(RANKS.indexOf(s[0]), SUITS.indexOf(s[1])))
  const h = Hand.of(cards)
  const name = HandRanking[h.ranking()]
  const raw = { ranking: name, strength: h.strength(), cards: h.cards().map(c => RANKS[c.rank] + SUITS[c.suit]) }
  console.log(`${hand} => ${JSON.stringify(raw)} => ${TOKENS[name]} ${h.ranking()}.${h.strength()}`)
}

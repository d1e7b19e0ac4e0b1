'use strict'
// The shared body of the adapters for npm `poker-odds-calculator` (0.4.0,
// rundef's TypeScript odds calculator), hold'em high
// (third-party/poker-odds-calculator/) and short deck
// (third-party/poker-odds-calculator-short-deck/).
//
// What it returns: `HandRank.evaluate(game, cardgroup)` (game a
// `FullDeckGame` or a `ShortDeckGame`) gives a HandRank whose `getRank()` is
// the game's number of the category (full deck: 1 = high card .. 9 =
// straight flush; short deck: the same but flush 7 above full house 6),
// `alias` its name ('HIGH_CARD', 'PAIR', 'TWO_PAIRS', 'TRIPS', 'STRAIGHT',
// 'FLUSH', 'FULL_HOUSE', 'QUADS', 'STRAIGHT_FLUSH') and `getHighCards()` its
// five cards in order; `compareTo` compares getRank(), then the five cards'
// `getRank()` in turn.
//
// Mapping: category = alias; strength = getRank() followed by the five
// high cards' getRank(): exactly the key `compareTo` compares. Nothing is
// corrected. TRIPS is 4 and STRAIGHT 5 in both games: in its short deck a
// straight beats three of a kind (showdown's `short-deck`).
//
// Cards: `CardGroup.fromString('AhKd…')` (its parser), read back with the
// cards' `toString()`, `getRank()` and `getSuit()` (self-test).

const { main } = require('../common/showdown_adapter.js')

const NAMES = {
  STRAIGHT_FLUSH: 'straight-flush',
  QUADS: 'four-of-a-kind',
  FULL_HOUSE: 'full-house',
  FLUSH: 'flush',
  STRAIGHT: 'straight',
  TRIPS: 'three-of-a-kind',
  TWO_PAIRS: 'two-pair',
  PAIR: 'one-pair',
  HIGH_CARD: 'high-card'
}

function run (gameId) {
  const short = gameId === 'short-deck'
  let P, game
  const adapter = {
    library: 'poker-odds-calculator',
    names: NAMES,
    otherGames: short ? ["hold'em"] : ['short deck'],
    returns: `HandRank.evaluate(new ${short ? 'ShortDeckGame' : 'FullDeckGame'}(), cards): getRank() (the game's category number), ` +
      'alias, getHighCards(). Mapped: category = alias, strength = getRank() then the five high cards\' ranks (what compareTo compares)',
    knownHands: short
      ? [['Ah 6c 7d 8s 9h', 'straight'], ['Ts Ks 6s 8s 9s 6d', 'flush'], ['Ac Ad Ah Ks Kc', 'full-house']]
      : [['As Ks Qs Js Ts 2c 3d', 'straight-flush'], ['2c 2d 2h 9s 9c', 'full-house'], ['Ah 2c 3d 4s 5h', 'straight']],
    load (req) {
      P = req('poker-odds-calculator')
      game = short ? new P.ShortDeckGame() : new P.FullDeckGame()
    },
    encode (cards) {
      const g = P.CardGroup.fromString(cards.join(''))
      return Array.from(g)
    },
    decode (card) {
      return card.toString()
    },
    rankOf (card) {
      return card.getRank()
    },
    suitOf (card) {
      return card.getSuit()
    },
    evaluate (cards) {
      const r = P.HandRank.evaluate(game, P.CardGroup.fromCards(cards))
      const token = NAMES[r.alias]
      if (token === undefined) return { error: `the library's alias is '${r.alias}'` }
      return { token, strength: [r.getRank(), ...r.getHighCards().map(c => c.getRank())], name: r.alias }
    }
  }
  main(adapter)
}

module.exports = { run }

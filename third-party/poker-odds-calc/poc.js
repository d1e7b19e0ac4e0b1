'use strict'
// The shared body of the adapters for npm `poker-odds-calc` (0.0.14, an odds
// calculator by rundef), one adapter per game: third-party/poker-odds-calc*/.
//
// What the library returns: its tables' game (`new TexasHoldem()`,
// `new SixPlusHoldem()` with or without `tripsBeatsStraight()`, `new
// Omaha()`) has `getHandStrentgh(board, player_cards)` [sic], the hand its
// odds are computed from: `rank.str` ('HIGH_CARDS', 'ONE_PAIR', 'TWO_PAIRS',
// 'TREE_OF_A_KIND' [sic], 'STRAIGHT', 'FLUSH', 'FULL_HOUSE', 'QUADS',
// 'STRAIGHT_FLUSH', 'ROYAL_FLUSH') and `points`, the category digit(s)
// followed by the five cards' two-digit ranks, higher is better (what the
// calculator compares).
//
// Mapping: category = rank.str, strength = points. Nothing is corrected.
//
// Games: hold'em ('texas_holdem'; its players hold 2 cards: a flat hand of 5
// to 7 cards goes as its first two cards and a board of the rest), six-plus
// hold'em under both of its rules (a straight beats three of a kind by
// default; `tripsBeatsStraight()` the other way), Omaha (its players hold
// exactly 4 cards: 4 + 3, 4 + 4 and 4 + 5 are declared).
//
// Cards: the library's `Card(suit, num, game)` (num 2..9 as numbers, 'T'..'A'),
// read back with its `toString()`, `rank` (2..14) and `getSuit()` (self-test).

const { main } = require('../common/showdown_adapter.js')

const NAMES = {
  ROYAL_FLUSH: 'straight-flush',
  STRAIGHT_FLUSH: 'straight-flush',
  QUADS: 'four-of-a-kind',
  FULL_HOUSE: 'full-house',
  FLUSH: 'flush',
  STRAIGHT: 'straight',
  TREE_OF_A_KIND: 'three-of-a-kind',
  TWO_PAIRS: 'two-pair',
  ONE_PAIR: 'one-pair',
  HIGH_CARDS: 'high-card'
}

const GAMES = {
  texas: { table: 'TexasHoldem', known: [['As Ks Qs Js Ts 2c 3d', 'straight-flush'], ['2c 2d 2h 9s 9c', 'full-house']] },
  sixplus: { table: 'SixPlusHoldem', known: [['Ah 6c 7d 8s 9h', 'straight'], ['Ts Ks 6s 8s 9s 6d', 'flush'], ['Ac Ad Ah Ks Kc', 'full-house']] },
  'sixplus-trips': { table: 'SixPlusHoldem', trips: true, known: [['Ah 6c 7d 8s 9h', 'straight'], ['Ac Ad Ah Ks Qc', 'three-of-a-kind']] },
  omaha: { table: 'Omaha', deal: true, known: [['Ah Kh 2c 3d | Qh Jh Th 4s 5s', 'straight-flush'], ['Ah Ad 2c 3d | Kh Qs 9c 8d 7h', 'one-pair']] }
}

function run (gameId) {
  const game = GAMES[gameId]
  let Card, table
  const answer = (h) => {
    const token = NAMES[h.rank.str]
    if (token === undefined) return { error: `the library's rank is '${h.rank.str}'` }
    return { token, strength: [h.points], name: h.rank.str }
  }
  const adapter = {
    library: 'poker-odds-calc',
    names: NAMES,
    otherGames: Object.keys(GAMES).filter(g => g !== gameId),
    returns: 'getHandStrentgh(board, player_cards): rank.str and points (category digit, then the five ranks; higher is better). ' +
      'Mapped: category = rank.str, strength = points',
    knownHands: game.known,
    selfTestEvaluate: !game.deal,
    load (req) {
      const P = req('poker-odds-calc')
      Card = req('poker-odds-calc/dist/lib/Card.js').default
      table = new P[game.table]()
      if (game.trips) table.tripsBeatsStraight()
    },
    encode (cards) {
      return cards.map(s => new Card(s[1], '23456789'.includes(s[0]) ? Number(s[0]) : s[0], table.getGame()))
    },
    decode (card) {
      return card.toString()
    },
    rankOf (card) {
      return card.rank
    },
    suitOf (card) {
      return card.getSuit()
    }
  }
  if (game.deal) {
    adapter.holeCards = [4] // its Omaha table deals four hole cards
    adapter.evaluateDeal = (hole, board) => answer(table.getGame().getHandStrentgh(board, hole))
  } else {
    adapter.evaluate = (cards) => answer(table.getGame().getHandStrentgh(cards.slice(2), cards.slice(0, 2)))
  }
  main(adapter)
}

module.exports = { run }

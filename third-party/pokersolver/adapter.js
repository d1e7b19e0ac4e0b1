'use strict'
// showdown line-protocol adapter for pokersolver (npm `pokersolver`, GoldFire
// Studios; pinned in third-party/js/package.json), hold'em high ("standard"
// game), 1 to 7 cards.
//
// What pokersolver returns: `Hand.solve(cards)` gives a Hand with `name`
// ('Straight Flush', 'Four of a Kind', 'Full House', 'Flush', 'Straight',
// 'Three of a Kind', 'Two Pair', 'Pair', 'High Card'; a royal flush is a
// 'Straight Flush' whose descr is 'Royal Flush'), `rank` (9 = straight flush
// .. 1 = high card in the standard game) and `cards` (the cards that make the
// hand, best first, at most five). It has no numeric score: hands are
// ordered by `compare`, which compares `rank`, then `cards[0..4].rank` one by
// one (Card.rank: '2' = 1 .. 'A' = 13).
//
// Mapping: category = name; strength = rank.cards[0].rank.....cards[4].rank,
// exactly the tuple `compare` looks at, in its order (so the strength orders
// hands as pokersolver's `compare` and `Hand.winners` do). One difference in
// kind: where one hand has fewer `cards` than the other, compare stops at the
// shorter, the protocol calls the shorter tuple smaller. Nothing is corrected.
//
// Cards: pokersolver takes the strings 'As', 'Td' (the docs: "a 10 should be
// passed as a T") — the protocol's own form; they are passed as strings (the
// library mutates Card objects it is given). Read back through the library's
// own `new Card('As')`: value + suit, rank (self-test).
//
// Domain (its README: "Evaluating a hand of up to 7 cards"; "whether 3 cards
// or 7"): 1–7. Other games (`Hand.solve(cards, game)`): jacksbetter, joker
// and deuceswild video poker (wild cards), threecard, fourcard and
// fourcardbonus, and Pai Gow (PaiGowPokerHelper) — none are showdown games
// yet.

const { main } = require('../common/showdown_adapter.js')

let Hand, Card
main({
  library: 'pokersolver',
  names: {
    'Straight Flush': 'straight-flush',
    'Four of a Kind': 'four-of-a-kind',
    'Full House': 'full-house',
    Flush: 'flush',
    Straight: 'straight',
    'Three of a Kind': 'three-of-a-kind',
    'Two Pair': 'two-pair',
    Pair: 'one-pair',
    'High Card': 'high-card'
  },
  otherGames: ['jacksbetter', 'joker (wild)', 'deuceswild (wild)', 'threecard', 'fourcard', 'fourcardbonus', 'pai gow'],
  returns: 'a Hand: name, rank 1..9 and the cards that make it; no score, hands ordered by compare() ' +
    '(rank, then cards[0..4].rank). Mapped: category = name, strength = rank.cards[0].rank...cards[4].rank',
  load (req) {
    ({ Hand, Card } = req('pokersolver'))
  },
  encode (cards) {
    return cards.slice()
  },
  decode (card) {
    const c = new Card(card)
    return c.value + c.suit
  },
  rankOf (card) {
    return new Card(card).rank
  },
  suitOf (card) {
    return new Card(card).suit
  },
  evaluate (cards) {
    const hand = Hand.solve(cards)
    const token = this.names[hand.name]
    if (token === undefined) throw new Error(`pokersolver named an unknown hand '${hand.name}'`)
    return { token, strength: [hand.rank].concat(hand.cards.slice(0, 5).map(c => c.rank)), name: hand.name }
  }
})

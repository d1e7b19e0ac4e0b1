'use strict'
// showdown line-protocol adapter for npm `poker-ts` (1.5.0, a Texas hold'em
// table model in TypeScript; pinned in third-party/js/package.json), hold'em
// high, exactly 7 cards, through the hand ranking its table uses to find
// winners (`dist/lib/hand.js`; the package's front door exports only the
// table).
//
// What it returns: `Hand.of(cards)` gives a Hand with `ranking()` (HandRanking
// 0 = HIGH_CARD .. 8 = STRAIGHT_FLUSH, 9 = ROYAL_FLUSH) and `strength()`;
// `Hand.compare` compares ranking(), then strength().
//
// Mapping: category = HandRanking name (ROYAL_FLUSH is an ace-high straight
// flush); strength = ranking() then strength(), the key Hand.compare uses.
// Nothing is corrected.
//
// Cards: `new Card(rank, suit)` with CardRank 0 = '2' .. 12 = 'A' and
// CardSuit CLUBS 0, DIAMONDS 1, HEARTS 2, SPADES 3 (its enums, read back by
// name for the self-test).
//
// Domain: 7 (Hand.of asserts seven cards: the table evaluates only at the
// showdown). Other games: none.

const { main } = require('../common/showdown_adapter.js')

let Hand, Card, HandRanking, CardRank, CardSuit
const SUIT_BY_LETTER = { c: 'CLUBS', d: 'DIAMONDS', h: 'HEARTS', s: 'SPADES' }
main({
  library: 'poker-ts',
  names: {
    ROYAL_FLUSH: 'straight-flush',
    STRAIGHT_FLUSH: 'straight-flush',
    FOUR_OF_A_KIND: 'four-of-a-kind',
    FULL_HOUSE: 'full-house',
    FLUSH: 'flush',
    STRAIGHT: 'straight',
    THREE_OF_A_KIND: 'three-of-a-kind',
    TWO_PAIR: 'two-pair',
    PAIR: 'one-pair',
    HIGH_CARD: 'high-card'
  },
  otherGames: [],
  returns: 'Hand.of(cards): ranking() 0..9 (HandRanking) and strength(); Hand.compare compares ranking, then strength. ' +
    'Mapped: category = the HandRanking name, strength = ranking().strength()',
  knownHands: [['As Ks Qs Js Ts 2c 3d', 'straight-flush'], ['2c 2d 2h 9s 9c 4d 5h', 'full-house'], ['Ah 2c 3d 4s 5h Jc Qd', 'straight'],
    ['2c 5c 9c Jc Ac 3d 4h', 'flush'], ['2d 5d 9d Jd Ad 3c 4h', 'flush'], ['2h 5h 9h Jh Ah 3d 4c', 'flush'], ['2s 5s 9s Js As 3d 4h', 'flush']],
  selfTestEvaluate: false,
  load (req) {
    const h = req('poker-ts/dist/lib/hand.js')
    const c = req('poker-ts/dist/lib/card.js')
    Hand = h.default
    HandRanking = h.HandRanking
    Card = c.default
    CardRank = c.CardRank
    CardSuit = c.CardSuit
  },
  encode (cards) {
    return cards.map(s => new Card(CardRank[s[0] >= '2' && s[0] <= '9' ? '_' + s[0] : s[0]], CardSuit[SUIT_BY_LETTER[s[1]]]))
  },
  decode (card) {
    const r = CardRank[card.rank]
    const suit = CardSuit[card.suit]
    return (r[0] === '_' ? r[1] : r) + Object.keys(SUIT_BY_LETTER).find(k => SUIT_BY_LETTER[k] === suit)
  },
  rankOf (card) {
    return card.rank
  },
  suitOf (card) {
    return card.suit
  },
  evaluate (cards) {
    const h = Hand.of(cards)
    const name = HandRanking[h.ranking()]
    const token = this.names[name]
    if (token === undefined) return { error: `poker-ts ranks it ${h.ranking()}` }
    return { token, strength: [h.ranking(), h.strength()], name }
  }
})

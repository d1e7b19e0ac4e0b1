'use strict'
// showdown line-protocol adapter for npm `latest-poker-evaluator` (0.3.2, a
// republication of the old chenosaurus/poker-evaluator with its Two Plus Two
// lookup table HandRanks.dat; pinned in third-party/js/package.json), hold'em
// high, 3, 5, 6 and 7 cards.
//
// What it returns: `evalHand(cards)` gives { handType, handRank, value,
// handName } with value = handType << 12 | handRank, higher is better;
// handType 1..9 = 'high card', 'one pair', 'two pairs', 'three of a kind',
// 'straight', 'flush', 'full house', 'four of a kind', 'straight flush' (0 =
// 'invalid hand'). Three cards are first filled up to five by its
// 3CardConverter.
//
// Mapping: category = handName; strength = value; an 'invalid hand' answer
// goes out as `error`. Nothing is corrected.
//
// Cards: evalHand takes the strings 'As', 'Td' (case-insensitive), passed as
// they are; read back through the library's own table CARDS ('2c' = 1 ..
// 'as' = 52), rank (n - 1) >> 2 and suit (n - 1) & 3 (self-test).
//
// Domain (its check: "Hand must be 3, 5, 6, or 7cards"): 3, 5, 6, 7. Other
// games: none.

const { main } = require('../common/showdown_adapter.js')

let pe, byNumber
main({
  library: 'latest-poker-evaluator',
  names: {
    'straight flush': 'straight-flush',
    'four of a kind': 'four-of-a-kind',
    'full house': 'full-house',
    flush: 'flush',
    straight: 'straight',
    'three of a kind': 'three-of-a-kind',
    'two pairs': 'two-pair',
    'one pair': 'one-pair',
    'high card': 'high-card'
  },
  otherGames: [],
  returns: "{ handType 1..9, handRank, value = handType << 12 | handRank, handName }, higher is better; " +
    "3 cards filled up to 5. Mapped: category = handName, strength = value ('invalid hand' -> error)",
  knownHands: [['As Ks Qs Js Ts 2c 3d', 'straight-flush'], ['2c 2d 2h 9s 9c', 'full-house']],
  load (req) {
    pe = req('latest-poker-evaluator')
    byNumber = {}
    for (const [k, v] of Object.entries(pe.CARDS)) byNumber[v] = k
  },
  encode (cards) {
    return cards.slice()
  },
  decode (card) {
    const k = byNumber[pe.CARDS[card.toLowerCase()]]
    return k === undefined ? '??' : k[0].toUpperCase() + k[1]
  },
  rankOf (card) {
    return (pe.CARDS[card.toLowerCase()] - 1) >> 2
  },
  suitOf (card) {
    return (pe.CARDS[card.toLowerCase()] - 1) & 3
  },
  evaluate (cards) {
    const r = pe.evalHand(cards)
    if (r.handType === 0) return { error: `latest-poker-evaluator says '${r.handName}' (value ${r.value})` }
    const token = this.names[r.handName]
    if (token === undefined) throw new Error(`latest-poker-evaluator named an unknown hand '${r.handName}' (value ${r.value})`)
    return { token, strength: [r.value], name: r.handName }
  }
})

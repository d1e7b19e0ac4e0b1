'use strict'
// showdown line-protocol adapter for poker-evaluator (npm `poker-evaluator`,
// the TypeScript successor of chenosaurus/poker-evaluator, Two Plus Two
// lookup table HandRanks.dat; pinned in third-party/js/package.json), hold'em
// high, 3, 5, 6 and 7 cards.
//
// What poker-evaluator returns: `evalHand(cards)` gives { handType, handRank,
// value, handName } with value = handType << 12 | handRank, higher is better;
// handType 1..9 = 'high card', 'one pair', 'two pairs', 'three of a kind',
// 'straight', 'flush', 'full house', 'four of a kind', 'straight flush' (0 =
// 'invalid hand'). Three cards are first filled up to five with the two
// lowest ranks that make no straight (its README: "The highest hand possible
// in a 3 card hand is 3 of a kind").
//
// Mapping: category = handName; strength = value (already higher = better);
// an 'invalid hand' answer goes out as `error`. Nothing is corrected.
//
// Cards: evalHand takes the strings 'As', 'Td' (case-insensitive; 3-card
// hands only as strings) — the protocol's own form, passed as strings. Read
// back through the library's own deck table (DECK: '2c' = 1 .. 'as' = 52),
// whose number gives rank (n - 1) >> 2 and suit (n - 1) & 3 (self-test).
//
// Domain (its README: "Capable of evaluating 3, 5, 6 and 7 card hands"; other
// counts throw): 3, 5, 6, 7. Other games: none (it also estimates hold'em
// winning odds by Monte Carlo).

const { main } = require('../common/showdown_adapter.js')

let pe, DECK, byNumber
main({
  library: 'poker-evaluator',
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
  load (req) {
    pe = req('poker-evaluator')
    DECK = req('poker-evaluator/lib/constants').DECK
    byNumber = {}
    for (const [k, v] of Object.entries(DECK)) byNumber[v] = k
  },
  encode (cards) {
    return cards.slice()
  },
  decode (card) {
    const k = byNumber[DECK[card.toLowerCase()]]
    return k === undefined ? '??' : k[0].toUpperCase() + k[1]
  },
  rankOf (card) {
    return (DECK[card.toLowerCase()] - 1) >> 2
  },
  suitOf (card) {
    return (DECK[card.toLowerCase()] - 1) & 3
  },
  evaluate (cards) {
    const r = pe.evalHand(cards)
    if (r.handType === 0) return { error: `poker-evaluator says '${r.handName}' (value ${r.value})` }
    const token = this.names[r.handName]
    if (token === undefined) throw new Error(`poker-evaluator named an unknown hand '${r.handName}' (value ${r.value})`)
    return { token, strength: [r.value], name: r.handName }
  }
})

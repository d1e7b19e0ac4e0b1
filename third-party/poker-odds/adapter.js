'use strict'
// showdown line-protocol adapter for npm `poker-odds` (1.0.1, a command-line
// hold'em odds calculator; pinned in third-party/js/package.json), hold'em
// high, exactly 7 cards, through the ranking its odds are computed with
// (`lib/rank.js`).
//
// What it returns: `rankHand(cards)` gives a hexadecimal string: the
// category digit ('0' high card .. '8' straight flush, '9' royal flush; its
// `RANK_NAMES` in lib/utils.js) followed by the kickers as hex digits; the
// calculator compares these strings. It looks the ranks up in a table of
// seven-card rank strings (lookup.json) and throws 'Invalid hand' for a rank
// string that is not there.
//
// Mapping: category = RANK_NAMES[first digit] ('royal flush' is an ace-high
// straight flush); strength = the whole string read as a hexadecimal number
// (the strings all have six digits, so number order is string order).
// Nothing is corrected.
//
// Cards: strings 'As' (rank '2'..'A' with 'T', suit s c h d), read back with
// its `numericalValue` and `CARD_SUITS` (self-test).
//
// Domain: 7 (its lookup table holds seven-card rank strings). Other games:
// none.

const { main } = require('../common/showdown_adapter.js')

let rank, utils
main({
  library: 'poker-odds',
  names: {
    'royal flush': 'straight-flush',
    'straight flush': 'straight-flush',
    'four of a kind': 'four-of-a-kind',
    'full house': 'full-house',
    flush: 'flush',
    straight: 'straight',
    'three of a kind': 'three-of-a-kind',
    'two pair': 'two-pair',
    'one pair': 'one-pair',
    'high card': 'high-card'
  },
  otherGames: [],
  returns: "rankHand(7 cards): a hex string, the category digit ('0' high card .. '9' royal flush) then the kickers. " +
    'Mapped: category = RANK_NAMES[first digit], strength = the string as a hexadecimal number',
  knownHands: [['As Ks Qs Js Ts 2c 3d', 'straight-flush'], ['2c 2d 2h 9s 9c 4d 5h', 'full-house'], ['Ah 2c 3d 4s 5h Jc Qd', 'straight'],
    ['2c 5c 9c Jc Ac 3d 4h', 'flush'], ['2d 5d 9d Jd Ad 3c 4h', 'flush'], ['2h 5h 9h Jh Ah 3d 4c', 'flush'], ['2s 5s 9s Js As 3d 4h', 'flush']],
  selfTestEvaluate: false,
  load (req) {
    rank = req('poker-odds/lib/rank.js')
    utils = req('poker-odds/lib/utils.js')
  },
  encode (cards) {
    return cards.slice()
  },
  decode (card) {
    const v = utils.numericalValue(card)
    const r = v === 14 ? 'A' : utils.CARD_VALUES[v - 2]
    return r + (utils.CARD_SUITS.includes(card[1]) ? card[1] : '?')
  },
  rankOf (card) {
    return utils.numericalValue(card)
  },
  suitOf (card) {
    return utils.CARD_SUITS.indexOf(card[1])
  },
  evaluate (cards) {
    const s = rank.rankHand(cards)
    if (typeof s !== 'string') return { error: `rankHand returned ${s}` }
    const name = utils.RANK_NAMES[Number(s[0])]
    const token = this.names[name]
    if (token === undefined) return { error: `rankHand returned '${s}'` }
    return { token, strength: [parseInt(s, 16)], name }
  }
})

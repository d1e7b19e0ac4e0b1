'use strict'
// showdown line-protocol adapter for npm `@botpoker/rank-hands` (1.0.0,
// pinned in third-party/js/package.json), hold'em high, five cards.
//
// What it returns: `rank(combinations)` sorts lists of five cards, best
// first, by the CombinationStrength its dependency `@botpoker/hand` computes
// for each (`strength` 0 'highest-card' ... 8 'straight-flush', 9
// 'royal-straight-flush'; then the point's `rank`, then its `kickers`); the
// combinations it finds equal get the same `exequo` label. It gives no score
// that orders hands across calls. `@botpoker/hand`'s result names the
// combination ('Card High', 'Pair', 'Double Pair', 'Three of a kind',
// 'Straight', 'Flush', 'Full House', 'Poker', 'Straight Flush', 'Royal
// flush').
//
// Mapping: category = that name (Poker = four of a kind; Royal flush and
// Straight Flush both straight-flush); strength = the hand's rung on the
// library's own order of the 7,462 five-card classes (../common/ladder.js:
// sorted with rank() on two hands at a time, a hand placed among them the
// same way). Nothing is corrected.
//
// Cards: `{ rank: '2'..'10', 'J', 'Q', 'K', 'A', type: 'C' | 'D' | 'H' | 'S' }`
// (its README's card objects); read back through those fields, the rank's
// place through the library's own list (domain/rank-cards.js).
//
// Domain (its README: "a list of five cards object"): 5 cards. Other games:
// none.

const { main } = require('../common/showdown_adapter.js')
const { fiveCardClasses, classKey, Ladder } = require('../common/ladder.js')

let rank, has, cardRanks, ladder
const card = s => ({ rank: s[0] === 'T' ? '10' : s[0], type: s[1].toUpperCase() })
const text = c => (c.rank === '10' ? 'T' : c.rank) + c.type.toLowerCase()

// The library's order of two hands: > 0 when `a` is ranked first, < 0 when
// `b` is, 0 when rank() marks them ex-equo. rank() writes onto the lists it
// is given, so each call gets fresh copies.
function compare (a, b) {
  const sorted = rank([a.map(c => ({ ...c })), b.map(c => ({ ...c }))])
  if (sorted[0].exequo !== undefined && sorted[0].exequo === sorted[1].exequo) return 0
  return sorted[0].index === 0 ? 1 : -1
}

main({
  library: '@botpoker/rank-hands',
  names: {
    'Royal flush': 'straight-flush',
    'Straight Flush': 'straight-flush',
    Poker: 'four-of-a-kind',
    'Full House': 'full-house',
    Flush: 'flush',
    Straight: 'straight',
    'Three of a kind': 'three-of-a-kind',
    'Double Pair': 'two-pair',
    Pair: 'one-pair',
    'Card High': 'high-card'
  },
  otherGames: [],
  returns: 'rank(combinations): the five-card combinations sorted by @botpoker/hand\'s strength, point rank and kickers, ' +
    'equal ones marked ex-equo (no score). Mapped: category = @botpoker/hand\'s name, strength = the hand\'s rung among ' +
    'the 7,462 five-card classes sorted with rank()',
  knownHands: [['As Ks Qs Js Ts', 'straight-flush'], ['2c 2d 2h 9s 9c', 'full-house'], ['Ah 2c 3d 4s 5h', 'straight']],
  load (req) {
    rank = req('@botpoker/rank-hands')
    has = req('@botpoker/hand')
    cardRanks = req('@botpoker/rank-hands/domain/rank-cards.js')
  },
  encode (cards) {
    return cards.map(card)
  },
  decode (c) {
    return text(c)
  },
  rankOf (c) {
    return cardRanks.indexOf(c.rank)
  },
  suitOf (c) {
    return c.type
  },
  evaluate (cards) {
    // Built at the first hand (not for --version or --info).
    if (!ladder) ladder = new Ladder(fiveCardClasses(), five => five.map(card), compare)
    const name = has(cards.map(c => ({ ...c }))).name
    const token = this.names[name]
    if (token === undefined) return { error: `@botpoker/hand names it '${name}'` }
    return { token, strength: [ladder.strength(cards, classKey(cards.map(text)))], name }
  }
})

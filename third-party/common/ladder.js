'use strict'
// Strengths for a library that offers only a comparator (it says which of
// two hands wins, or that they tie, and nothing that orders hands across
// calls). The ladder sorts one representative of every five-card hand class
// with the library's own comparator (the library's order, ties grouped),
// once at start-up; a hand is then placed on it by binary search, again with
// the library's comparator only. Its strength is its rung: 2 * (number of
// rungs - index) when it ties a rung (higher is better), an odd number
// between two rungs when it ties none (which showdown then sees as the
// library's order, whatever that is). Nothing of showdown's ranking is used:
// the representatives are built from rank multisets and suits alone.
//
// The 7,462 representatives: every multiset of five ranks with no rank more
// than four times (6,175), its cards given suits c, d, h, s in turn so that
// pairs differ in suit and five cards are never one suit; and every set of
// five distinct ranks again, all clubs (1,287 flushes, straight flushes
// among them).

const RANKS = '23456789TJQKA'
const SUITS = 'cdhs'

function fiveCardClasses (ranks = RANKS) {
  const out = []
  const multisets = []
  const rec = (start, left, acc) => {
    if (left === 0) {
      multisets.push(acc.slice())
      return
    }
    for (let r = start; r < ranks.length; r++) {
      const count = acc.filter(x => x === r).length
      if (count >= 4) continue
      acc.push(r)
      rec(r, left - 1, acc)
      acc.pop()
    }
  }
  rec(0, 5, [])
  for (const m of multisets) {
    out.push(m.map((r, i) => ranks[r] + SUITS[i % 4]))
    if (new Set(m).size === 5) out.push(m.map(r => ranks[r] + 'c'))
  }
  return out
}

// `compare(a, b)`: > 0 when the library says a wins, < 0 when b wins, 0 a
// tie. `items` are whatever `compare` takes (built once by `make`).
class Ladder {
  constructor (representatives, make, compare) {
    this.compare = compare
    this.cache = new Map()
    const items = representatives.map(make)
    items.sort((a, b) => compare(a, b))
    this.rungs = []
    for (const item of items) {
      const last = this.rungs[this.rungs.length - 1]
      if (last !== undefined && compare(item, last) === 0) continue
      this.rungs.push(item)
    }
  }

  // The strength of `item` (made as the representatives are). `key`, when
  // given, names the item's class (say its sorted ranks and whether it is
  // one suit): the rung found for a key is tried first next time, and kept
  // only if the library's comparator says the new item ties it, so every
  // answer still rests on a comparison by the library.
  strength (item, key) {
    if (key !== undefined) {
      const seen = this.cache.get(key)
      if (seen !== undefined && this.compare(item, this.rungs[seen]) === 0) return 2 * (seen + 1)
      const s = this.search(item)
      if (s % 2 === 0) this.cache.set(key, s / 2 - 1)
      return s
    }
    return this.search(item)
  }

  search (item) {
    let lo = 0
    let hi = this.rungs.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const c = this.compare(item, this.rungs[mid])
      if (c === 0) return 2 * (mid + 1)
      if (c > 0) lo = mid + 1
      else hi = mid - 1
    }
    return 2 * lo + 1
  }
}

// A five-card hand's class: its ranks sorted, and 'f' when it is one suit.
function classKey (five) {
  const ranks = five.map(c => c[0]).sort().join('')
  return new Set(five.map(c => c[1])).size === 1 ? ranks + 'f' : ranks
}

module.exports = { fiveCardClasses, classKey, Ladder, RANKS, SUITS }

'use strict'
// The shared body of the adapters for npm `poker-hand-evaluator-wasm`
// (0.4.0, HenryRLee's PokerHandEvaluator compiled to WebAssembly), hold'em
// high (5 to 7 cards, third-party/poker-hand-evaluator-wasm/) and Omaha high
// (4 hole cards and a 5-card board, third-party/poker-hand-evaluator-wasm-omaha/).
//
// What it returns: after `ready()`, the raw module's `evaluate5/6/7(cards…)`
// and `evaluateOmaha(c1..c5, h1..h4)` give a HandRank with `value`, 1 (royal
// flush) .. 7462, lower is better, and `categoryName()` ('Straight Flush',
// 'Four of a Kind', 'Full House', 'Flush', 'Straight', 'Three of a Kind',
// 'Two Pair', 'One Pair', 'High Card').
//
// Mapping: category = categoryName(), strength = 7463 - value. Nothing is
// corrected.
//
// Cards: the module's `Card(id)` objects, made once for the 52 ids; a card
// string is turned into the id whose `describeCard()` is that string (the
// library's own naming), read back with `describeCard()`, rank = id >> 2 and
// suit `describeSuit()` (self-test).
//
// Domain: 5-7 cards (evaluate5/6/7); Omaha exactly 4 + 5 (evaluateOmaha's
// nine arguments). The C library has other Omaha sizes; this binding does not.

const { main } = require('../common/showdown_adapter.js')

const NAMES = {
  'Straight Flush': 'straight-flush',
  'Four of a Kind': 'four-of-a-kind',
  'Full House': 'full-house',
  Flush: 'flush',
  Straight: 'straight',
  'Three of a Kind': 'three-of-a-kind',
  'Two Pair': 'two-pair',
  'One Pair': 'one-pair',
  'High Card': 'high-card'
}

function run (gameId) {
  const omaha = gameId === 'omaha'
  let M
  const cards = []
  const byName = {}
  const answer = (r) => {
    const value = r.value
    const name = r.categoryName()
    if (r.delete) r.delete()
    const token = NAMES[name]
    if (token === undefined) return { error: `the library names it '${name}' (value ${value})` }
    return { token, strength: [7463 - value], name }
  }
  const adapter = {
    library: 'poker-hand-evaluator-wasm',
    names: NAMES,
    otherGames: omaha ? ["hold'em 5-7"] : ['Omaha (4 hole cards + 5 board)'],
    returns: (omaha ? 'evaluateOmaha(board…, hole…)' : 'evaluate5/6/7(cards…)') +
      ': HandRank value 1 .. 7462, lower is better, categoryName(). Mapped: category = categoryName(), strength = 7463 - value',
    knownHands: omaha
      ? [['Ah Kh 2c 3d | Qh Jh Th 4s 5s', 'straight-flush'], ['Ah Ad 2c 3d | Kh Qs 9c 8d 7h', 'one-pair']]
      : [['As Ks Qs Js Ts 2c 3d', 'straight-flush'], ['2c 2d 2h 9s 9c', 'full-house'], ['Ah 2c 3d 4s 5h', 'straight']],
    selfTestEvaluate: !omaha,
    load (req) {
      const W = req('poker-hand-evaluator-wasm')
      return W.ready().then(() => {
        M = W.getRawModule()
        for (let id = 0; id < 52; id++) {
          const c = new M.Card(id)
          cards.push(c)
          byName[c.describeCard()] = id
        }
      })
    },
    encode (strings) {
      return strings.map(s => {
        const id = byName[s]
        if (id === undefined) throw new Error(`the library has no card named ${s}`)
        return id
      })
    },
    decode (id) {
      return cards[id].describeCard()
    },
    rankOf (id) {
      return id >> 2
    },
    suitOf (id) {
      return cards[id].describeSuit()
    }
  }
  if (omaha) {
    adapter.holeCards = [4] // evaluateOmaha: four hole cards
    adapter.evaluateDeal = (hole, board) => {
      if (hole.length !== 4 || board.length !== 5) return { error: 'evaluateOmaha takes 4 hole cards and 5 board cards' }
      return answer(M.evaluateOmaha(...board.map(i => cards[i]), ...hole.map(i => cards[i])))
    }
  } else {
    adapter.evaluate = (ids) => {
      const f = { 5: M.evaluate5, 6: M.evaluate6, 7: M.evaluate7 }[ids.length]
      if (!f) return { error: `no evaluate${ids.length}` }
      return answer(f(...ids.map(i => cards[i])))
    }
  }
  main(adapter)
}

module.exports = { run }

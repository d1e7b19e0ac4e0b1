'use strict'
// The shared body of the adapters for npm `@xpressit/winning-poker-hand-rank`
// (0.2.1, a TypeScript rewrite of cardrank), one adapter per game:
// third-party/winning-poker-hand-rank*/ (each `adapter.js` names its game).
//
// What the library returns: `rankHands(game, board, [pocket])` gives, per
// pocket, `rank` (Cactus Kev's 1 = royal flush .. 7462, lower is better;
// for 'short_deck' the ranks are re-mapped so that a flush beats a full
// house, A-6-7-8-9 is a straight and a straight beats three of a kind),
// `combination` (its name of the category, from rank ranges: 'StraightFlush'
// .. 'HighCard'; 'Nothing' and 'Invalid' otherwise) and for 'omaha_hi_lo'
// `low.rank` (an eight-or-better low, lower is better; absent when none).
//
// Mapping: category = combination; strength = 7463 - rank; low strength =
// 512 - low.rank (the library's EIGHT_OR_BETTER_MAX; higher is better), no-low
// when `low` is absent. Nothing is corrected.
//
// Games: 'texas' (its type: 2 pocket cards and a board; a flat hand of 5 to 7
// cards is sent as its first two cards and the rest: the library joins them
// anyway), 'short_deck' (the same), 'omaha' and 'omaha_hi_lo' (its type: 4
// pocket cards and a 5-card board: only 4 + 5 is declared).
//
// Cards: the library's PlayingCard strings ('AS', rank then upper-case suit),
// turned into its card integers by its own `toCard` and read back with
// `toPlayingCard`, its rank with `getCardRank`-style bits (self-test).

const { main } = require('../common/showdown_adapter.js')

const NAMES = {
  StraightFlush: 'straight-flush',
  FourOfAKind: 'four-of-a-kind',
  FullHouse: 'full-house',
  Flush: 'flush',
  Straight: 'straight',
  ThreeOfAKind: 'three-of-a-kind',
  TwoPair: 'two-pair',
  Pair: 'one-pair',
  HighCard: 'high-card'
}

const GAMES = {
  texas: { known: [['As Ks Qs Js Ts 2c 3d', 'straight-flush'], ['Ah 2c 3d 4s 5h', 'straight'], ['2c 2d 2h 9s 9c', 'full-house']] },
  short_deck: { known: [['Ah 6c 7d 8s 9h', 'straight'], ['Ts Ks 6s 8s 9s 6d', 'flush'], ['Ac Ad Ah Ks Kc', 'full-house']] },
  omaha: { deal: true, known: [['Ah Kh 2c 3d | Qh Jh Th 4s 5s', 'straight-flush'], ['Ah Ad 2c 3d | Kh Qs 9c 8d 7h', 'one-pair']] },
  omaha_hi_lo: { deal: true, known: [['Ah 2s Qd Js | 2c 3d 4h 5s 9c', 'straight'], ['Kh Kd 9c 8s | Kc 9h 9d 2s 3s', 'full-house']] }
}

function run (gameId) {
  const game = GAMES[gameId]
  let W, C
  const answer = (r) => {
    const token = NAMES[r.combination]
    if (token === undefined) return { error: `the library's combination is '${r.combination}' (rank ${r.rank})` }
    const got = { token, strength: [7463 - r.rank], name: r.combination }
    if (gameId === 'omaha_hi_lo') got.low = r.low ? [512 - r.low.rank] : null
    return got
  }
  const adapter = {
    library: '@xpressit/winning-poker-hand-rank',
    names: NAMES,
    otherGames: Object.keys(GAMES).filter(g => g !== gameId),
    returns: `rankHands('${gameId}', board, [pocket]): rank 1 .. 7462, lower is better, and its combination name` +
      (gameId === 'omaha_hi_lo' ? ', and low.rank (lower is better) when there is an eight-or-better low' : '') +
      '. Mapped: category = combination, strength = 7463 - rank' +
      (gameId === 'omaha_hi_lo' ? ', low = 512 - low.rank' : ''),
    knownHands: game.known,
    selfTestEvaluate: !game.deal,
    load (req) {
      W = req('@xpressit/winning-poker-hand-rank')
      C = req('@xpressit/winning-poker-hand-rank/dist/card.js')
    },
    encode (cards) {
      return cards.map(s => {
        const pc = s[0] + s[1].toUpperCase()
        C.toCard(pc)
        return pc
      })
    },
    decode (pc) {
      const back = C.toPlayingCard(C.toCard(pc))
      return back[0] + back[1].toLowerCase()
    },
    rankOf (pc) {
      return (C.toCard(pc) >> 8) & 0xf
    },
    suitOf (pc) {
      return (C.toCard(pc) >> 12) & 0xf
    }
  }
  if (game.deal) {
    adapter.holeCards = [4] // its Omaha games deal four hole cards
    adapter.evaluateDeal = (hole, board) => answer(W.rankHands(gameId, board, [hole])[0])
  } else {
    adapter.evaluate = (cards) => answer(W.rankHands(gameId, cards.slice(2), [cards.slice(0, 2)])[0])
  }
  main(adapter)
}

module.exports = { run }

'use strict'
// The shared body of the adapters for npm `handranker` (1.0.5, the original
// loganjspears/ranker) and `handranker-latest` (3.0.2, its republication;
// the same code base), one adapter per game: third-party/handranker*/ and
// third-party/handranker-latest*/ (each `adapter.js` names its package and
// game).
//
// What the library returns: `getHand(cards, board, game)` gives the best
// hand's `ranking` ('royal flush', 'straight flush', 'four of a kind', 'full
// house', 'flush', 'straight', 'three of a kind', 'two pair', 'pair', 'high
// card') and its five `playingCards`; `orderHands(hands, board, game)` sorts
// hands best first, ties grouped (for a hi-lo game: `{high, low}`, `low`
// false when no hand has an eight-or-better low). Nothing else orders hands:
// no score, no key. So the strength is built from the comparator alone
// (../common/ladder.js): the 7,462 five-card classes sorted by
// `orderHands` in the adapter's game, once, and the hand's `playingCards`
// placed among them by `orderHands`. Comparing the best fives is what
// `orderHands` itself does (it ranks each hand by its best five).
//
// Games (the library's names): hold'em 'Texas Holdem' (5-7 cards),
// Omaha 'Omaha Hi' (any hole count, exactly two used), ace-to-five 'Razz'
// (also 'California Lowball'), deuce-to-seven 'Deuce to Seven' (also
// 'Kansas City Lowball'), stud hi-lo 'Stud Hi/Lo' and Omaha hi-lo
// 'Omaha Hi/Lo' (high and low from one `orderHands` call; the low half's
// strength from a ladder of the 56 eight-or-better lows sorted by
// `orderHands(..., 'Stud Hi/Lo').low`: for five cards the Omaha and stud
// low rules of the library are the same options but for the two-hole-card
// rule, which five cards do not reach). Also in the library, not checked
// here (no such game in showdown): 'Stud' (= hold'em rules), 'Deuce to
// Six', 'Ace to Six'.
//
// Category: the `ranking` of the game's best five ('royal flush' is an
// ace-high straight flush, 'pair' one pair). Nothing is corrected.
//
// Cards: the library's `Card` ('As', rank '2'..'A' with 'T', suit s h d c),
// read back through its own `rank` and `suit` fields (self-test).

const { main } = require('../common/showdown_adapter.js')
const { fiveCardClasses, classKey, Ladder } = require('../common/ladder.js')

const NAMES = {
  'royal flush': 'straight-flush',
  'straight flush': 'straight-flush',
  'four of a kind': 'four-of-a-kind',
  'full house': 'full-house',
  flush: 'flush',
  straight: 'straight',
  'three of a kind': 'three-of-a-kind',
  'two pair': 'two-pair',
  pair: 'one-pair',
  'high card': 'high-card'
}

const GAMES = {
  holdem: { name: 'Texas Holdem', known: [['As Ks Qs Js Ts 2c 3d', 'straight-flush'], ['2c 2d 2h 9s 9c', 'full-house'], ['Ah 2c 3d 4s 5h 9c', 'straight']] },
  omaha: { name: 'Omaha Hi', deal: true, known: [['Ah Kh 2c 3d | Qh Jh Th', 'straight-flush'], ['Ah Ad 2c 3d | Kh Qs 9c 8d 7h', 'one-pair']] },
  'ace-to-five': { name: 'Razz', known: [['5h 4d 3c 2s Ah', 'high-card'], ['9h 9d 3c 2s Ah', 'one-pair']] },
  'deuce-to-seven': { name: 'Deuce to Seven', known: [['7c 5d 4h 3s 2c', 'high-card'], ['9h 9d 3c 2s Kh', 'one-pair']] },
  'stud-hi-lo': { name: 'Stud Hi/Lo', hilo: true, known: [['Kh Kd Kc 9s 9h 2c 3d', 'full-house'], ['5h 4d 3c 2s Ah Kd Kc', 'straight']] },
  'omaha-hi-lo': { name: 'Omaha Hi/Lo', deal: true, hilo: true, known: [['Ah 2s Qd Js | 2c 3d 4h 5s 9c', 'straight'], ['Kh Kd 9c 8s | Kc 9h 9d', 'full-house']] }
}

// The 56 eight-or-better lows: five distinct ranks of A, 2 .. 8, offsuit.
function eightLows () {
  const ranks = 'A2345678'
  const out = []
  for (let a = 0; a < 8; a++) {
    for (let b = a + 1; b < 8; b++) {
      for (let c = b + 1; c < 8; c++) {
        for (let d = c + 1; d < 8; d++) {
          for (let e = d + 1; e < 8; e++) {
            out.push([a, b, c, d, e].map((r, i) => ranks[r] + 'cdhsc'[i]))
          }
        }
      }
    }
  }
  return out
}

function run (library, gameId) {
  const game = GAMES[gameId]
  let R, Card
  let high, low
  const cardStrings = (cards) => cards.map(c => c.rank + c.suit)
  // > 0 when `a` wins: `orderHands` lists the best group first.
  const comparator = (gameName, part) => (a, b) => {
    let groups = R.orderHands([{ id: 'a', cards: a }, { id: 'b', cards: b }], gameName)
    if (part) groups = groups[part]
    if (groups.length === 1) return 0
    return groups[0][0].id === 'a' ? 1 : -1
  }
  // Built at the first hand (not for --version or --info).
  const buildLadders = () => {
    const highGame = game.hilo || gameId === 'omaha' ? 'Texas Holdem' : game.name
    high = new Ladder(fiveCardClasses(), x => x, comparator(highGame, null))
    if (game.hilo) low = new Ladder(eightLows(), x => x, comparator('Stud Hi/Lo', 'low'))
  }
  const answer = (ranking, playing, lowPlaying) => {
    if (!high) buildLadders()
    const token = NAMES[ranking]
    if (token === undefined) throw new Error(`${library} named an unknown ranking '${ranking}'`)
    const five = cardStrings(playing)
    const got = { token, strength: [high.strength(five, classKey(five))], name: ranking }
    if (game.hilo) got.low = lowPlaying ? [low.strength(cardStrings(lowPlaying), classKey(cardStrings(lowPlaying)))] : null
    return got
  }
  const adapter = {
    library,
    names: NAMES,
    otherGames: ['Stud', 'Kansas City Lowball', 'California Lowball', 'Deuce to Six', 'Ace to Six'],
    returns: `getHand/orderHands in '${game.name}': a ranking name and the best five, no score. ` +
      'Mapped: category = ranking; strength = the rung of the best five on the library\'s own order of the ' +
      '7,462 five-card classes (sorted by orderHands: the comparator is all it offers)' +
      (game.hilo ? '; low = its rung among the 56 eight-or-better lows, no-low when orderHands gives none' : ''),
    knownHands: game.known,
    load (req) {
      R = req(library)
      Card = req(`${library}/lib/card.js`)
    },
    encode (cards) {
      return cards.map(s => new Card(s))
    },
    decode (card) {
      return card.rank + card.suit
    },
    rankOf (card) {
      return R.RANKS.indexOf(card.rank)
    },
    suitOf (card) {
      return card.suit
    }
  }
  if (game.deal) {
    adapter.evaluateDeal = (hole, board) => {
      if (game.hilo) {
        const r = R.orderHands([{ id: 'h', cards: hole }], board, game.name)
        return answer(r.high[0][0].ranking, r.high[0][0].playingCards, r.low ? r.low[0][0].playingCards : null)
      }
      const h = R.getHand(hole, board, game.name)
      return answer(h.ranking, h.playingCards)
    }
  } else if (game.hilo) {
    adapter.evaluate = (cards) => {
      const r = R.orderHands([{ id: 'h', cards }], game.name)
      return answer(r.high[0][0].ranking, r.high[0][0].playingCards, r.low ? r.low[0][0].playingCards : null)
    }
  } else {
    adapter.evaluate = (cards) => {
      const h = R.getHand(cards, game.name)
      return answer(h.ranking, h.playingCards)
    }
  }
  main(adapter)
}

module.exports = { run }

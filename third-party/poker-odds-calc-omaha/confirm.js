'use strict'
// Calls npm `poker-odds-calc` directly (not through the adapter) on the
// Omaha deals given as arguments ('HOLE | BOARD'), and prints for each:
// the deal => what getHandStrentgh returns => the answer it makes.
// node confirm.js '2c 2d 2h 2s | 5c 4d 3c'
const path = require('path')
const req = require('module').createRequire(path.join(__dirname, '..', 'js', 'package.json'))
const { Omaha } = req('poker-odds-calc')
const table = new Omaha()
const deck = table.getDeck().getCards()
const card = (s) => deck.find(c => c.toString() === s)
const TOKENS = { HIGH_CARDS: 'high-card', ONE_PAIR: 'one-pair', TWO_PAIRS: 'two-pair', TREE_OF_A_KIND: 'three-of-a-kind', STRAIGHT: 'straight', FLUSH: 'flush', FULL_HOUSE: 'full-house', QUADS: 'four-of-a-kind', STRAIGHT_FLUSH: 'straight-flush', ROYAL_FLUSH: 'straight-flush' }
for (const deal of process.argv.slice(2)) {
  const [hole, board] = deal.split('|').map(p => p.trim().split(/\s+/).map(card))
  const r = table.getGame().getHandStrentgh(board, hole)
  const raw = { rank: r.rank, points: r.points, hand: r.hand.map(c => c.toString()) }
  console.log(`${deal} => ${JSON.stringify(raw)} => ${TOKENS[r.rank.str]} ${r.points}`)
}

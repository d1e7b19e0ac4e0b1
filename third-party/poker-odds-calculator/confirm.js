'use strict'
// Calls npm `poker-odds-calculator` directly (not through the adapter) on the
// hold'em hands given as arguments, and prints for each: the hand => what
// HandRank.evaluate returns => the answer it makes (category, then getRank()
// and the five high cards' ranks, what compareTo compares).
// node confirm.js '2c 6c 8c 5c 7d 3c 4c'
const path = require('path')
const req = require('module').createRequire(path.join(__dirname, '..', 'js', 'package.json'))
const P = req('poker-odds-calculator')
const short = process.env.SHOWDOWN_CONFIRM_GAME === 'short-deck'
const game = short ? new P.ShortDeckGame() : new P.FullDeckGame()
const TOKENS = { HIGH_CARD: 'high-card', PAIR: 'one-pair', TWO_PAIRS: 'two-pair', TRIPS: 'three-of-a-kind', STRAIGHT: 'straight', FLUSH: 'flush', FULL_HOUSE: 'full-house', QUADS: 'four-of-a-kind', STRAIGHT_FLUSH: 'straight-flush' }
for (const hand of process.argv.slice(2)) {
  const r = P.HandRank.evaluate(game, P.CardGroup.fromString(hand.replace(/ /g, '')))
  const key = [r.getRank(), ...r.getHighCards().map(c => c.getRank())]
  const raw = { alias: r.alias, rank: r.getRank(), highcards: r.getHighCards().map(c => c.toString()), text: r.toString() }
  console.log(`${hand} => ${JSON.stringify(raw)} => ${TOKENS[r.alias]} ${key.join('.')}`)
}

'use strict'
// Calls npm `latest-poker-evaluator` directly (not through the adapter) on
// the hands given as arguments, and prints for each: the hand => what
// evalHand returns => the answer it makes (handName, value).
// node confirm.js '7c 3c 2c' '6c 5c 4h'
const path = require('path')
const req = require('module').createRequire(path.join(__dirname, '..', 'js', 'package.json'))
const pe = req('latest-poker-evaluator')
const TOKENS = { 'high card': 'high-card', 'one pair': 'one-pair', 'two pairs': 'two-pair', 'three of a kind': 'three-of-a-kind', straight: 'straight', flush: 'flush', 'full house': 'full-house', 'four of a kind': 'four-of-a-kind', 'straight flush': 'straight-flush' }
for (const hand of process.argv.slice(2)) {
  const r = pe.evalHand(hand.split(' '))
  console.log(`${hand} => ${JSON.stringify(r)} => ${TOKENS[r.handName]} ${r.value}`)
}

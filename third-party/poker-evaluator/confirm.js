'use strict'
// Calls npm `poker-evaluator` directly (not through the adapter) on the hands
// given as arguments, and prints for each: the hand => what evalHand returns
// => the answer it makes (category from handName, strength = value, as the
// adapter's header says). With no arguments it replays its known finding:
// three-card hands, which its README says it evaluates, are misordered
// (7-3-2 scores below 6-5-4; 2-2-4 ties 2-2-3), the cases
// bugs-in-the-wild/three-cards-seven-high-beats-six-high and
// …/three-cards-pair-kicker-counts.
// node confirm.js '2c 3c 7c' '6d 4c 5c'
const path = require('path')
const req = require('module').createRequire(path.join(__dirname, '..', 'js', 'package.json'))
const pe = req('poker-evaluator')
const NAMES = { 'straight flush': 'straight-flush', 'four of a kind': 'four-of-a-kind', 'full house': 'full-house', flush: 'flush', straight: 'straight', 'three of a kind': 'three-of-a-kind', 'two pairs': 'two-pair', 'one pair': 'one-pair', 'high card': 'high-card' }
const answer = (hand) => {
  const r = pe.evalHand(hand.split(/\s+/))
  return [JSON.stringify(r), r.handType === 0 ? 'error' : `${NAMES[r.handName]} ${r.value}`]
}
const hands = process.argv.slice(2)
if (hands.length > 0) {
  for (const hand of hands) {
    const [raw, got] = answer(hand)
    console.log(`${hand} => ${raw} => ${got}`)
  }
} else {
  const seven = pe.evalHand(['7c', '3c', '2c']).value
  const six = pe.evalHand(['6c', '5c', '4h']).value
  const pairs = [pe.evalHand(['2h', '2c', '4d']).value, pe.evalHand(['2s', '2d', '3c']).value]
  const ok = seven < six && pairs[0] === pairs[1]
  console.log(`${ok ? 'confirmed' : 'NOT REPRODUCED'}: 7-3-2 scores ${seven}, below 6-5-4 at ${six}; 2-2-4 and 2-2-3 score ${pairs[0]} and ${pairs[1]}`)
  process.exit(ok ? 0 : 1)
}

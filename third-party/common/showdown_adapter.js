'use strict'
// Shared plumbing of showdown's line-protocol adapters for published
// JavaScript evaluators (third-party/<lib>/adapter.js); Node's standard
// library only. The JavaScript twin of showdown_adapter.py — read its
// docstring: the same protocol loop, the same self-test of the card
// conversion, the same `--self-test` (exit 0 passed, 1 failed, 3 the library
// does not load), `--version` and `--info`.
//
// An adapter passes an object with:
//   library        the npm package name
//   names          the library's own category names -> protocol tokens
//   otherGames     games the library supports besides hold'em high
//   returns        one sentence: what the library returns, how it is mapped
//   load(req)      loads the library with `req` (a require rooted at
//                  third-party/js, where the pinned packages are installed)
//   encode(cards)  protocol cards ("As") -> the library's cards
//   decode(card)   a library card -> "As", read back with the library's own
//                  functions
//   rankOf(card), suitOf(card)   the library's rank and suit values
//   evaluate(encoded) -> { token, strength: [ints] | null, name }, or
//                  { error: text } where the library itself answers that the
//                  hand is invalid (it goes out as `error <text>`); for a
//                  hi-lo game also `low`: null (no low), true (a low, no
//                  strength) or [ints] (a low's strength, higher is better)
//   evaluateDeal(hole, board)   (games with hole cards: requests come as
//                  `HOLE | BOARD`) the same answer for a deal
//   selfTestEvaluate  false: the library cannot score the five-card self-test
//                  sets (an Omaha-only or a lowball evaluator); its card
//                  conversion is still read back, and knownHands must pin
//                  the scoring down instead
//   knownHands     [[request line, the answer's first word], ...]: hands of
//                  the adapter's game whose category is beyond doubt (and
//                  that exercise the card conversion), asked at self-test
//   load(req) may return a promise (a WebAssembly library that has to be
//   instantiated first); the protocol loop starts when it has settled.

const fs = require('fs')
const path = require('path')
const { createRequire } = require('module')
const readline = require('readline')

// The protocol as data, beside this file: written from showdown's Rust
// tables by `cargo xtask protocol --write` (docs/protocol.md, "The contract
// as data"), so the card characters and the category tokens are never
// retyped here.
const PROTOCOL = require('./protocol.json')
const RANKS = PROTOCOL.cards.ranks.join('')
const SUITS = PROTOCOL.cards.suits.join('')
// The category tokens, weakest first.
const TOKENS = PROTOCOL.categories.map(c => c.token)

const SELF_TEST_SETS = [
  ['every rank once, in order', '2c 3d 4h 5s 6c 7d 8h 9s Tc Jd Qh Ks Ac', 'ranks'],
  ['a clubs flush', '2c 5c 9c Jc Ac', 'flush'],
  ['a diamonds flush', '2d 5d 9d Jd Ad', 'flush'],
  ['a hearts flush', '2h 5h 9h Jh Ah', 'flush'],
  ['a spades flush', '2s 5s 9s Js As', 'flush'],
  ['a wheel', 'Ah 2c 3d 4s 5h', 'wheel'],
  ['a royal flush', 'As Ks Qs Js Ts', 'flush'],
  ['mixed suits', 'As Kh Qd Jc 9s', 'no-flush']
]

function parseHand (line) {
  const cards = line.trim().split(/\s+/).filter(s => s.length > 0)
  if (cards.length === 0) throw new Error('no cards')
  for (const c of cards) {
    if (c.length !== 2 || !RANKS.includes(c[0]) || !SUITS.includes(c[1])) {
      throw new Error(`bad card '${c}'`)
    }
  }
  if (new Set(cards).size !== cards.length) throw new Error('a card is there twice')
  return cards
}

function oneLine (x) {
  return String(x).split(/\s+/).filter(s => s).join(' ')
}

function errorText (e) {
  const name = (e && e.constructor && e.constructor.name) || typeof e
  const message = e && e.message !== undefined ? e.message : e
  return `${name}: ${oneLine(message)}`
}

function selfTest (adapter) {
  const failures = []
  const deck = []
  for (const r of RANKS) for (const s of SUITS) deck.push(r + s)
  try {
    const back = adapter.encode(deck).map(c => adapter.decode(c))
    const bad = deck.filter((c, i) => back[i] !== c)
    if (bad.length) {
      failures.push(`cards do not read back through the library: ${bad.slice(0, 3).map(c => `${c} -> ${back[deck.indexOf(c)]}`).join(', ')}`)
    }
  } catch (e) {
    return [`encoding the deck raised ${errorText(e)}`]
  }
  const flushSuits = []
  for (const [what, text, want] of SELF_TEST_SETS) {
    const cards = text.split(' ')
    let enc, back, ranks, suits
    try {
      enc = adapter.encode(cards)
      back = enc.map(c => adapter.decode(c))
      ranks = enc.map(c => adapter.rankOf(c))
      suits = enc.map(c => adapter.suitOf(c))
    } catch (e) {
      failures.push(`${what}: raised ${errorText(e)}`)
      continue
    }
    if (back.join(' ') !== text) failures.push(`${what}: reads back as ${back.join(' ')}`)
    if (want === 'ranks' && ranks.some((r, i) => i > 0 && ranks[i - 1] >= r)) {
      failures.push(`${what}: the library's ranks are not increasing: ${ranks}`)
    }
    const oneSuit = new Set(suits).size === 1
    if (want === 'flush') {
      if (!oneSuit) failures.push(`${what}: the library sees suits ${suits}`)
      else if (what !== 'a royal flush') flushSuits.push(suits[0])
    }
    if ((want === 'no-flush' || want === 'wheel') && oneSuit) {
      failures.push(`${what}: the library sees one suit`)
    }
    if (want === 'wheel') {
      const low = ranks.slice(1)
      const ok = ranks[0] === Math.max(...ranks) && low.every((r, i) => i === 0 || low[i - 1] < r)
      if (!ok) failures.push(`${what}: the library's ranks are ${ranks}`)
    }
    if (cards.length === 5 && adapter.selfTestEvaluate !== false && adapter.evaluate) {
      let got
      try {
        got = adapter.evaluate(enc)
      } catch (e) {
        failures.push(`${what}: the library raised ${errorText(e)}`)
        continue
      }
      if (got.error !== undefined) {
        failures.push(`${what}: the library answers ${got.error}`)
        continue
      }
      if (!TOKENS.includes(got.token)) failures.push(`${what}: translated to '${got.token}', not a category token`)
      if (got.name !== null && got.name !== undefined && adapter.names[got.name] !== got.token) {
        failures.push(`${what}: the library calls it '${got.name}', the adapter says '${got.token}'`)
      }
      if (got.strength && !got.strength.every(Number.isSafeInteger)) {
        failures.push(`${what}: strength ${got.strength} is not integers`)
      }
    }
  }
  if (new Set(flushSuits).size !== 4) failures.push(`the four one-suit flushes have library suits ${flushSuits}`)
  for (const [line, want] of adapter.knownHands || []) {
    const got = answer(adapter, line)
    if (got.split(' ')[0] !== want) failures.push(`known hand ${line}: answered '${got}', expected ${want}`)
  }
  return failures
}

function answer (adapter, line) {
  let cards, hole, board
  try {
    if (line.includes('|')) {
      const parts = line.split('|')
      if (parts.length !== 2) throw new Error('more than one bar')
      hole = parseHand(parts[0])
      board = parseHand(parts[1])
      if (new Set(hole.concat(board)).size !== hole.length + board.length) throw new Error('a card is there twice')
      if (!adapter.evaluateDeal) throw new Error('this adapter takes no HOLE | BOARD deals')
    } else {
      cards = parseHand(line)
      if (!adapter.evaluate) throw new Error('this adapter takes HOLE | BOARD deals only')
    }
  } catch (e) {
    return `error bad request: ${e.message}`
  }
  // showdown sends every deal of a card count (9 cards: 4 + 5, 5 + 4, 6 + 3);
  // a library made for fewer hole counts (adapter.holeCards) is not asked the rest.
  if (hole && adapter.holeCards && !adapter.holeCards.includes(hole.length)) {
    return `skip the library takes ${adapter.holeCards.join(' or ')} hole cards, not ${hole.length}`
  }
  let got
  try {
    got = cards ? adapter.evaluate(adapter.encode(cards)) : adapter.evaluateDeal(adapter.encode(hole), adapter.encode(board))
  } catch (e) {
    return `error library raised ${errorText(e)}`
  }
  if (got.error !== undefined) return `error ${oneLine(got.error)}`
  let text = got.strength ? `${got.token} ${got.strength.join('.')}` : got.token
  if (got.low !== undefined) {
    text += got.low === null ? ' / no-low' : got.low === true ? ' / low' : ` / low ${got.low.join('.')}`
  }
  return text
}

function main (adapter) {
  // Whatever the library logs must not become an answer.
  console.log = console.error
  console.info = console.error
  const req = createRequire(path.join(__dirname, '..', 'js', 'package.json'))
  let loaded
  try {
    loaded = Promise.resolve(adapter.load(req)).then(() => null, (e) => errorText(e))
  } catch (e) {
    loaded = Promise.resolve(errorText(e))
  }
  loaded.then((loadError) => serve(adapter, req, loadError))
}

// The installed version of `library`: its package.json, read through
// require where the package exports it, else from the node_modules folders
// require would search (packages whose `exports` leave package.json out,
// such as @pokertools/evaluator and poker-hand-evaluator-wasm).
function installedVersion (req, library) {
  try {
    return req(`${library}/package.json`).version
  } catch (e) {
    for (const dir of req.resolve.paths(library) || []) {
      try {
        const file = path.join(dir, library, 'package.json')
        return JSON.parse(fs.readFileSync(file, 'utf8')).version
      } catch (e2) {}
    }
    return null
  }
}

function serve (adapter, req, loadError) {
  const out = (s) => process.stdout.write(s + '\n')
  const version = installedVersion(req, adapter.library)
  const args = process.argv.slice(2)
  if (args.length === 1 && args[0] === '--version') {
    out(`${adapter.library} ${version || 'not installed'}`)
    return
  }
  if (args.length === 1 && args[0] === '--info') {
    out(JSON.stringify({
      library: adapter.library,
      ecosystem: 'javascript',
      version,
      runtime: `Node ${process.versions.node}`,
      loads: loadError === null,
      load_error: loadError,
      returns: adapter.returns,
      other_games: adapter.otherGames
    }))
    return
  }
  if (args.length === 1 && args[0] === '--self-test') {
    if (loadError !== null) {
      out(`library does not load: ${loadError}`)
      process.exitCode = 3
      return
    }
    const failures = selfTest(adapter)
    for (const f of failures) out(`self-test FAILED: ${f}`)
    if (failures.length === 0) out(`self-test passed: ${SELF_TEST_SETS.length} card sets and the whole deck`)
    process.exitCode = failures.length ? 1 : 0
    return
  }
  if (args.length) {
    console.error('usage: adapter.js [--self-test | --version | --info]')
    process.exitCode = 2
    return
  }
  let refusal = null
  if (loadError !== null) {
    refusal = `error library does not load: ${loadError}`
  } else {
    const failures = selfTest(adapter)
    if (failures.length) {
      refusal = `error adapter self-test failed: ${failures.join('; ')}`
      console.error(refusal)
    }
  }
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity })
  rl.on('line', (line) => out(refusal || answer(adapter, line)))
  rl.on('close', () => process.exit(0))
}

module.exports = { main, parseHand, answer, TOKENS }

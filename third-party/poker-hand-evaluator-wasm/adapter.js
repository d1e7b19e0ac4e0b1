'use strict'
// showdown line-protocol adapter: npm `poker-hand-evaluator-wasm` (pinned in
// third-party/js/package.json), hold'em high, 5 to 7 cards. How the library
// is called and translated: ./phe_wasm.js.
require('./phe_wasm.js').run('holdem')

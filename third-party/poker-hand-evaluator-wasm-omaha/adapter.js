'use strict'
// showdown line-protocol adapter: npm `poker-hand-evaluator-wasm` (pinned in
// third-party/js/package.json), Omaha high, 4 hole cards and a 5-card board.
// How the library is called and translated: ../poker-hand-evaluator-wasm/phe_wasm.js.
require('../poker-hand-evaluator-wasm/phe_wasm.js').run('omaha')

'use strict'
// showdown line-protocol adapter: npm `poker-odds-calc` (pinned in
// third-party/js/package.json), six-plus hold'em, a straight beats three of a kind. How the library is called and
// translated: ../poker-odds-calc/poc.js.
require('../poker-odds-calc/poc.js').run('sixplus')

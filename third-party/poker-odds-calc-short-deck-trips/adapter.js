'use strict'
// showdown line-protocol adapter: npm `poker-odds-calc` (pinned in
// third-party/js/package.json), six-plus hold'em with tripsBeatsStraight(). How the library is called and
// translated: ../poker-odds-calc/poc.js.
require('../poker-odds-calc/poc.js').run('sixplus-trips')

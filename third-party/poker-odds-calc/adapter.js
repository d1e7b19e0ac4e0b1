'use strict'
// showdown line-protocol adapter: npm `poker-odds-calc` (pinned in
// third-party/js/package.json), hold'em high. How the library is called and
// translated: ../poker-odds-calc/poc.js.
require('../poker-odds-calc/poc.js').run('texas')

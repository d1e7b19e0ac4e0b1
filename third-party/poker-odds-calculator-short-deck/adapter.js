'use strict'
// showdown line-protocol adapter: npm `poker-odds-calculator` (pinned in
// third-party/js/package.json), short deck, 5 to 7 cards. How the library
// is called and translated: ../poker-odds-calculator/poc2.js.
require('../poker-odds-calculator/poc2.js').run('short-deck')

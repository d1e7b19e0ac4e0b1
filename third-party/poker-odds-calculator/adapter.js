'use strict'
// showdown line-protocol adapter: npm `poker-odds-calculator` (pinned in
// third-party/js/package.json), hold'em high, 5 to 7 cards. How the library
// is called and translated: ./poc2.js.
require('./poc2.js').run('holdem')

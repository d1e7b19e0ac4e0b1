'use strict'
// showdown line-protocol adapter: npm `@xpressit/winning-poker-hand-rank`
// (pinned in third-party/js/package.json), Omaha hi-lo, 4 hole cards and a 5-card board. How the library is
// called and translated: ../winning-poker-hand-rank/wphr.js.
require('../winning-poker-hand-rank/wphr.js').run('omaha_hi_lo')

'use strict'
// showdown line-protocol adapter: npm `@xpressit/winning-poker-hand-rank`
// (pinned in third-party/js/package.json), short deck (a straight beats three of a kind). How the library is
// called and translated: ../winning-poker-hand-rank/wphr.js.
require('../winning-poker-hand-rank/wphr.js').run('short_deck')

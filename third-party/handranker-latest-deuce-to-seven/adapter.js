'use strict'
// showdown line-protocol adapter: npm `handranker-latest` (pinned in
// third-party/js/package.json), deuce-to-seven lowball. How the library is called and
// translated: ../handranker/handranker.js.
require('../handranker/handranker.js').run('handranker-latest', 'deuce-to-seven')

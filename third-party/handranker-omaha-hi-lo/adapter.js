'use strict'
// showdown line-protocol adapter: npm `handranker` (pinned in
// third-party/js/package.json), Omaha hi-lo. How the library is called and
// translated: ../handranker/handranker.js.
require('../handranker/handranker.js').run('handranker', 'omaha-hi-lo')

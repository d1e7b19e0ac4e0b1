'use strict'
// showdown line-protocol adapter: npm `handranker` (pinned in
// third-party/js/package.json), seven-card stud hi-lo. How the library is called and
// translated: ../handranker/handranker.js.
require('../handranker/handranker.js').run('handranker', 'stud-hi-lo')

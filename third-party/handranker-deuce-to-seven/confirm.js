'use strict'
// Calls npm `handranker` directly in 'Deuce to Seven' on the hands given as
// arguments: node confirm.js 'Ah 3c 5c 4c 2c'. See ../handranker/confirm_lib.js.
require('../handranker/confirm_lib.js').confirm('handranker', 'Deuce to Seven', process.argv.slice(2))

'use strict'
// Calls npm `poker-odds-calculator` directly in its short deck
// (ShortDeckGame); see ../poker-odds-calculator/confirm.js.
process.env.SHOWDOWN_CONFIRM_GAME = 'short-deck'
require('../poker-odds-calculator/confirm.js')

// showdown_serve.js: `serve` for Node, from the showdown-poker npm package in
// this repository (js/, js/README.md): install the package and
// `require('showdown-poker').serve(fn)`, or require this file from a checkout.
//
//   const { serve } = require('./showdown_serve');
//   serve((cards) => ['one-pair', [1, 12, 11, 8, 5]]);            // hold'em
//   serve((hole, board) => ..., { game: 'omaha' });               // Omaha: HOLE | BOARD
//
// What the function may return: js/README.md.
'use strict';

module.exports = require('../../js/lib/protocol.js');

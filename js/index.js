// showdown-poker: check a poker hand evaluator written in JavaScript or
// TypeScript with showdown, the conformance suite, from node --test, vitest
// or jest. README.md says how; index.d.ts types every export.
// (One `exports.name =` per export, so that `import { check } from
// 'showdown-poker'` finds each name in this CommonJS module.)
'use strict';

const binary = require('./lib/binary.js');
const checking = require('./lib/check.js');
const protocol = require('./lib/protocol.js');

exports.check = checking.check;
exports.assertConforms = checking.assertConforms;
exports.ShowdownError = checking.ShowdownError;
exports.serve = protocol.serve;
exports.Skip = protocol.Skip;
exports.answerLine = protocol.answerLine;
exports.formatAnswer = protocol.formatAnswer;
exports.parseRequest = protocol.parseRequest;
exports.CATEGORIES = protocol.CATEGORIES;
exports.GAMES = protocol.GAMES;
exports.PROTOCOL = protocol.PROTOCOL;
exports.rank = protocol.rank;
exports.suit = protocol.suit;
exports.rankIndex = protocol.rankIndex;
exports.suitIndex = protocol.suitIndex;
exports.cardIndex = protocol.cardIndex;
exports.findBinary = binary.findBinary;
exports.BinaryNotFound = binary.BinaryNotFound;

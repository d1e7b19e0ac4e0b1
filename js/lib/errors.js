// The package's own error: every refusal of check, assertConforms and serve
// is one (and rejects their promise; none of them throws).
'use strict';

/**
 * showdown refused the call (an unknown game, naming the games; a target it
 * cannot check or serve; a manifest given options it declares itself) or
 * `showdown check` could not judge the target (a usage error, a program
 * that never answered).
 */
class ShowdownError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ShowdownError';
  }
}

module.exports = { ShowdownError };

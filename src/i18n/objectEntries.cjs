'use strict';

/**
 * `object.entries`, the polyfill node-polyglot (react-admin's translations) requires: every
 * browser the app supports has `Object.entries`, which the polyfill returns itself there. Its
 * own code (call-bind, get-intrinsic, define-properties…) weighed 5 kB gzip in the app's first
 * stage (vite.config.ts aliases it here). CommonJS, as node-polyglot requires it.
 */
module.exports = function entries(value) {
  return Object.entries(value);
};

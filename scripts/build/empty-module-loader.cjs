// The server build has no use for styles: a stylesheet import becomes an empty module.
/* global module */
module.exports = function emptyModule() {
  return 'export {};';
};

// `import css from './x.css?source'` in a first-paint script: the stylesheet's text, minified as
// index.html's inline CSS is, for the script to put inline (docs/decisions/signed-in-first-paint.md).
// Refuses what inlining would break, as FirstPaintFilesPlugin does.
const { minifyCss } = require('./inline-css-plugin');

module.exports = function cssSourceLoader(source) {
  if (/url\(|@import|<\//i.test(source)) throw new Error(`${this.resourcePath}: url(), @import or "</" cannot be put inline`);
  return minifyCss(source);
};

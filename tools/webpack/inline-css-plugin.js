// The first page's stylesheet inline in index.html (a <style> in <head>): the browser has it
// with the HTML, before any script has arrived or run, and the main chunk no longer carries it as
// a JavaScript string for style-loader to inject. The CSP allows it (style-src 'unsafe-inline',
// docs/decisions/content-security-policy.md). Only for small, plain stylesheets (no url() or
// @import: nothing here rewrites them); component styles stay with their chunks.
const fs = require('node:fs');
const webpack = require('webpack');

/**
 * Comments and layout whitespace out; nothing else changes. Whitespace around `{ } ; ,` and after
 * `:` carries no meaning in CSS, and the stylesheets inlined here have no strings where it could.
 */
function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

class InlineCssPlugin {
  /**
   * @param {string[]} files absolute paths of the stylesheets, in cascade order
   * @param {{ page?: string }} [options] the HTML asset to put them in (html-webpack-plugin's filename)
   */
  constructor(files, { page = 'index.html' } = {}) {
    this.files = files;
    this.page = page;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InlineCssPlugin', (compilation) => {
      for (const file of this.files) compilation.fileDependencies.add(file); // watch mode rebuilds on a change
      // After html-webpack-plugin wrote the page (OPTIMIZE_INLINE) and webpack minified it: its
      // HTML minifier would rewrite the CSS for newer browsers than ours (media range syntax
      // such as `(width>=768px)` needs Chrome 104; older Android WebViews drop such rules).
      compilation.hooks.processAssets.tap({ name: 'InlineCssPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const asset = compilation.getAsset(this.page);
        if (!asset) return;
        const styles = this.files.map((file) => {
          const css = fs.readFileSync(file, 'utf8');
          if (/url\(|@import|<\//i.test(css)) throw new Error(`InlineCssPlugin: ${file} has url(), @import or "</", which inlining would break`);
          return `<style>${minifyCss(css)}</style>`;
        });
        const html = asset.source.source().toString();
        const end = html.indexOf('</head>');
        if (end < 0) throw new Error(`InlineCssPlugin: ${this.page} has no </head>`);
        // Last in <head>: after the meta tags; style-loader appends component styles after it at
        // run time, so they keep their precedence.
        compilation.updateAsset(this.page, new webpack.sources.RawSource(html.slice(0, end) + styles.join('') + html.slice(end)));
      });
    });
  }
}

module.exports = { InlineCssPlugin, minifyCss };

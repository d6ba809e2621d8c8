// HTML fragments inline in index.html as <template> elements (inert: not drawn, no script run,
// nothing fetched) that the shell's first script shows before the app's JavaScript is there:
// the first-paint fragments (docs/decisions/first-paint-fragments.md).
const fs = require('node:fs');
const webpack = require('webpack');

class InlineTemplatesPlugin {
  /**
   * @param {{ id: string, file: string }[]} templates absolute paths of the fragments and the ids of their <template>
   * @param {{ page?: string }} [options] the HTML asset to put them in (html-webpack-plugin's filename)
   */
  constructor(templates, { page = 'index.html' } = {}) {
    this.templates = templates;
    this.page = page;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InlineTemplatesPlugin', (compilation) => {
      for (const { file } of this.templates) compilation.fileDependencies.add(file);
      // After the HTML minifier (like InlineCssPlugin): the fragments are the components' own output.
      compilation.hooks.processAssets.tap({ name: 'InlineTemplatesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const asset = compilation.getAsset(this.page);
        if (!asset) return;
        const tags = this.templates.map(({ id, file }) => {
          if (!/^[a-z][a-z0-9-]*$/.test(id)) throw new Error(`InlineTemplatesPlugin: "${id}" is not a plain id`);
          const html = fs.readFileSync(file, 'utf8').trim();
          if (/<\/?template|<script|\son[a-z]+=/i.test(html)) throw new Error(`InlineTemplatesPlugin: ${file} has a <template>, a <script> or an event handler`);
          return `<template id="${id}">${html}</template>`;
        });
        const page = asset.source.source().toString();
        const end = page.lastIndexOf('</body>');
        if (end < 0) throw new Error(`InlineTemplatesPlugin: ${this.page} has no </body>`);
        compilation.updateAsset(this.page, new webpack.sources.RawSource(page.slice(0, end) + tags.join('') + page.slice(end)));
      });
    });
  }
}

module.exports = { InlineTemplatesPlugin };

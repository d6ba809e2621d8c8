const { createHostConfig } = require('../../tools/webpack/create-config');

module.exports = createHostConfig({
  appDir: __dirname,
  entry: './src/main.ts',
  template: './src/index.html',
  // The design system's stylesheet, inline in index.html (the first page's CSS, there before any
  // script runs); the host's only, so remotes never inject a copy.
  inlineCss: ['../../libs/shared/ui/src/styles.css'],
  // Fetched at runtime, never bundled: ops swap it to move or ship a remote.
  copy: ['remotes.json'],
});

const { createHostConfig } = require('../../tools/webpack/create-config');

module.exports = createHostConfig({
  appDir: __dirname,
  // The design system's stylesheet is an entry of the host only, so remotes never inject a copy.
  entry: ['../../libs/shared/ui/src/styles.css', './src/main.ts'],
  template: './src/index.html',
  // Fetched at runtime, never bundled: ops swap it to move or ship a remote.
  copy: ['remotes.json'],
});

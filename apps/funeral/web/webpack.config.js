const { createRemoteConfig } = require('../../../tools/webpack/create-config');

module.exports = createRemoteConfig({
  area: 'funeral',
  appDir: __dirname,
  exposes: { './Routes': './src/routes.tsx' },
  // A visitor's /funeral as first drawn, for the shell to show before the app's code is there
  // (areas.json's firstPaint; docs/decisions/first-paint-fragments.md).
  firstPaint: { 'funeral.html': { fragment: './src/first-paint/funeral.html', css: ['./src/funeral.css'] } },
});

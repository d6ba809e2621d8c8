const { createRemoteConfig } = require('../../../tools/webpack/create-config');

module.exports = createRemoteConfig({
  area: 'credit-life',
  appDir: __dirname,
  exposes: { './Routes': './src/routes.tsx' },
});

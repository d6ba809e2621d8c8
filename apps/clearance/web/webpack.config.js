const { createRemoteConfig } = require('../../../tools/webpack/create-config');

module.exports = createRemoteConfig({
  area: 'clearance',
  appDir: __dirname,
  exposes: { './Routes': './src/routes.tsx' },
});

const { createFirstPaintScriptsConfig, createRemoteConfig } = require('../../../tools/webpack/create-config');

module.exports = [
  createRemoteConfig({
    area: 'debt',
    appDir: __dirname,
    exposes: { './Routes': './src/routes.tsx' },
  }),
  // /debt drawn from its first data before the code has arrived (areas.json's firstPaint;
  // docs/decisions/signed-in-first-paint.md).
  createFirstPaintScriptsConfig({ area: 'debt', appDir: __dirname, scripts: { 'debt.js': './src/first-paint/debt-first-paint-entry.ts' } }),
];

const { createHostConfig } = require('../../tools/webpack/create-config');

module.exports = createHostConfig({
  appDir: __dirname,
  entry: './src/bootstrap.tsx',
  // Starts the current page's remote downloads while main.js is on the wire.
  firstEntry: './src/route-hints/route-hints.ts',
  template: './src/index.html',
  // The design system's stylesheet and the sign-in and registration screens' (a visitor's first
  // page), inline in index.html: there before any script runs, and not carried in JavaScript.
  // The host's only, so remotes never inject a copy. The home's card skeletons too: they stand in
  // for the cards' lazy chunk, so their shape must be there before it (health-card.tsx).
  inlineCss: ['../../libs/shared/ui/src/styles.css', './src/pages/registration/identity-screens.css', './src/pages/home/health-card.css'],
  // A visitor's first page as its components draw it, shown by the first script before main.js
  // has arrived (apps/shell/src/first-paint, docs/decisions/first-paint-fragments.md). The ids are
  // first-paint-contract.ts's.
  inlineTemplates: {
    'imali-first-paint-layout': './src/first-paint/public-layout.html',
    'imali-first-paint-sign-in': './src/first-paint/sign-in.html',
    // The signed-in layout, for a remote's page drawn from its first data by the remote's
    // first-paint script (docs/decisions/signed-in-first-paint.md).
    'imali-first-paint-app-layout': './src/first-paint/app-layout.html',
  },
  // A signed-in home's cards chunk and first queries, preloaded and sent by the first script with
  // the session check (route-first-load.js; docs/decisions/route-first-data.md).
  routeFirstLoad: require('./route-first-load'),
  // Fetched at runtime, never bundled: ops swap it to move or ship a remote.
  copy: ['remotes.json'],
});

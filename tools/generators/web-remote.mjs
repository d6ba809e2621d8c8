#!/usr/bin/env node
// Scaffolds the web remote of an area: apps/<area>/web with project.json, webpack.config.js
// and src/routes.tsx, then registers it in apps/shell/remotes.json. Existing files are kept, so
// re-running it is safe; every remote keeps the same shape.
//
//   node tools/generators/web-remote.mjs <area> [--routes=/path,/path/*] [--title="My Area"]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const [area, ...flags] = process.argv.slice(2);
if (!area || !/^[a-z][a-z0-9-]*$/.test(area)) {
  console.error('usage: node tools/generators/web-remote.mjs <area> [--routes=/a,/a/*] [--title="My Area"]');
  process.exit(1);
}
const option = (name) => flags.find((f) => f.startsWith(`--${name}=`))?.slice(name.length + 3);
const routes = (option('routes') ?? `/${area},/${area}/*`).split(',').map((r) => r.trim()).filter(Boolean);
const title = option('title') ?? area.replace(/(^|-)([a-z])/g, (_, dash, c) => `${dash ? ' ' : ''}${c.toUpperCase()}`);
const component = title.replace(/[^A-Za-z0-9]/g, '');
const appDir = join(root, 'apps', area, 'web');

const files = {
  'project.json': `${JSON.stringify(
    {
      name: `${area}-web`,
      $schema: '../../../node_modules/nx/schemas/project-schema.json',
      projectType: 'application',
      sourceRoot: `apps/${area}/web/src`,
      tags: [`scope:${area}`, 'type:app', 'platform:web'],
      targets: {
        build: {
          executor: 'nx:run-commands',
          outputs: [`{workspaceRoot}/dist/apps/${area}/web`],
          options: { command: `webpack --config apps/${area}/web/webpack.config.js --mode production` },
        },
        test: {},
        lint: {},
      },
    },
    null,
    2,
  )}\n`,
  'webpack.config.js': `const { createRemoteConfig } = require('../../../tools/webpack/create-config');

module.exports = createRemoteConfig({
  area: '${area}',
  appDir: __dirname,
  exposes: { './Routes': './src/routes.tsx' },
});
`,
  'src/routes.tsx': `import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@imali/shared/ui';
import { ${component}Page } from './pages/${area}/${area}-page';

/** Exposed as \`${area.replace(/-/g, '_')}/Routes\`; the shell renders it under a catch-all, so paths are absolute. */
export default function ${component}Routes() {
  return (
    <Routes>
      <Route path="${routes[0]}" element={<${component}Page />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
`,
  [`src/pages/${area}/${area}-page.tsx`]: `import { EmptyState, Page } from '@imali/shared/ui';

export function ${component}Page() {
  return (
    <Page title="${title}" testId="${area}-page">
      <EmptyState title="Nothing here yet" />
    </Page>
  );
}
`,
};

// The starter page only comes with a new routes.tsx; an existing area keeps its own pages.
const isNewArea = !existsSync(join(appDir, 'src/routes.tsx'));
for (const [file, content] of Object.entries(files)) {
  const path = join(appDir, file);
  if (file.startsWith('src/pages/') && !isNewArea) continue;
  if (existsSync(path)) {
    console.log(`kept     ${relative(root, path)}`);
    continue;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  console.log(`created  ${relative(root, path)}`);
}

const manifestPath = join(root, 'apps/shell/remotes.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (manifest.remotes.some((r) => r.name === area)) {
  console.log(`kept     ${relative(root, manifestPath)} entry for ${area}`);
} else {
  manifest.remotes.push({ name: area, entry: `/remotes/${area}/mf-manifest.json`, routes });
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`updated  ${relative(root, manifestPath)} (+${area})`);
}

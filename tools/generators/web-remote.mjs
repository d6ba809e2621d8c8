#!/usr/bin/env node
// Scaffolds the web remote of an area: apps/<area>/web with project.json (build, codegen),
// webpack.config.js, src/routes.tsx and a first page that reads the area's first record through
// its own operation (a .graphql file; `npm run generate` writes its typed document to src/gql/),
// with loading, empty and error states; then rewrites apps/shell/remotes.json from the area
// registry. The area, its routes and tags come from areas.json (its "remote" entry), the record
// from area-specs.mjs. Existing files are kept, so re-running it is safe; every remote keeps the
// same shape. `--print` writes nothing and prints the files as JSON (for tests).
//
//   node tools/generators/web-remote.mjs <area> [--title="My Area"]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { areas, remotesManifest } from '../areas.mjs';
import { pascal, recordSpec } from './area-specs.mjs';

const root = new URL('../..', import.meta.url).pathname;
const [area, ...flags] = process.argv.slice(2);
const registered = areas.find((a) => a.name === area && a.remote);
if (!registered) {
  const names = areas.filter((a) => a.remote).map((a) => a.name).join('|');
  console.error(`usage: node tools/generators/web-remote.mjs <${names}> [--title="My Area"] (give the area a "remote" in areas.json first)`);
  process.exit(1);
}
const option = (name) => flags.find((f) => f.startsWith(`--${name}=`))?.slice(name.length + 3);
const routes = registered.remote.routes;
const title = option('title') ?? area.replace(/(^|-)([a-z])/g, (_, dash, c) => `${dash ? ' ' : ''}${c.toUpperCase()}`);
const component = title.replace(/[^A-Za-z0-9]/g, '');
const appDir = join(root, 'apps', area, 'web');
const record = recordSpec(registered);
const operation = `${pascal(area)}Page`;

const files = {
  'project.json': `${JSON.stringify(
    {
      name: `${area}-web`,
      $schema: '../../../node_modules/nx/schemas/project-schema.json',
      projectType: 'application',
      sourceRoot: `apps/${area}/web/src`,
      tags: [...registered.tags, 'type:app', 'platform:web'],
      targets: {
        build: {
          executor: 'nx:run-commands',
          outputs: [`{workspaceRoot}/dist/apps/${area}/web`],
          options: { command: `webpack --config apps/${area}/web/webpack.config.js --mode production` },
        },
        codegen: {
          executor: 'nx:run-commands',
          cache: false,
          outputs: ['{projectRoot}/src/gql'],
          options: { command: 'graphql-codegen --config tools/codegen/codegen.ts', env: { CODEGEN_SOURCE_ROOT: `apps/${area}/web/src` } },
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
  [`src/pages/${area}/${area}.graphql`]: `# ${title}: the client's ${record.field} (the area's first record type).
query ${operation} {
  myClient {
    id
    ${record.field} {
      id
${record.fields.map((f) => `      ${f.name}`).join('\n')}
    }
  }
}
`,
  [`src/pages/${area}/${area}-page.tsx`]: `import { useQuery } from '@apollo/client/react';
import { Card, EmptyState, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { ${operation}Document } from '../../gql/graphql';

/** ${routes[0]}: the client's ${record.field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}. */
export function ${component}Page() {
  const { data, loading, error, refetch } = useQuery(${operation}Document);
  const found = data?.myClient?.${record.field};
  const records = ${record.list ? 'found ?? []' : 'found ? [found] : []'};

  let content;
  if (loading && !data) content = <Spinner label="Loading" />;
  else if (error) content = <ErrorMessage message={errorMessage(error, 'We could not load this page.')} onRetry={() => void refetch()} />;
  else if (records.length === 0) content = <EmptyState title="Nothing here yet" />;
  else {
    content = (
      <ul className="card-grid" aria-label="${title}">
        {records.map((record) => (
          <li key={record.id}>
            <Card headingLevel={2} title={String(record.${record.fields[0].name} ?? '')} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title="${title}" testId="${area}-page">
      {content}
    </Page>
  );
}
`,
};

if (flags.includes('--print')) {
  process.stdout.write(JSON.stringify(files));
  process.exit(0);
}

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
const manifest = remotesManifest();
if (existsSync(manifestPath) && readFileSync(manifestPath, 'utf8') === manifest) {
  console.log(`kept     ${relative(root, manifestPath)}`);
} else {
  writeFileSync(manifestPath, manifest);
  console.log(`updated  ${relative(root, manifestPath)} (from areas.json)`);
}

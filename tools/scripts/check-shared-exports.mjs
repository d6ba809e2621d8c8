#!/usr/bin/env node
// node tools/scripts/check-shared-exports.mjs <the running shell's shared-exports.json> [area]
// Before a remote is released on its own against a shell that is already running
// (docker/web.Dockerfile, target remote-release): every name this tree imports from a shared
// singleton (React's router, Apollo Client, final-form, @imali/shared/ui, @imali/shared/web...)
// must be one that shell provides, or the remote would get `undefined` at run time
// (docs/decisions/shared-singleton-facades.md). Exits 1 naming what is missing: release the
// shell first.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { collectSharedImports, missingSharedExports, FACADES } = require('../webpack/shared-facades.js');
const root = new URL('../..', import.meta.url).pathname;

const [file, area] = process.argv.slice(2);
if (!file) {
  console.error('usage: check-shared-exports.mjs <shell shared-exports.json>');
  process.exit(2);
}
let provided;
try {
  provided = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`cannot read the shell's list ${file}: ${error.message} (a shell built before this check: release the shell first)`);
  process.exit(1);
}
// With an area: what that remote bundles (its web app and the libraries, except those the shell
// provides, whose copies in the running shell are the shell's own). Without: the whole tree.
const provides = new Set(Object.values(FACADES).flatMap((facade) => (facade.workspaceEntry ? [facade.workspaceEntry.split('/src/')[0]] : [])));
const roots = area
  ? [
      join(root, 'apps', area, 'web'),
      ...readdirSync(join(root, 'libs')).flatMap((scope) =>
        readdirSync(join(root, 'libs', scope), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && !provides.has(`libs/${scope}/${entry.name}`))
          .map((entry) => join(root, 'libs', scope, entry.name)),
      ),
    ]
  : undefined;
const missing = missingSharedExports(provided, collectSharedImports(roots ? { roots } : {}));
if (Object.keys(missing).length) {
  console.error('The running shell does not provide what this tree imports; release the shell first:');
  for (const [specifier, names] of Object.entries(missing)) console.error(`  ${specifier}: ${names.join(', ')}`);
  process.exit(1);
}
console.log('The running shell provides every shared name this tree imports.');

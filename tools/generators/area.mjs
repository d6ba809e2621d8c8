#!/usr/bin/env node
// One command for a new area, after its line in areas.json:
//   node tools/generators/area.mjs <area> [--title="My Area"]
// writes apps/<area>/subgraph (subgraph.mjs), libs/<area>/domain and its path alias (domain.mjs),
// the area's entries in docker/ and the gateway config (deploy.mjs) and, when the area has a
// "remote", apps/<area>/web and apps/shell/remotes.json (web-remote.mjs). Existing files and
// entries are kept. Then: `npm run db:migration:create -- <area>` and `npm run generate`.
// docs/new-area.md walks through it.
import { execFileSync } from 'node:child_process';
import { areas } from '../areas.mjs';

const [area, ...flags] = process.argv.slice(2);
const registered = areas.find((a) => a.name === area);
if (!registered || registered.kind !== 'area') {
  console.error(`usage: node tools/generators/area.mjs <area> [--title="My Area"]: add the area to areas.json first (known: ${areas.filter((a) => a.kind === 'area').map((a) => a.name).join(', ')})`);
  process.exit(2);
}
const here = new URL('.', import.meta.url).pathname;
const run = (script, args = []) => execFileSync(process.execPath, [`${here}${script}`, area, ...args], { stdio: 'inherit' });
run('subgraph.mjs', flags.filter((f) => f === '--force'));
run('domain.mjs');
run('deploy.mjs');
if (registered.remote) run('web-remote.mjs', flags.filter((f) => f.startsWith('--title=')));

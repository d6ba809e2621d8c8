#!/usr/bin/env node
// Proves the generators end to end: in a scratch copy of this checkout (a git worktree of HEAD
// plus the working tree's changes to tools/generators), registers a new area "pets", runs the one
// generator command, creates its first migration, regenerates the schemas and web types, then
// typechecks, lints, runs the new area's unit and integration tests (the subgraph starts for
// real against PostgreSQL), checks the registry and deployment files, and builds its remote.
//
//   node tools/generators/smoke.mjs [--keep]
//
// Uses DATABASE_URL when set, else this checkout's embedded PostgreSQL (tools/db), started here
// when it is not running and stopped again after. Takes about a minute.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase } from '../db/database.mjs';

const root = new URL('../..', import.meta.url).pathname;
const keep = process.argv.includes('--keep');
const scratch = join(mkdtempSync(join(tmpdir(), 'imali-area-smoke-')), 'repo');
const started = Date.now();

// One server for the scratch checkout's steps: the scratch's own .data would start a second one.
const db = await ensureDatabase({ database: 'postgres', log: () => undefined });
const serverUrl = new URL(db.url);
serverUrl.pathname = '/postgres';
const DATABASE_URL = serverUrl.toString();

async function step(title, command, args, options = {}) {
  const at = Date.now();
  process.stdout.write(`- ${title} ... `);
  const result = spawnSync(command, args, { cwd: scratch, encoding: 'utf8', env: { ...process.env, DATABASE_URL, ...options.env }, maxBuffer: 64 << 20 });
  if (result.status !== 0) {
    console.log('FAILED');
    console.log(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-60).join('\n'));
    await finish(1);
  }
  console.log(`ok (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  return result.stdout;
}

async function finish(code) {
  await db.stop();
  if (!keep) {
    execFileSync('git', ['worktree', 'remove', '--force', scratch], { cwd: root, stdio: 'ignore' });
    rmSync(join(scratch, '..'), { recursive: true, force: true });
  } else console.log(`kept ${scratch}`);
  console.log(`${code === 0 ? 'area generator smoke test passed' : 'area generator smoke test FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(code);
}

execFileSync('git', ['worktree', 'add', '--detach', scratch, 'HEAD'], { cwd: root, stdio: 'ignore' });
// The generators as they are in this working tree (the thing under test), and the installed packages.
cpSync(join(root, 'tools/generators'), join(scratch, 'tools/generators'), { recursive: true });
symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));

const registryPath = join(scratch, 'areas.json');
const registry = JSON.parse(readFileSync(registryPath, 'utf8'));
const port = Math.max(...registry.areas.map((a) => a.port)) + 1;
registry.areas.push({ name: 'pets', kind: 'area', port, schema: 'pets', tags: ['scope:pets'], remote: { routes: ['/pets', '/pets/*'] } });
writeFileSync(registryPath, `${JSON.stringify(registry, null, 2)}\n`);
console.log(`scratch checkout ${scratch}; area "pets" on port ${port}`);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
await step('generate the area (one command)', process.execPath, ['tools/generators/area.mjs', 'pets', '--title=Pets']);
await step('create its first migration', npm, ['run', '-s', 'db:migration:create', '--', 'pets', 'init']);
await step('regenerate schemas, supergraph and web types', npm, ['run', '-s', 'generate']);
const sdl = readFileSync(join(scratch, 'apps/gateway/api-schema.graphql'), 'utf8');
if (!/\bpetsRecords: \[PetsRecord!\]/.test(sdl)) {
  console.log('- the API schema has no Client.petsRecords');
  await finish(1);
}
await step('typecheck', npm, ['run', '-s', 'typecheck']);
await step('lint the new projects', 'npx', ['eslint', 'apps/pets', 'libs/pets']);
await step('tags check', process.execPath, ['tools/scripts/check-tags.mjs']);
// area-registry.spec's first test lists today's areas by name; the others check every area, pets too.
await step('unit tests: registry, deployment files, generators', 'npx', ['jest', 'tools/scripts/area-registry.spec.ts', 'tools/generators/generators.spec.ts', '--selectProjects', 'unit', '-t', 'matches|domain|overlay|generator output|new area|alias|refuses|changes nothing|writes the record']);
await step('integration test of the new subgraph (starts it on PostgreSQL)', 'npx', ['jest', 'apps/pets', '--selectProjects', 'integration']);
await step('build the subgraph', process.execPath, ['tools/build/build-node.mjs', 'apps/pets/subgraph']);
await step('build the remote', 'npx', ['webpack', '--config', 'apps/pets/web/webpack.config.js', '--mode', 'production'], { env: { NODE_ENV: 'production' } });
await finish(0);

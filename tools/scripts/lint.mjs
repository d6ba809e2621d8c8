#!/usr/bin/env node
// Lint with module boundaries. @nx/enforce-module-boundaries silently skips itself when no Nx
// project graph is cached (a fresh clone), so build the graph first and fail if it still skipped.
import { spawnSync } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', ...opts });

let result = run('node', ['tools/scripts/check-tags.mjs'], { stdio: 'inherit' });
if (result.status !== 0) process.exit(1);
result = run('npx', ['nx', 'show', 'projects']);
if (result.status !== 0) {
  console.error(`Could not build the Nx project graph:\n${result.stderr}`);
  process.exit(1);
}
// No eslint cache: a boundary error can come from a change in another file (the project graph).
result = run('npx', ['eslint', ...(process.argv.slice(2).length ? process.argv.slice(2) : ['.'])]);
process.stdout.write(result.stdout);
process.stderr.write(result.stderr.split('\n').filter((l) => !l.includes('Unknown user config')).join('\n'));
if (/No cached ProjectGraph/.test(result.stdout + result.stderr)) {
  console.error('Module boundaries were NOT checked (no Nx project graph): failing.');
  process.exit(1);
}
if (result.status === 0) console.log('Lint: no problems (module boundaries checked).');
process.exit(result.status ?? 1);

#!/usr/bin/env node
// npm run db:migrate   runs every subgraph's pending migrations (each its own schema), as its own
//                      step before the apps start; npm start does the same.
// npm run db:reset     development only: drops every subgraph schema and migrates from scratch.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ensureDatabase, root } from './database.mjs';
import { subgraphs } from './subgraphs.mjs';
import { devSecrets } from '../start/system.mjs';

const run = promisify(execFile);
const reset = process.argv.includes('--reset');
if (reset && process.env.NODE_ENV === 'production') {
  console.error('db:reset refuses to run with NODE_ENV=production.');
  process.exit(1);
}

const db = await ensureDatabase();
let failed = false;
try {
  for (const s of subgraphs) await run('node', ['tools/build/build-node.mjs', s.root], { cwd: root });
  for (const s of subgraphs) {
    try {
      const { stdout } = await run('node', [`${s.dist}/migrate.js`, ...(reset ? ['--reset'] : [])], { cwd: root, env: { ...process.env, DATABASE_URL: db.url } });
      const { applied } = JSON.parse(stdout.trim().split('\n').pop());
      console.log(`${s.name.padEnd(12)} schema ${s.schema.padEnd(12)} ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
    } catch (error) {
      console.error(`${s.name}: migration failed: ${(error.stderr || error.message).trim()}`);
      failed = true;
      break;
    }
  }
  if (!failed && reset) {
    const { stdout } = await run('node', ['dist/apps/identity/subgraph/seed.js'], { cwd: root, env: { ...process.env, DATABASE_URL: db.url, ...devSecrets() } });
    console.log(stdout.trim());
  }
} finally {
  await db.stop();
}
process.exit(failed ? 1 : 0);

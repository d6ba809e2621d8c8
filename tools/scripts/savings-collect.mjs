#!/usr/bin/env node
// npm run savings:collect -- [--date YYYY-MM-DD] [--wait SECONDS]
// Development: the savings monthly collection for a date (SAST today by default), as the schedule
// in the running savings subgraph does it and under the same advisory lock. Needs the system
// running (npm start): identity takes the collections and its DebiCheck sandbox answers them.
// Prints the counts as one JSON line (docs/decisions/savings-collections.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { ensureDatabase, root } from '../db/database.mjs';
import { subgraphs } from '../db/subgraphs.mjs';
import { devSecrets } from '../start/system.mjs';

const identity = subgraphs.find((s) => s.name === 'identity');
const identityUrl = process.env.IDENTITY_INTERNAL_URL ?? `http://127.0.0.1:${identity.port}`;
try {
  const health = await fetch(`${identityUrl}/health`, { signal: AbortSignal.timeout(2000) });
  if (!health.ok) throw new Error(String(health.status));
} catch {
  console.error(`identity does not answer at ${identityUrl}: start the system first (npm start).`);
  process.exit(1);
}
execFileSync('node', ['tools/build/build-node.mjs', 'apps/savings/subgraph'], { cwd: root, stdio: 'inherit' });
const db = await ensureDatabase({ database: process.env.IMALI_DATABASE ?? 'imali', log: () => undefined });
const result = spawnSync('node', ['dist/apps/savings/subgraph/apps/savings/subgraph/src/collect.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { PATH: process.env.PATH, NODE_ENV: 'development', DATABASE_URL: db.url, INTERNAL_AUTH_SECRET: devSecrets().INTERNAL_AUTH_SECRET, IDENTITY_INTERNAL_URL: identityUrl },
});
await db.stop();
process.exit(result.status ?? 1);

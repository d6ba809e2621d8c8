#!/usr/bin/env node
// npm run funeral:collect -- [--date YYYY-MM-DD] [--wait SECONDS]
// Development: the funeral premium collection for a date (SAST today by default), as the schedule
// in the running funeral subgraph does it and under the same advisory lock. Needs the system
// running (npm start): identity collects the premiums and savings pays a failed one from the
// Funeral goal that keeps the policy. Prints the counts as one JSON line
// (docs/decisions/savings-keeps-funeral-policy.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { ensureDatabase, root } from '../db/database.mjs';
import { subgraphs } from '../db/subgraphs.mjs';
import { devSecrets } from '../start/system.mjs';

const urlOf = (name, variable) => process.env[variable] ?? `http://127.0.0.1:${subgraphs.find((s) => s.name === name).port}`;
const identityUrl = urlOf('identity', 'IDENTITY_INTERNAL_URL');
const savingsUrl = urlOf('savings', 'SAVINGS_INTERNAL_URL');
for (const [name, url] of [['identity', identityUrl], ['savings', savingsUrl]]) {
  try {
    const health = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
    if (!health.ok) throw new Error(String(health.status));
  } catch {
    console.error(`${name} does not answer at ${url}: start the system first (npm start).`);
    process.exit(1);
  }
}
execFileSync('node', ['tools/build/build-node.mjs', 'apps/funeral/subgraph'], { cwd: root, stdio: 'inherit' });
const db = await ensureDatabase({ database: process.env.IMALI_DATABASE ?? 'imali', log: () => undefined });
const result = spawnSync('node', ['dist/apps/funeral/subgraph/apps/funeral/subgraph/src/premium-collection/collect-premiums.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { PATH: process.env.PATH, NODE_ENV: 'development', DATABASE_URL: db.url, INTERNAL_AUTH_SECRET: devSecrets().INTERNAL_AUTH_SECRET, IDENTITY_INTERNAL_URL: identityUrl, SAVINGS_INTERNAL_URL: savingsUrl },
});
await db.stop();
process.exit(result.status ?? 1);

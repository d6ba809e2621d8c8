#!/usr/bin/env node
// npm run bench:savings-collection -- [--savings 25000] [--buckets 4] [--no-build]
// Issue 14 target, on this machine (under flock /tmp/imali-stack.lock, as every stack command):
// a month's collection run for 100 000 buckets (25 000 savings of 4 goals by default) finishes in
// under 60 s, end to end: savings makes the day's collections (one INSERT ... SELECT), sends them
// to identity 1000 at a time over HTTP, identity checks and records them and submits each batch
// to its DebiCheck sandbox, whose results come back by callback (3 s in development) and are
// written a batch at a time, savings reads them 1000 at a time and credits every goal with
// set-based ledger postings. The run is the by-hand script's (npm run savings:collect).
// Without a running system it starts one on its own database (imali_bench, made fresh) and
// stops it afterwards; with one running it uses it (the bench rows stay: the ledger is append-only).
import { execFileSync, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { ensureDatabase, root } from '../db/database.mjs';
import { subgraphs } from '../db/subgraphs.mjs';
import { devSecrets, startSystem } from '../start/system.mjs';
import { arg, running } from './bench-lib.mjs';

const savingsCount = arg('savings', 25_000);
const bucketsPer = arg('buckets', 4);
const TARGET_MS = 60_000;
const identityUrl = `http://127.0.0.1:${subgraphs.find((s) => s.name === 'identity').port}`;

/** The by-hand collection for `date` in its own process; answers its JSON line and the wall time. */
function collect(databaseUrl, date) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('node', ['dist/apps/savings/subgraph/apps/savings/subgraph/src/collect.js', '--date', date, '--wait', '300'], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'development', DATABASE_URL: databaseUrl, INTERNAL_AUTH_SECRET: devSecrets().INTERNAL_AUTH_SECRET, IDENTITY_INTERNAL_URL: identityUrl },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`collect.js failed (${code}): ${err.slice(-2000)}`));
      resolve({ outcome: JSON.parse(out.trim().split('\n').pop()), wallMs: Date.now() - started });
    });
  });
}

let system;
let database = 'imali';
if (!(await running())) {
  console.log('No system running: starting one on its own database, imali_bench (as npm start does)…');
  database = 'imali_bench';
  system = await startSystem({ log: () => undefined, build: !process.argv.includes('--no-build'), database, freshDatabase: true });
} else {
  execFileSync('node', ['tools/build/build-node.mjs', 'apps/savings/subgraph'], { cwd: root });
}
const db = await ensureDatabase({ database, log: () => undefined });
const sql = new pg.Client({ connectionString: db.url });
await sql.connect();
try {
  // A month no one else collects in: each run its own (the ledger keeps earlier runs' rows).
  const year = 2100 + Math.floor(Math.random() * 800);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const date = `${year}-${month}-15`;
  const seedStarted = Date.now();
  await sql.query('begin');
  await sql.query(`create temp table bench_savings on commit drop as
    select gen_random_uuid() as client_id, gen_random_uuid() as debit_order_id, gen_random_uuid() as savings_id, i from generate_series(1, $1::int) i`, [savingsCount]);
  // Identity: an APPROVED DebiCheck debit order each, and the sandbox bank's memory of its mandate
  // (1 in 100 on an account ending 3333: the bank bounces those collections).
  await sql.query(`insert into "identity"."debit_order" (id, client_id, bank_account_id, payment_type, max_amount_cents, pay_day, associated_products, status, bank_request_attempt, bank_reference, created_at, updated_at)
    select debit_order_id, client_id, gen_random_uuid(), 'DEBI_CHECK', 1000000, 15, '[]', 'APPROVED', 1, 'DCB' || upper(substr(md5(debit_order_id::text), 1, 20)), now(), now() from bench_savings`);
  await sql.query(`insert into "identity"."debicheck_sandbox_mandate" (provider_reference, reference, max_amount_cents, pay_day, account_no_last4, status, reason, at)
    select 'DCB' || upper(substr(md5(debit_order_id::text), 1, 20)), debit_order_id || '.1', 1000000, 15, case when i % 100 = 0 then '3333' else '7890' end, 'APPROVED', null, now() from bench_savings`);
  // Savings: pay day 15, and its goals.
  await sql.query(`insert into "savings"."savings" (id, client_id, pay_day, debit_order_id, payment_bank_account_id, created_at, updated_at, version)
    select savings_id, client_id, 15, debit_order_id, gen_random_uuid(), now(), now(), 1 from bench_savings`);
  await sql.query(`insert into "savings"."bucket" (id, client_id, savings_id, name, bucket_type, target_amount_cents, desired_savings_cents, meta_data, created_at, updated_at, version)
    select gen_random_uuid(), s.client_id, s.savings_id, 'Bench goal ' || g, case when g = 1 then 'EMERGENCY' else 'OTHER' end, 1000000, 2500 * g, '[]', now(), now(), 1
    from bench_savings s cross join generate_series(1, $1::int) g`, [bucketsPer]);
  await sql.query('commit');
  const seedMs = Date.now() - seedStarted;
  await sql.query('analyze "savings"."bucket"; analyze "savings"."savings"; analyze "identity"."debit_order"; analyze "identity"."debicheck_sandbox_mandate"');

  const startLoad = loadavg().map((l) => l.toFixed(2)).join(' ');
  const first = await collect(db.url, date);
  const again = await collect(db.url, date);
  const load = loadavg().map((l) => l.toFixed(2)).join(' ');

  const { rows: states } = await sql.query(`select status, count(*)::int as n from "savings"."savings_collection" where collection_date = $1 group by status order by status`, [date]);
  const { rows: [credits] } = await sql.query(
    `select count(*)::int as n, coalesce(sum(amount_cents), 0)::bigint as cents from "savings"."ledger_entry" where kind = 'DEBIT_ORDER_CONTRIBUTION' and collection_id in (select id from "savings"."savings_collection" where collection_date = $1)`,
    [date],
  );
  const buckets = savingsCount * bucketsPer;
  const bounced = Math.floor(savingsCount / 100);
  const expectedCredits = (savingsCount - bounced) * bucketsPer;
  const ok = credits.n === expectedCredits && first.outcome.pending === 0;
  console.log(`\n${new Date().toISOString()}  (2 cores shared by PostgreSQL, identity, savings and whatever else runs; load average ${startLoad} before, ${load} after)`);
  console.log(`seeded ${savingsCount} savings with ${buckets} goals in ${(seedMs / 1000).toFixed(1)} s; collection date ${date}`);
  console.log(`collections: ${states.map((s) => `${s.status} ${s.n}`).join(', ')}; ledger credits ${credits.n} (expected ${expectedCredits}), R ${(Number(credits.cents) / 100).toFixed(2)}`);
  console.log(`first run:  ${(first.wallMs / 1000).toFixed(1)} s wall (process start included), job ${(first.outcome.ms / 1000).toFixed(1)} s: ${JSON.stringify(first.outcome)}`);
  console.log(`second run: ${(again.wallMs / 1000).toFixed(1)} s wall, job ${(again.outcome.ms / 1000).toFixed(1)} s: created ${again.outcome.created}, credited ${again.outcome.credited} (nothing twice)`);
  console.log(`target: ${buckets} buckets in under ${TARGET_MS / 1000} s → ${first.wallMs < TARGET_MS && ok ? 'MET' : 'NOT MET'}`);
  if (!ok) process.exitCode = 1;
} finally {
  await sql.end();
  await db.stop();
  await system?.stop();
}

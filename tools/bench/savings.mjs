#!/usr/bin/env node
// npm run bench:savings -- [--duration 10] [--no-build]
// Issue 14 target, on this machine (under flock /tmp/imali-stack.lock, as every stack command):
//   the savings overview query (the remote's SavingsOverview) through the gateway, 50 concurrent
//   connections, signed in as a client with 20 goals and 5,000 ledger entries: p99 under 50 ms.
//   (autocannon's histogram gives p90 and p97.5, not p95: both are printed.)
// Uses the running system (npm start), or starts one. Signs in as the demo client and, for the
// run only, gives it bench savings (its own savings are set aside and put back afterwards). The
// ledger is append-only: the bench's entries are removed afterwards with triggers off for that one
// statement (session_replication_role = replica, the database owner's switch), nothing else.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { root } from '../db/database.mjs';
import { devSecrets } from '../start/system.mjs';
import { arg, CONNECTIONS, connectDatabase, cpuLine, GRAPHQL_URL as url, JSON_HEADERS as json, loadAverage, loadTest, printTable, signInAsDemo, useRunningSystem } from './bench-lib.mjs';

const duration = arg('duration', 10);
const BUCKETS = 20;
const ENTRIES = 5000;

// The savings remote's overview operation (apps/savings/web/src/pages/savings-overview/savings-overview.graphql).
const OVERVIEW = `query SavingsBenchOverview { myClient { id idNumber income birthDate taxNumber bankAccounts { id bankName accountNo }
  savings { id paymentBankAccountId payDay monthlyContributionsTotal totalSaved
    bucketInfo { id name bucketType description amount targetAmount targetDate payoutDate existingAmount percentageFull status desiredSavings metaData { key value } }
    failedCollections { id amount collectionDate status failureReason } } } }`;
// Goal detail's extra ledger figures for every goal, for comparison (the heaviest read).
const FULL = `query SavingsBenchFull { myClient { id savings { id monthlyContributionsTotal totalSaved
  bucketInfo { id amount totalContributionsAmount totalWithdrawalsAmount pendingWithdrawalsAmount percentageFull status } withdrawals { id amount status } } } }`;
const require = createRequire(import.meta.url);
const SAVINGS_PORT = 4104;
// The savings subgraph's own share: the overview's savings part as the gateway asks for it.
const SAVINGS_PART = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { savings { id paymentBankAccountId payDay monthlyContributionsTotal totalSaved
  bucketInfo { id name bucketType description amount targetAmount targetDate payoutDate existingAmount percentageFull status desiredSavings metaData { key value } }
  failedCollections { id amount collectionDate status failureReason } } } } }`;
const TYPES = ['HOUSE', 'CAR', 'EDUCATION', 'HOLIDAY', 'EMERGENCY', 'YEAR_END', 'RETIREMENT', 'HEALTH', 'FUNERAL', 'OTHER'];

const system = await useRunningSystem();
const secrets = devSecrets();
const sql = await connectDatabase();
let clientId;
let benchSavingsId;
let setAsideTo;
try {
  const session = await signInAsDemo(secrets);
  clientId = session.clientId;
  const asClient = session.headers;

  // The demo client's own savings set aside (savings.client_id is unique) under a placeholder client.
  setAsideTo = randomUUID();
  await sql.query('update "savings"."savings" set client_id = $2 where client_id = $1', [clientId, setAsideTo]);
  benchSavingsId = randomUUID();
  await sql.query('begin');
  await sql.query(`insert into "savings"."savings" (id, client_id, created_at, updated_at, version, pay_day) values ($1, $2, now(), now(), 1, 25)`, [benchSavingsId, clientId]);
  const bucketIds = Array.from({ length: BUCKETS }, () => randomUUID());
  for (const [i, id] of bucketIds.entries()) {
    const type = i === 4 ? 'EMERGENCY' : TYPES[i % TYPES.length] === 'EMERGENCY' ? 'OTHER' : TYPES[i % TYPES.length];
    await sql.query(
      `insert into "savings"."bucket" (id, created_at, updated_at, version, client_id, savings_id, name, bucket_type, target_amount_cents, desired_savings_cents, target_date, meta_data)
       values ($1, now() + ($2 || ' seconds')::interval, now(), 1, $3, $4, $5, $6, $7, $8, current_date + 365, '[]'::jsonb)`,
      [id, i, clientId, benchSavingsId, `Bench goal ${i + 1}`, type, 5_000_000 + i * 100_000, 50_000],
    );
  }
  // 5,000 entries over the 20 goals: contributions, and some withdrawals, transfers and reversals.
  await sql.query(
    `insert into "savings"."ledger_entry" (id, bucket_id, savings_id, client_id, kind, amount_cents, reference, created_at)
     select gen_random_uuid(), (array[${bucketIds.map((_, i) => `$${i + 3}::uuid`).join(', ')}])[1 + (n % ${BUCKETS})], $1::uuid, $2::uuid,
       case when n % 10 = 9 then 'WITHDRAWAL' when n % 10 = 8 then 'TRANSFER_IN' when n % 10 = 7 then 'EFT_CONTRIBUTION' else 'DEBIT_ORDER_CONTRIBUTION' end,
       case when n % 10 = 9 then -10000 else 50000 end,
       'bench:' || $1::text || ':' || n, now() - (n || ' minutes')::interval
     from generate_series(1, ${ENTRIES}) as n`,
    [benchSavingsId, clientId, ...bucketIds],
  );
  await sql.query('commit');
  // As autovacuum leaves a table after inserts (the visibility map lets the sums be index-only scans).
  await sql.query('vacuum analyze "savings"."ledger_entry"');

  const body = JSON.stringify({ query: OVERVIEW });
  const first = await (await fetch(url, { method: 'POST', headers: asClient, body })).json();
  const goals = first.data?.myClient?.savings?.bucketInfo?.length;
  if (first.errors || goals !== BUCKETS) throw new Error(`overview failed: ${JSON.stringify(first.errors ?? first.data)}`);
  const saved = first.data.myClient.savings.totalSaved;
  const responseBytes = JSON.stringify(first).length;
  for (let i = 0; i < 500; i++) await fetch(url, { method: 'POST', headers: asClient, body });
  const startLoad = loadAverage();
  const overview = await loadTest({ headers: asClient, body, duration });
  // One at a time: the time a request takes with no queue in front of it.
  const sequential = await loadTest({ headers: asClient, body, connections: 1, duration: Math.max(3, Math.round(duration / 2)) });
  const full = await loadTest({ headers: asClient, body: JSON.stringify({ query: FULL }), duration });
  // The savings subgraph alone (no gateway, no identity): signed as the gateway signs, one header per request.
  const { signIdentity } = require(join(root, 'dist/apps/savings/subgraph/libs/shared/nest/src/internal-auth.js'));
  const caller = { userId: randomUUID(), clientId, sessionId: randomUUID(), verification: { registered: true, acceptedTerms: true, otpVerified: true } };
  const partBody = JSON.stringify({ query: SAVINGS_PART, variables: { r: [{ __typename: 'Client', id: clientId }] } });
  const partHeaders = () => ({ ...json, 'x-imali-identity': signIdentity(caller, secrets.INTERNAL_AUTH_SECRET, { audience: 'savings', method: 'POST', path: '/graphql', body: partBody }) });
  const partUrl = `http://127.0.0.1:${SAVINGS_PORT}/graphql`;
  const partCheck = await (await fetch(partUrl, { method: 'POST', headers: partHeaders(), body: partBody })).json();
  const partOk = partCheck.data?._entities?.[0]?.savings?.bucketInfo?.length === BUCKETS;
  const savingsOnly = partOk ? await loadTest({ url: partUrl, body: partBody, duration, requests: [{ setupRequest: (request) => ({ ...request, headers: partHeaders() }) }] }) : null;
  if (!partOk) console.log(`(savings subgraph alone not measured: ${JSON.stringify(partCheck.errors ?? partCheck).slice(0, 300)})`);
  const identityOnly = await loadTest({ headers: asClient, body: JSON.stringify({ query: 'query SavingsBenchIdentityOnly { myClient { id idNumber income birthDate taxNumber bankAccounts { id bankName accountNo } } }' }), duration });

  const row = (what, r) => [what, Math.round(r.requests.average), r.latency.p50, r.latency.p90, r.latency.p97_5, r.latency.p99, r.errors + r.non2xx];
  const load = loadAverage();
  console.log(`\n${new Date().toISOString()}  (2 cores; load generator, PostgreSQL and all services share them; load average ${startLoad} before the runs, ${load} after)`);
  printTable(
    [
      { title: `measurement (${CONNECTIONS} connections, ${duration} s each, unless said)`, width: 78, left: true },
      { title: 'req/s', width: 6 },
      { title: 'p50 ms', width: 6 },
      { title: 'p90 ms', width: 6 },
      { title: 'p97.5 ms', width: 7 },
      { title: 'p99 ms', width: 6 },
      { title: 'errors', width: 6 },
    ],
    [
      row(`SavingsOverview via gateway: ${BUCKETS} goals, ${ENTRIES} ledger entries, R ${saved}, ${(responseBytes / 1024).toFixed(1)} KB (target p99 < 50 ms)`, overview),
      row('the same overview, one connection (no queue)', sequential),
      row('every goal with its ledger totals and the withdrawals, same path', full),
      ...(savingsOnly ? [row('the savings subgraph alone: its part of the overview (_entities), signed as the gateway signs', savingsOnly)] : []),
      row('floor: the same myClient fields from identity alone, same session', identityOnly),
    ],
  );
  console.log('\nCPU ms per request, by process (the same runs, in the same order):');
  for (const [what, r] of [['overview', overview], ['one connection', sequential], ['every goal in full', full], ...(savingsOnly ? [['savings alone', savingsOnly]] : []), ['identity alone', identityOnly]]) console.log(`- ${what}: ${cpuLine(r)}`);
} finally {
  if (benchSavingsId) {
    // The bench's own rows only; the ledger's append-only trigger is off for these statements alone.
    await sql.query('rollback').catch(() => undefined);
    await sql.query('begin');
    await sql.query('set local session_replication_role = replica');
    await sql.query('delete from "savings"."ledger_entry" where savings_id = $1', [benchSavingsId]);
    await sql.query('commit');
    await sql.query('delete from "savings"."bucket" where savings_id = $1', [benchSavingsId]);
    await sql.query('delete from "savings"."savings" where id = $1', [benchSavingsId]);
  }
  if (setAsideTo) await sql.query('update "savings"."savings" set client_id = $2 where client_id = $1', [setAsideTo, clientId]).catch(() => undefined);
  await sql.end();
  await system?.stop();
}

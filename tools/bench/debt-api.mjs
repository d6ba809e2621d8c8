#!/usr/bin/env node
// npm run bench:debt -- [--duration 10] [--runs 2000] [--no-build]
// Issue 13 targets, on this machine (under flock /tmp/imali-stack.lock, as every stack command):
//   (a) Client.debtBreakdown through the gateway, 50 concurrent connections, signed in as a client
//       whose stored record is the sandbox's "many debts" record: p99 under 50 ms
//   (b) getSnowballProjection for 20 obligations over 120 months: p99 under 20 ms, the domain
//       function timed in-process over --runs runs, and the query through the gateway
// Uses the running system (npm start), or starts one. Signs in as the demo client and, for the
// run only, links a bench record to it (its own rows are set aside and put back afterwards).
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureDatabase, root } from '../db/database.mjs';
import { devSecrets, startSystem, GATEWAY_PORT } from '../start/system.mjs';

const require = createRequire(import.meta.url);
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 10);
const runs = Math.max(1000, arg('runs', 2000));
const url = `http://127.0.0.1:${GATEWAY_PORT}/graphql`;
const json = { 'content-type': 'application/json' };

async function running() {
  try {
    return (await fetch(`http://127.0.0.1:${GATEWAY_PORT}/ready`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const BREAKDOWN = `query DebtBenchBreakdown { myClient { id debtBreakdown {
  id recordDate finalPaymentDate allDebt housingDebt vehicleDebt normalDebt creditCardDebt compuScore affordability estimatedIncome incomeIsEstimated
  maximumDebtReviewTerm hasDebtCounselling hasJudgements
  debtPaymentProjection { date payment }
  withDCPaymentProjection { payment interestSaved payments { date payment } }
  budget { description amount }
  obligations { id creditorName category currentBalance installment rate }
} } }`;
const CARDS = 'query DebtBenchCards { myClient { id debtBreakdown { id allDebt housingDebt vehicleDebt normalDebt creditCardDebt compuScore affordability finalPaymentDate } } }';
const SNOWBALL = 'query DebtBenchSnowball($amount: Float!, $withDC: Boolean!) { getSnowballProjection(amount: $amount, withDC: $withDC) { payment interestSaved payments { date payment } } }';

/** 20 obligations (every category) that the normal projection pays off in 120 months. */
function twentyObligations() {
  const letters = ['H', 'B', 'Y', 'Y', 'C', 'C', 'R', 'R', 'R', 'P', 'P', 'P', 'P', 'E', 'E', 'M', 'M', 'P', 'C', 'Y'];
  return letters.map((letter, i) => {
    const months = 24 + Math.round((i * 96) / 19); // 24 .. 120
    const rate = 10 + (i % 7) * 2.5;
    const balance = 1_000_000 + i * 750_000; // cents
    const r = rate / 1200;
    const instalment = Math.ceil((balance * r) / (1 - (1 + r) ** -months));
    return {
      externalId: `bench-${i + 1}`,
      creditorName: `Bench Creditor ${i + 1}`,
      description: `Bench account ${i + 1}`,
      loanType: 'PERSONAL_LOAN',
      accountType: letter,
      reference: `******${String(1000 + i)}`,
      inceptionDate: '2023-01-15',
      balanceDate: '2026-10-31',
      originalBalanceCents: balance,
      currentBalanceCents: balance,
      instalmentCents: instalment,
      interestRate: rate,
      remainingTerm: months,
      statusCode: null,
      creditLifeInsurance: false,
      insuranceAmountCents: 0,
    };
  });
}

let system;
if (!(await running())) {
  console.log('No system running: starting one (as npm start does)…');
  system = await startSystem({ log: () => undefined, build: !process.argv.includes('--no-build') });
}
const secrets = devSecrets();
const db = await ensureDatabase({ database: 'imali', log: () => undefined });
const sql = new pg.Client({ connectionString: db.url });
await sql.connect();
let benchRowId;
let setAside = [];
let clientId;
try {
  // The built debt subgraph's own code: the PII cipher, the sandbox bureau and the domain maths.
  const built = (path) => require(join(root, 'dist/apps/debt/subgraph', path));
  const { PiiCipher } = built('libs/shared/nest/src/pii-cipher.js');
  const { SandboxCreditBureauProvider, SANDBOX_ID_NUMBERS } = built('libs/integrations/credit-bureau/src/index.js');
  const domain = built('libs/debt/domain/src/index.js');

  const signIn = await fetch(url, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ query: 'mutation($i: SignInInput!) { signIn(input: $i) { user { id clientId } } }', variables: { i: { username: 'demo@imali.local', password: secrets.DEMO_PASSWORD } } }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  const signedIn = await signIn.json();
  clientId = signedIn.data?.signIn?.user?.clientId;
  if (!cookie || !clientId) throw new Error('could not sign in as the demo client (is this the database npm start seeded?)');
  const asClient = { ...json, cookie };

  // The demo client's own debt rows set aside; a bench row (a subject no ID number hashes to) linked instead.
  setAside = (await sql.query('update "debt"."credit_record" set client_id = null where client_id = $1 returning id', [clientId])).rows.map((r) => r.id);
  const cipher = new PiiCipher(secrets.PII_ENCRYPTION_KEY);
  const manyDebts = await new SandboxCreditBureauProvider({ latencyMs: 0 }).creditRecord(SANDBOX_ID_NUMBERS.manyDebts);
  benchRowId = (
    await sql.query(
      `insert into "debt"."credit_record" (id, created_at, updated_at, version, subject_hash, id_number_encrypted, record, record_date, fetched_at, client_id)
       values (gen_random_uuid(), now(), now(), 1, $1, $2, $3::jsonb, $4, now(), $5) returning id`,
      [`bench${randomBytes(30).toString('hex')}`.slice(0, 64), cipher.encrypt(SANDBOX_ID_NUMBERS.manyDebts), JSON.stringify(manyDebts), manyDebts.recordDate, clientId],
    )
  ).rows[0].id;

  // (a) the dashboard's breakdown query, signed in, the stored many-debts record.
  const breakdownBody = JSON.stringify({ query: BREAKDOWN });
  const first = await (await fetch(url, { method: 'POST', headers: asClient, body: breakdownBody })).json();
  if (first.errors || !first.data?.myClient?.debtBreakdown) throw new Error(`debtBreakdown failed: ${JSON.stringify(first.errors ?? first.data)}`);
  const obligations = first.data.myClient.debtBreakdown.obligations.length;
  const months = first.data.myClient.debtBreakdown.debtPaymentProjection.length;
  const responseBytes = JSON.stringify(first).length;
  // Warm-up (JIT, pools): a freshly started system is slow for its first seconds.
  for (let i = 0; i < 500; i++) await fetch(url, { method: 'POST', headers: asClient, body: breakdownBody });
  const startLoad = loadavg().map((l) => l.toFixed(2)).join(' ');
  const breakdown = await autocannon({ url, method: 'POST', headers: asClient, body: breakdownBody, connections: 50, duration });
  // For comparison: the same path with only the summary cards' fields (no projections, 0.3 KB).
  const cards = await autocannon({ url, method: 'POST', headers: asClient, body: JSON.stringify({ query: CARDS }), connections: 50, duration });
  // And the floor: a signed-in myClient answered by identity alone (session, gateway, one subgraph).
  const identityOnly = await autocannon({ url, method: 'POST', headers: asClient, body: JSON.stringify({ query: 'query DebtBenchIdentityOnly { myClient { id firstNames income } }' }), connections: 50, duration });

  // (b) snowball, 20 obligations over 120 months: in-process ...
  const twenty = twentyObligations();
  const domainObligations = twenty.map((o) => ({ id: o.externalId, accountType: o.accountType, currentBalance: o.currentBalanceCents, installment: o.instalmentCents, rate: o.interestRate }));
  const today = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);
  const normalMonths = domain.debtPaymentProjection(domainObligations, today).payments.length;
  for (let i = 0; i < 100; i++) domain.snowballProjection(domainObligations, 50_000, i % 2 === 0, today);
  const inProcess = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    domain.snowballProjection(domainObligations, 50_000 + (i % 100) * 100, i % 2 === 0, today);
    inProcess.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  inProcess.sort((a, b) => a - b);
  // ... and through the gateway, the same 20 obligations as the client's stored record.
  await sql.query('update "debt"."credit_record" set record = $1::jsonb, fetched_at = now() where id = $2', [JSON.stringify({ ...manyDebts, obligations: twenty }), benchRowId]);
  let n = 0;
  const snowballBody = () => {
    n += 1;
    return JSON.stringify({ query: SNOWBALL, variables: { amount: 150 + (n % 9850), withDC: n % 2 === 0 } });
  };
  const check = await (await fetch(url, { method: 'POST', headers: asClient, body: snowballBody() })).json();
  if (check.errors || !check.data?.getSnowballProjection) throw new Error(`getSnowballProjection failed: ${JSON.stringify(check.errors ?? check.data)}`);
  for (let i = 0; i < 100; i++) await fetch(url, { method: 'POST', headers: asClient, body: snowballBody() });
  const snowball = await autocannon({ url, method: 'POST', headers: asClient, connections: 50, duration, requests: [{ setupRequest: (request) => ({ ...request, body: snowballBody() }) }] });

  const row = (what, rps, p50, p99, errors, target) => `| ${what.padEnd(74)} | ${String(rps).padStart(7)} | ${String(p50).padStart(8)} | ${String(p99).padStart(8)} | ${String(errors).padStart(6)} | ${target.padEnd(14)} |`;
  const load = loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`\n${new Date().toISOString()}  (2 cores; load generator, PostgreSQL and all services share them; load average (1, 5, 15 min) ${startLoad} before the runs, ${load} after)`);
  console.log(row('measurement', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'target'));
  console.log(row('', '', '', '', '', '').replace(/ /g, '-'));
  console.log(row(`(a) debtBreakdown via gateway, 50 conn, ${duration} s, ${obligations} obligations, ${months} months, ${(responseBytes / 1024).toFixed(1)} KB`, Math.round(breakdown.requests.average), breakdown.latency.p50, breakdown.latency.p99, breakdown.errors + breakdown.non2xx, 'p99 < 50 ms'));
  console.log(row(`(a) for comparison: the cards' fields only (no projections), same path`, Math.round(cards.requests.average), cards.latency.p50, cards.latency.p99, cards.errors + cards.non2xx, '-'));
  console.log(row(`(a) floor: myClient { id firstNames income } from identity alone, same session`, Math.round(identityOnly.requests.average), identityOnly.latency.p50, identityOnly.latency.p99, identityOnly.errors + identityOnly.non2xx, '-'));
  console.log(row(`(b) snowballProjection in-process, 20 obligations, ${normalMonths} months, ${runs} runs`, '-', percentile(inProcess, 50).toFixed(2), percentile(inProcess, 99).toFixed(2), 0, 'p99 < 20 ms'));
  console.log(row(`(b) getSnowballProjection via gateway, 50 conn, ${duration} s, 20 obligations (amount varies)`, Math.round(snowball.requests.average), snowball.latency.p50, snowball.latency.p99, snowball.errors + snowball.non2xx, 'p99 < 20 ms'));
} finally {
  if (benchRowId) await sql.query('delete from "debt"."credit_record" where id = $1', [benchRowId]).catch(() => undefined);
  if (setAside.length > 0) await sql.query('update "debt"."credit_record" set client_id = $2 where id = any($1::uuid[])', [setAside, clientId]).catch(() => undefined);
  await sql.end();
  await system?.stop();
}

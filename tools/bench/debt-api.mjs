#!/usr/bin/env node
// npm run bench:debt -- [--duration 10] [--runs 2000] [--no-build]
// Issue 13 targets, on this machine (under flock /tmp/imali-stack.lock, as every stack command):
//   (a) Client.debtBreakdown through the gateway, 50 concurrent connections, signed in as a client
//       whose stored record is the sandbox's "many debts" record: p99 under 50 ms
//   (b) getSnowballProjection for 20 obligations over 120 months: p99 under 20 ms, the domain
//       function timed in-process over --runs runs, and the query through the gateway
// Uses the running system (npm start), or starts one. Signs in as the demo client and, for the
// run only, links a bench record to it (its own rows are set aside and put back afterwards).
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { root } from '../db/database.mjs';
import { devSecrets } from '../start/system.mjs';
import { arg, CONNECTIONS, connectDatabase, cpuLine, GRAPHQL_URL as url, loadAverage, loadTest, percentile, printTable, signInAsDemo, useRunningSystem } from './bench-lib.mjs';

const require = createRequire(import.meta.url);
const duration = arg('duration', 10);
const runs = Math.max(1000, arg('runs', 2000));

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

const system = await useRunningSystem();
const secrets = devSecrets();
const sql = await connectDatabase();
let benchRowId;
let setAside = [];
let clientId;
try {
  // The built debt subgraph's own code: the PII cipher, the sandbox bureau and the domain maths.
  const built = (path) => require(join(root, 'dist/apps/debt/subgraph', path));
  const { PiiCipher } = built('libs/shared/nest/src/pii-cipher.js');
  const { SandboxCreditBureauProvider, SANDBOX_ID_NUMBERS } = built('libs/integrations/credit-bureau/src/index.js');
  const domain = built('libs/debt/domain/src/index.js');

  const session = await signInAsDemo(secrets);
  clientId = session.clientId;
  const asClient = session.headers;

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
  const startLoad = loadAverage();
  const breakdown = await loadTest({ headers: asClient, body: breakdownBody, duration });
  // For comparison: the same path with only the summary cards' fields (no projections, 0.3 KB).
  const cards = await loadTest({ headers: asClient, body: JSON.stringify({ query: CARDS }), duration });
  // And the floor: a signed-in myClient answered by identity alone (session, gateway, one subgraph).
  const identityOnly = await loadTest({ headers: asClient, body: JSON.stringify({ query: 'query DebtBenchIdentityOnly { myClient { id firstNames income } }' }), duration });

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
  const snowball = await loadTest({ headers: asClient, duration, requests: [{ setupRequest: (request) => ({ ...request, body: snowballBody() }) }] });

  const load = loadAverage();
  const measured = (what, r, target) => [what, Math.round(r.requests.average), r.latency.p50, r.latency.p99, r.errors + r.non2xx, target];
  console.log(`\n${new Date().toISOString()}  (2 cores; load generator, PostgreSQL and all services share them; load average (1, 5, 15 min) ${startLoad} before the runs, ${load} after)`);
  printTable(
    [
      { title: 'measurement', width: 74, left: true },
      { title: 'req/s', width: 7 },
      { title: 'p50 ms', width: 8 },
      { title: 'p99 ms', width: 8 },
      { title: 'errors', width: 6 },
      { title: 'target', width: 14, left: true },
    ],
    [
      measured(`(a) debtBreakdown via gateway, ${CONNECTIONS} conn, ${duration} s, ${obligations} obligations, ${months} months, ${(responseBytes / 1024).toFixed(1)} KB`, breakdown, 'p99 < 50 ms'),
      measured(`(a) for comparison: the cards' fields only (no projections), same path`, cards, '-'),
      measured(`(a) floor: myClient { id firstNames income } from identity alone, same session`, identityOnly, '-'),
      [`(b) snowballProjection in-process, 20 obligations, ${normalMonths} months, ${runs} runs`, '-', percentile(inProcess, 50).toFixed(2), percentile(inProcess, 99).toFixed(2), 0, 'p99 < 20 ms'],
      measured(`(b) getSnowballProjection via gateway, ${CONNECTIONS} conn, ${duration} s, 20 obligations (amount varies)`, snowball, 'p99 < 20 ms'),
    ],
  );
  console.log('\nCPU ms per request, by process (the same runs):');
  for (const [what, r] of [['(a) debtBreakdown', breakdown], ['(a) cards', cards], ['(a) floor', identityOnly], ['(b) getSnowballProjection', snowball]]) console.log(`- ${what}: ${cpuLine(r)}`);
} finally {
  if (benchRowId) await sql.query('delete from "debt"."credit_record" where id = $1', [benchRowId]).catch(() => undefined);
  if (setAside.length > 0) await sql.query('update "debt"."credit_record" set client_id = $2 where id = any($1::uuid[])', [setAside, clientId]).catch(() => undefined);
  await sql.end();
  await system?.stop();
}

#!/usr/bin/env node
// npm run bench:vault -- [--duration 10] [--uploads 10] [--pdfs 20] [--no-build]
// Issue 15 targets, on this machine (under flock /tmp/imali-stack.lock, as every stack command):
//   (a) a 5 MB upload stored (POST /files through the gateway) and its record created
//       (createClientDocument): under 500 ms each
//   (b) the document list (myClient.documents) through the gateway, 50 concurrent: p99 under 50 ms
//   (c) a funeral policy schedule PDF (GET /files/pdf/funeral/{id}/schedule): under 300 ms; each run
//       changes the policy's premium, so each answer is a newly rendered and stored version
// Uses the running system (npm start), or starts one. Signs in as the demo client; for the run only,
// gives it a bench funeral policy; everything the bench made is deleted afterwards.
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../db/database.mjs';
import { devSecrets } from '../start/system.mjs';
import { arg, CONNECTIONS, connectDatabase, cpuLine, GATEWAY as base, GRAPHQL_URL as url, loadAverage, loadTest, percentile, printTable, signInAsDemo, useRunningSystem } from './bench-lib.mjs';

const duration = arg('duration', 10);
const uploads = Math.max(3, arg('uploads', 10));
const pdfs = Math.max(5, arg('pdfs', 20));
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50).toFixed(0), p99: percentile(sorted, 99).toFixed(0), max: sorted[sorted.length - 1].toFixed(0) };
};

const CREATE = 'mutation VaultBenchCreate($input: CreateClientDocumentInput!) { createClientDocument(input: $input) { id } }';
const LIST = 'query VaultBenchDocuments { myClient { id documents { id type name source createdAt documentVersion file { id name contentType size url } } } }';

const system = await useRunningSystem();
const secrets = devSecrets();
const sql = await connectDatabase();
const documentIds = [];
const policyId = randomUUID();
let clientId;
try {
  const session = await signInAsDemo(secrets);
  clientId = session.clientId;
  const { cookie, headers: asClient } = session;
  const gql = async (query, variables) => {
    const answer = await (await fetch(url, { method: 'POST', headers: asClient, body: JSON.stringify({ query, variables }) })).json();
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };

  // (a) 5 MB PDFs (different bytes each time), uploaded and recorded, one after another.
  const uploadTimes = [];
  const storeTimes = [];
  for (let i = 0; i < uploads + 1; i++) {
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n%bench\n'), randomBytes(5_000_000 - 16)]);
    const t = performance.now();
    const response = await fetch(`${base}/files`, { method: 'POST', headers: { 'content-type': 'application/pdf', 'x-file-name': `bench-${i}.pdf`, cookie }, body });
    const stored = performance.now();
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    const { id: fileId } = await response.json();
    const { createClientDocument } = await gql(CREATE, { input: { type: 'OTHER', name: `Bench document ${i}`, fileId } });
    documentIds.push(createClientDocument.id);
    // The first is a warm-up (connections, JIT).
    if (i > 0) {
      uploadTimes.push(performance.now() - t);
      storeTimes.push(stored - t);
    }
  }

  // (b) the vault's document list, 50 concurrent.
  const listBody = JSON.stringify({ query: LIST });
  const first = await (await fetch(url, { method: 'POST', headers: asClient, body: listBody })).json();
  if (first.errors) throw new Error(`documents failed: ${JSON.stringify(first.errors)}`);
  const listed = first.data.myClient.documents.length;
  for (let i = 0; i < 300; i++) await fetch(url, { method: 'POST', headers: asClient, body: listBody });
  const startLoad = loadAverage();
  const list = await loadTest({ headers: asClient, body: listBody, duration });
  // The floor for comparison: a signed-in myClient answered by identity alone (session, gateway, one subgraph).
  const floorBody = JSON.stringify({ query: 'query VaultBenchFloor { myClient { id firstNames } }' });
  // An answer with errors is still HTTP 200: check one first (a demo client whose ID number was
  // encrypted under another checkout's key answers INTERNAL_SERVER_ERROR, and measures that).
  const floorAnswer = await (await fetch(url, { method: 'POST', headers: asClient, body: floorBody })).json();
  if (floorAnswer.errors || !floorAnswer.data?.myClient?.firstNames) throw new Error(`the floor query failed: ${JSON.stringify(floorAnswer.errors ?? floorAnswer)}`);
  const floor = await loadTest({ headers: asClient, body: floorBody, duration });

  // (c) a schedule PDF for a bench policy of the demo client, its premium changed before each request.
  const policyNumber = `IMF-BENCH-${randomBytes(3).toString('hex').toUpperCase()}`;
  await sql.query(
    `insert into "funeral"."funeral_policy" (id, client_id, policy_number, product_type, state, cover_amount, current_premium_total, policy_type, payment_due_day, payment_method, created_at, updated_at, version)
     values ($1, $2, $3, 'FUNERAL', 'ACTIVE', 30000, 150, 'COUPLE', 25, 'DEBI_CHECK', now(), now(), 1)`,
    [policyId, clientId, policyNumber],
  );
  for (const [type, first, premium] of [['POLICY_HOLDER', 'Bench', 90], ['SPOUSE', 'Partner', 60]]) {
    await sql.query(
      `insert into "funeral"."policy_member" (id, policy_id, member_type, first_names, surname, cover_amount, premium, state, created_at, updated_at, version)
       values (gen_random_uuid(), $1, $2, $3, 'Client', 30000, $4, 'COVERED', now(), now(), 1)`,
      [policyId, type, first, premium],
    );
  }
  const pdfUrl = `${base}/files/pdf/funeral/${policyId}/schedule`;
  const fresh = [];
  let bytes = 0;
  for (let i = 0; i < pdfs + 1; i++) {
    await sql.query('update "funeral"."funeral_policy" set current_premium_total = $2 where id = $1', [policyId, 150 + i]);
    const t = performance.now();
    const response = await fetch(pdfUrl, { headers: { cookie } });
    const pdf = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || !pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error(`schedule answered ${response.status}: ${pdf.toString().slice(0, 200)}`);
    if (i > 0) fresh.push(performance.now() - t);
    bytes = pdf.length;
    documentIds.push(response.headers.get('x-document-id'));
  }
  const stored = [];
  for (let i = 0; i < pdfs; i++) {
    const t = performance.now();
    await (await fetch(pdfUrl, { headers: { cookie } })).arrayBuffer();
    stored.push(performance.now() - t);
  }

  const load = loadAverage();
  const up = summary(uploadTimes);
  const st = summary(storeTimes);
  const pf = summary(fresh);
  const ps = summary(stored);
  console.log(`\n${new Date().toISOString()}  (2 cores shared by the load generator, PostgreSQL and every service; load average (1, 5, 15 min) ${startLoad} before the list run, ${load} after)`);
  printTable(
    [
      { title: 'measurement', width: 78, left: true },
      { title: 'p50 ms', width: 8 },
      { title: 'p99 ms', width: 8 },
      { title: 'max ms', width: 8 },
      { title: 'target', width: 13, left: true },
    ],
    [
      [`(a) 5 MB PDF: POST /files + createClientDocument, ${uploads} runs`, up.p50, up.p99, up.max, 'each < 500 ms'],
      [`(a) of which POST /files alone (gateway -> vault -> file store)`, st.p50, st.p99, st.max, '-'],
      [`(b) myClient.documents via gateway, ${CONNECTIONS} conn, ${duration} s, ${listed} documents, ${Math.round(list.requests.average)} req/s, ${list.errors + list.non2xx} errors`, list.latency.p50, list.latency.p99, list.latency.max, 'p99 < 50 ms'],
      [`(b) floor: myClient { id firstNames } from identity alone, same session, ${Math.round(floor.requests.average)} req/s`, floor.latency.p50, floor.latency.p99, floor.latency.max, '-'],
      [`(c) schedule PDF, new version each time (render + store + record), ${pdfs} runs, ${(bytes / 1024).toFixed(1)} KB`, pf.p50, pf.p99, pf.max, '< 300 ms'],
      [`(c) schedule PDF, data unchanged (the stored version served), ${pdfs} runs`, ps.p50, ps.p99, ps.max, '< 300 ms'],
    ],
  );
  console.log(`\nCPU ms per request, by process: (b) list: ${cpuLine(list)}\n(b) floor: ${cpuLine(floor)}`);
} finally {
  // Everything the bench made goes: its documents, their files (and bytes kept in PostgreSQL), the policy.
  // With those an earlier run left when it was stopped before this step (same client, same names).
  const left = clientId
    ? (await sql.query(`select id from "vault"."client_document" where client_id = $1 and type = 'OTHER' and name like 'Bench document %'`, [clientId]).catch(() => ({ rows: [] }))).rows.map((r) => r.id)
    : [];
  const ids = [...new Set([...documentIds.filter(Boolean), ...left])];
  if (ids.length > 0) {
    const files = (await sql.query('delete from "vault"."client_document" where id = any($1::uuid[]) returning file_id', [ids]).catch(() => ({ rows: [] }))).rows.map((r) => r.file_id).filter(Boolean);
    const keys = (await sql.query('delete from "vault"."stored_file" where id = any($1::uuid[]) returning storage, storage_key', [files]).catch(() => ({ rows: [] }))).rows;
    await sql.query('delete from "vault"."file_object" where key = any($1::text[])', [keys.filter((k) => k.storage === 'postgres').map((k) => k.storage_key)]).catch(() => undefined);
    // Development's disk store (FILES_DIRECTORY, default .data/files: <first two characters>/<key>).
    const directory = join(root, process.env.FILES_DIRECTORY ?? '.data/files');
    for (const { storage, storage_key: key } of keys) {
      if (storage !== 'disk' || !/^[A-Za-z0-9._-]+$/.test(key)) continue;
      rmSync(join(directory, key.slice(0, 2), key), { force: true });
      rmSync(join(directory, key.slice(0, 2), `${key}.type`), { force: true });
    }
    if (keys.some((k) => k.storage === 's3')) console.log('(bench files in S3 keep their bytes: their records are gone)');
  }
  await sql.query('delete from "funeral"."policy_member" where policy_id = $1', [policyId]).catch(() => undefined);
  await sql.query('delete from "funeral"."funeral_policy" where id = $1', [policyId]).catch(() => undefined);
  await sql.end();
  await system?.stop();
}

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { CallerIdentity } from '@imali/shared/nest';
import { clientIdentity, signedFor, startTestSubgraph, testDatabaseUrl, type TestSubgraph } from '@imali/shared/testing';
import { VAULT_UNRECORDED_UPLOAD_LIMIT, VAULT_UNRECORDED_UPLOAD_MESSAGE, VAULT_UNRECORDED_UPLOAD_WINDOW_MS } from '@imali/vault/domain';
import { definition } from '../subgraph.definition';
import { ClientDocumentEntity } from '../client-document/client-document.entity';
import { StoredFileEntity } from './stored-file.entity';

// docs/decisions/vault-unrecorded-upload-limit.md: at most VAULT_UNRECORDED_UPLOAD_LIMIT uploads in 24
// hours that no document records, per client, held under the client's upload lock.
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(randomUUID())]);
const refusal = { error: { code: 'UPLOAD_LIMIT', message: VAULT_UNRECORDED_UPLOAD_MESSAGE } };

describe('vault: uploads not recorded as documents are bounded per client', () => {
  let vault: TestSubgraph;
  beforeAll(async () => {
    vault = await startTestSubgraph(definition);
  }, 60_000);
  afterAll(() => vault?.close());

  const upload = (identity: CallerIdentity, body: Buffer = pdf()) =>
    vault.fetch('/internal/files', { method: 'POST', headers: { 'content-type': 'application/pdf', ...signedFor('vault', identity, 'POST', '/internal/files', body) }, body });
  /** `count` unrecorded files of the client's, uploaded `ago` ms back (rows only: their bytes are not read). */
  const fill = async (clientId: string, count: number, ago = 0) => {
    const em = vault.em();
    const files = Array.from({ length: count }, (_, n) =>
      em.create(StoredFileEntity, { clientId, name: `f${n}.pdf`, contentType: 'application/pdf', size: 10, sha256: randomUUID().replace(/-/g, ''), storage: 'postgres', storageKey: randomUUID(), createdAt: new Date(Date.now() - ago) }),
    );
    await em.flush();
    return files;
  };
  const filesOf = (clientId: string) => vault.em().count(StoredFileEntity, { clientId });
  const orphanBytes = async () =>
    Number((await vault.em().execute<{ n: string }[]>('select count(*) as n from vault.file_object o where not exists (select 1 from vault.stored_file f where f.storage_key = o.key)'))[0]?.n);

  it('takes uploads up to the limit, then refuses with the message (JSON the upload page shows) and stores nothing', async () => {
    const owner = clientIdentity();
    await fill(owner.clientId!, VAULT_UNRECORDED_UPLOAD_LIMIT - 1);
    const last = await upload(owner);
    expect(last.status).toBe(201);
    const orphansBefore = await orphanBytes();
    const over = await upload(owner);
    expect(over.status).toBe(429);
    expect(over.headers.get('content-type')).toContain('application/json');
    expect(await over.json()).toEqual(refusal);
    expect(await filesOf(owner.clientId!)).toBe(VAULT_UNRECORDED_UPLOAD_LIMIT);
    expect(await orphanBytes()).toBe(orphansBefore);
    // Another client is not affected.
    expect((await upload(clientIdentity())).status).toBe(201);
  });

  it('counts neither files recorded as documents nor uploads older than 24 hours; the same bytes again answer the file held', async () => {
    const owner = clientIdentity();
    const clientId = owner.clientId!;
    await fill(clientId, 5, VAULT_UNRECORDED_UPLOAD_WINDOW_MS + 60_000);
    const recent = await fill(clientId, VAULT_UNRECORDED_UPLOAD_LIMIT - 1);
    const bytes = pdf();
    const last = await upload(owner, bytes);
    expect(last.status).toBe(201);
    const { id } = (await last.json()) as { id: string };
    expect((await upload(owner)).status).toBe(429);
    // A retry of the same bytes needs no new place.
    const again = await upload(owner, bytes);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    // Recording one as a document frees its place.
    const em = vault.em();
    em.create(ClientDocumentEntity, { clientId, type: 'PAYSLIP', name: 'Payslip', fileId: recent[0]!.id });
    await em.flush();
    expect((await upload(owner)).status).toBe(201);
    expect((await upload(owner)).status).toBe(429);
  });

  it('lets only the places left be taken by uploads at the same moment; refused bytes are not kept', async () => {
    const owner = clientIdentity();
    await fill(owner.clientId!, VAULT_UNRECORDED_UPLOAD_LIMIT - 3);
    const orphansBefore = await orphanBytes();
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(owner)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    for (const refused of answers.filter((answer) => answer.status === 429)) expect(await refused.json()).toEqual(refusal);
    expect(await filesOf(owner.clientId!)).toBe(VAULT_UNRECORDED_UPLOAD_LIMIT);
    expect(await orphanBytes()).toBe(orphansBefore);
  });

  it('holds the count under the client’s upload lock: uploads that all reach the count together still take only the places left', async () => {
    // The race made certain: from its own connection the test locks vault.client_document (which the
    // count reads), so every upload's transaction stops at the count, until as many are waiting as
    // the subgraph's pool lets through (the test subgraph's 4). With the advisory lock one waits at
    // the count and the others at the lock, and they then count one after another; without it all
    // four count 27 at once when the table is let go and all four are kept.
    const owner = clientIdentity();
    await fill(owner.clientId!, VAULT_UNRECORDED_UPLOAD_LIMIT - 3);
    const orphansBefore = await orphanBytes();
    const blocker = new pg.Client({ connectionString: testDatabaseUrl() });
    await blocker.connect();
    let answers: Response[];
    try {
      await blocker.query('begin');
      await blocker.query('lock table "vault"."client_document" in access exclusive mode');
      const pending = Promise.all(Array.from({ length: 10 }, () => upload(owner)));
      const waiting = async () =>
        Number(
          (
            await blocker.query<{ n: string }>(
              `select count(*) as n from pg_locks where not granted and (locktype = 'advisory' or relation = '"vault"."client_document"'::regclass)`,
            )
          ).rows[0]?.n,
        );
      const deadline = Date.now() + 20_000;
      while ((await waiting()) < 4) {
        if (Date.now() > deadline) throw new Error('the uploads never reached the count');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await blocker.query('commit');
      answers = await pending;
    } finally {
      await blocker.end();
    }
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    expect(await filesOf(owner.clientId!)).toBe(VAULT_UNRECORDED_UPLOAD_LIMIT);
    expect(await orphanBytes()).toBe(orphansBefore);
  }, 30_000);
});

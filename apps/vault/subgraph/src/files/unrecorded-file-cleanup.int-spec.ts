import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import S3rver from 's3rver';
import { LocalDiskFileStore, PostgresFileStore, S3FileStore } from '@imali/integrations/files';
import { clientIdentity, signedFor, startTestSubgraph, testDatabaseUrl, type TestSubgraph } from '@imali/shared/testing';
import type { CallerIdentity } from '@imali/shared/nest';
import { definition } from '../subgraph.definition';
import { ClientDocumentEntity } from '../client-document/client-document.entity';
import { FileService, REMOVE_UNRECORDED_BEFORE_SQL } from './file.service';
import { StoredFileEntity } from './stored-file.entity';
import { UnrecordedFileCleanup } from './unrecorded-file-cleanup.service';

// docs/decisions/vault-unrecorded-upload-cleanup.md: uploads no document records (deleted or not) are
// removed, row and bytes, once older than VAULT_UNRECORDED_FILE_MAX_AGE_DAYS.
const DAY = 86_400_000;
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(randomUUID())]);
const CREATE = `mutation($input: CreateClientDocumentInput!) { createClientDocument(input: $input) { id fileId } }`;

describe('vault: old unrecorded uploads are removed', () => {
  const directory = mkdtempSync(join(tmpdir(), 'vault-cleanup-'));
  let vault: TestSubgraph;
  let postgres: PostgresFileStore;
  let disk: LocalDiskFileStore;
  let cleanup: UnrecordedFileCleanup;
  // An S3-compatible server in this process (the files integration's own test double).
  let s3server: S3rver;
  let s3: S3FileStore;
  beforeAll(async () => {
    s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(directory, 's3'), configureBuckets: [{ name: 'imali-vault' }] });
    const { port } = await s3server.run();
    s3 = new S3FileStore({ bucket: 'imali-vault', region: 'af-south-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'vault/' });
    vault = await startTestSubgraph(definition);
    postgres = new PostgresFileStore({ execute: (sql, params) => vault.em().getConnection().execute(sql, params) }, 'vault.file_object');
    disk = new LocalDiskFileStore(directory);
    // As a vault with FILES_STORE=disk: it reaches disk and PostgreSQL files.
    cleanup = new UnrecordedFileCleanup(new FileService(vault.em(), disk, postgres), { VAULT_UNRECORDED_FILE_MAX_AGE_DAYS: 7, VAULT_UNRECORDED_CLEANUP_INTERVAL_MS: 0 });
  }, 60_000);
  afterAll(async () => {
    await vault?.close();
    s3?.destroy();
    await s3server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const upload = async (identity: CallerIdentity) => {
    const body = pdf();
    const answer = await vault.fetch('/internal/files', { method: 'POST', headers: { 'content-type': 'application/pdf', ...signedFor('vault', identity, 'POST', '/internal/files', body) }, body });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };
  /** A file of the client's in `store`, uploaded `daysAgo` days back. */
  const stored = async (clientId: string, daysAgo: number, store: PostgresFileStore | LocalDiskFileStore | S3FileStore = postgres) => {
    const object = await store.put(pdf(), 'application/pdf');
    const em = vault.em();
    const file = em.create(StoredFileEntity, { clientId, name: 'statement.pdf', contentType: 'application/pdf', size: object.size, sha256: randomUUID().replace(/-/g, ''), storage: store.kind, storageKey: object.key, createdAt: new Date(Date.now() - daysAgo * DAY) });
    await em.flush();
    return file;
  };
  const rowExists = async (id: string) => (await vault.em().count(StoredFileEntity, { id })) === 1;
  const bytesExist = async (file: StoredFileEntity) =>
    file.storage === 'disk' ? existsSync(join(directory, file.storageKey.slice(0, 2), file.storageKey)) : (await (file.storage === 's3' ? s3 : postgres).head(file.storageKey)) !== null;
  const record = async (clientId: string, fileId: string, deleted = false) => {
    const em = vault.em();
    em.create(ClientDocumentEntity, { clientId, type: 'OTHER', name: 'Statement', fileId, deletedAt: deleted ? new Date() : null });
    await em.flush();
  };
  const removeAll = async () => {
    const removed: string[] = [];
    for (let batch = await cleanup.run(); batch.length; batch = await cleanup.run()) removed.push(...batch);
    return removed;
  };

  it('removes an upload older than the age that no document records: row and bytes, in PostgreSQL and on disk', async () => {
    const { clientId } = clientIdentity();
    const inPostgres = await stored(clientId!, 8);
    const onDisk = await stored(clientId!, 8, disk);
    expect(await bytesExist(inPostgres)).toBe(true);
    expect(await bytesExist(onDisk)).toBe(true);
    const removed = await removeAll();
    expect(removed).toEqual(expect.arrayContaining([inPostgres.id, onDisk.id]));
    for (const file of [inPostgres, onDisk]) {
      expect(await rowExists(file.id)).toBe(false);
      expect(await bytesExist(file)).toBe(false);
    }
    // What the log says: a count, no file names or client ids.
    expect(vault.logs.join('\n')).not.toContain(clientId);
  });

  it('with FILES_STORE=s3, removes an old unrecorded file in the S3-compatible store (row and object) and one in PostgreSQL; a disk file it cannot reach is kept', async () => {
    const { clientId } = clientIdentity();
    const inS3 = await stored(clientId!, 8, s3);
    const inPostgres = await stored(clientId!, 8);
    const onDisk = await stored(clientId!, 8, disk);
    const recordedInS3 = await stored(clientId!, 8, s3);
    await record(clientId!, recordedInS3.id);
    expect(await bytesExist(inS3)).toBe(true);
    const s3Vault = new UnrecordedFileCleanup(new FileService(vault.em(), s3, postgres), { VAULT_UNRECORDED_FILE_MAX_AGE_DAYS: 7, VAULT_UNRECORDED_CLEANUP_INTERVAL_MS: 0 });
    const removed: string[] = [];
    for (let batch = await s3Vault.run(); batch.length; batch = await s3Vault.run()) removed.push(...batch);
    expect(removed).toEqual(expect.arrayContaining([inS3.id, inPostgres.id]));
    for (const file of [inS3, inPostgres]) {
      expect(await rowExists(file.id)).toBe(false);
      expect(await bytesExist(file)).toBe(false);
    }
    for (const file of [onDisk, recordedInS3]) {
      expect(removed).not.toContain(file.id);
      expect(await rowExists(file.id)).toBe(true);
      expect(await bytesExist(file)).toBe(true);
    }
    await removeAll(); // the disk file, by the disk vault
    expect(await rowExists(onDisk.id)).toBe(false);
  });

  it('reads stored_file oldest first through its created_at index and client_document through its file_id index, no whole table', async () => {
    const plan = await vault.em().transactional(async (em) => {
      await em.execute('set local enable_seqscan = off');
      // explain without analyze: the plan only, nothing deleted.
      const rows = await em.execute<{ 'QUERY PLAN': unknown }[]>(`explain (format json) ${REMOVE_UNRECORDED_BEFORE_SQL}`, [new Date(), 'disk', 'postgres', 500]);
      return JSON.stringify(rows[0]?.['QUERY PLAN']);
    });
    expect(plan).toContain('"Index Name":"stored_file_created_at_index"');
    // Whether a document records a file: an index probe, not a read of every document.
    expect(plan).toContain('"Index Name":"client_document_file_id_index"');
    expect(plan).not.toContain('"Node Type":"Seq Scan"');
  });

  it('keeps old files a document records (also a deleted one), and uploads within the age', async () => {
    const owner = clientIdentity();
    const clientId = owner.clientId!;
    const recorded = await stored(clientId, 30);
    await record(clientId, recorded.id);
    const recordedThenDeleted = await stored(clientId, 30);
    await record(clientId, recordedThenDeleted.id, true);
    const recent = await stored(clientId, 6);
    const justUploaded = await upload(owner);
    const removed = await removeAll();
    for (const file of [recorded, recordedThenDeleted, recent]) {
      expect(removed).not.toContain(file.id);
      expect(await rowExists(file.id)).toBe(true);
      expect(await bytesExist(file)).toBe(true);
    }
    expect(await rowExists(justUploaded)).toBe(true);
  });

  it('removes each file once when two runs (two vaults) go at the same moment', async () => {
    const { clientId } = clientIdentity();
    const files = await Promise.all(Array.from({ length: 40 }, (_, n) => stored(clientId!, 8 + n / 10, n % 2 ? disk : postgres)));
    const ids = new Set(files.map((file) => file.id));
    const other = new UnrecordedFileCleanup(new FileService(vault.em(), disk, postgres), { VAULT_UNRECORDED_FILE_MAX_AGE_DAYS: 7, VAULT_UNRECORDED_CLEANUP_INTERVAL_MS: 0 });
    const runs = await Promise.all([cleanup.run(new Date(), 25), other.run(new Date(), 25), cleanup.run(new Date(), 25), other.run(new Date(), 25)]);
    const mine = runs.flat().filter((id) => ids.has(id));
    expect(new Set(mine).size).toBe(mine.length);
    expect(mine.sort()).toEqual([...ids].sort());
    for (const file of files) {
      expect(await rowExists(file.id)).toBe(false);
      expect(await bytesExist(file)).toBe(false);
    }
  });

  it('a document recorded while the clean-up removes its file is refused ("Upload the file first"), never left without its file', async () => {
    // The race made certain: from its own connection the test deletes the old file's row, as a run
    // does, and holds its transaction open while the client records the file; then commits.
    const owner = clientIdentity();
    const file = await stored(owner.clientId!, 8);
    const blocker = new pg.Client({ connectionString: testDatabaseUrl() });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('delete from vault.stored_file where id = $1', [file.id]);
      const pending = vault.graphql(CREATE, { input: { type: 'OTHER', name: 'Statement', fileId: file.id } }, owner);
      const waiting = async () => Number((await blocker.query<{ n: string }>(`select count(*) as n from pg_locks where not granted and locktype = 'transactionid'`)).rows[0]?.n);
      const deadline = Date.now() + 3_000;
      while ((await waiting()) < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await blocker.query('commit');
      const answer = await pending;
      expect(answer.errors?.[0]?.extensions?.['fieldErrors']).toEqual([{ field: 'fileId', message: 'Upload the file first' }]);
    } finally {
      await blocker.end();
    }
    expect(await vault.em().count(ClientDocumentEntity, { fileId: file.id })).toBe(0);
  });

  it('skips an old file a document is being recorded for (its row held), and keeps it once recorded', async () => {
    // From its own connection the test does what createClientDocument does: holds the file's row,
    // records the document, and commits only after the run has gone by.
    const { clientId } = clientIdentity();
    const file = await stored(clientId!, 8);
    const blocker = new pg.Client({ connectionString: testDatabaseUrl() });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from vault.stored_file where id = $1 for share', [file.id]);
      await blocker.query(`insert into vault.client_document (id, client_id, type, name, source, file_id, created_at, updated_at) values ($1, $2, 'OTHER', 'Statement', 'DOCUMENT_VAULT_UPLOAD', $3, now(), now())`, [randomUUID(), clientId, file.id]);
      let settled = false;
      const pending = cleanup.run().finally(() => (settled = true));
      const waiting = async () => Number((await blocker.query<{ n: string }>(`select count(*) as n from pg_locks where not granted and locktype in ('transactionid', 'tuple')`)).rows[0]?.n);
      const deadline = Date.now() + 1_000;
      while (!settled && (await waiting()) < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await blocker.query('commit');
      expect(await pending).not.toContain(file.id);
    } finally {
      await blocker.end();
    }
    expect(await rowExists(file.id)).toBe(true);
    expect(await bytesExist(file)).toBe(true);
  });

  it('does nothing when the age is 0 (turned off)', async () => {
    const { clientId } = clientIdentity();
    const old = await stored(clientId!, 400);
    const off = new UnrecordedFileCleanup(new FileService(vault.em(), disk, postgres), { VAULT_UNRECORDED_FILE_MAX_AGE_DAYS: 0, VAULT_UNRECORDED_CLEANUP_INTERVAL_MS: 0 });
    expect(await off.run()).toEqual([]);
    expect(await rowExists(old.id)).toBe(true);
    await removeAll();
  });
});

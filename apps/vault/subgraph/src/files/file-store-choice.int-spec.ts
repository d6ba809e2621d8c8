import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@imali/shared/nest';
import { clientIdentity, signedFor, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { StoredFileEntity } from './stored-file.entity';

// FILES_STORE picks where new bytes go; files already kept in PostgreSQL stay readable.
const jpeg = (tag: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`jpeg-${tag}-${randomUUID()}`)]);

describe('vault: the configured file store', () => {
  const directory = mkdtempSync(join(tmpdir(), 'vault-files-'));
  let vault: TestSubgraph;
  beforeAll(async () => {
    vault = await startTestSubgraph(definition, { FILES_STORE: 'disk', FILES_DIRECTORY: directory });
  }, 60_000);
  afterAll(async () => {
    await vault?.close();
    delete process.env['FILES_STORE'];
    delete process.env['FILES_DIRECTORY'];
    rmSync(directory, { recursive: true, force: true });
  });

  const upload = (body: Buffer, identity: CallerIdentity) =>
    vault.fetch('/internal/files', { method: 'POST', headers: { 'content-type': 'image/jpeg', ...signedFor('vault', identity, 'POST', '/internal/files', body) }, body });
  const download = (id: string, identity: CallerIdentity) => vault.fetch(`/internal/files/${id}`, { headers: signedFor('vault', identity, 'GET', `/internal/files/${id}`) });

  it('keeps new uploads on disk and serves them to their owner', async () => {
    const owner = clientIdentity();
    const bytes = jpeg('disk');
    const { id } = (await (await upload(bytes, owner)).json()) as { id: string };
    const row = await vault.em().findOneOrFail(StoredFileEntity, { id });
    expect(row.storage).toBe('disk');
    expect(readdirSync(join(directory, row.storageKey.slice(0, 2)))).toContain(row.storageKey);
    const mine = await download(id, owner);
    expect(mine.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await mine.arrayBuffer()), bytes)).toBe(0);
    expect((await download(id, clientIdentity())).status).toBe(404);
  });

  it('still serves a file stored in PostgreSQL before the switch', async () => {
    const owner = clientIdentity();
    const bytes = jpeg('postgres');
    const id = randomUUID();
    const connection = vault.em().getConnection();
    await connection.execute('insert into vault.file_object (key, content_type, size, content) values (?, ?, ?, ?)', [id, 'image/jpeg', bytes.length, bytes]);
    await connection.execute("insert into vault.stored_file (id, client_id, name, content_type, size, sha256, storage, storage_key, created_at) values (?, ?, 'old.jpg', 'image/jpeg', ?, 'x', 'postgres', ?, now())", [id, owner.clientId, bytes.length, id]);
    const old = await download(id, owner);
    expect(old.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await old.arrayBuffer()), bytes)).toBe(0);
  });
});

import { mkdtempSync, rmSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { IntegrationError } from '@imali/integrations/core';
import { ConfigError } from '@imali/shared/nest';
import { describeFileStoreContract } from './file-store.contract';
import { LocalDiskFileStore } from './local-disk-file-store';
import { S3FileStore } from './s3-file-store';
import { PostgresFileStore } from './postgres-file-store';
import { loadFilesConfig } from './files.config';
import { createFileStore } from './files.providers';

const scratch = mkdtempSync(join(tmpdir(), 'imali-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describeFileStoreContract('local disk', () => new LocalDiskFileStore(join(scratch, 'disk')));

describe('local disk', () => {
  it('keeps files readable by the service only, and never half-written', async () => {
    const dir = join(scratch, 'modes');
    const stored = await new LocalDiskFileStore(dir).put(Buffer.from('%PDF-1.7'), 'application/pdf');
    const file = join(dir, stored.key.slice(0, 2), stored.key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dir, stored.key.slice(0, 2))).some((n) => n.endsWith('.partial'))).toBe(false);
  });
});

// A real S3-compatible server, in this process.
const s3 = { server: undefined as S3rver | undefined, endpoint: '', stores: [] as S3FileStore[] };
beforeAll(async () => {
  s3.server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(scratch, 's3'), configureBuckets: [{ name: 'imali-test' }] });
  const { port } = await s3.server.run();
  s3.endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  s3.stores.forEach((store) => store.destroy());
  await s3.server?.close();
});
const s3Store = (options: Partial<ConstructorParameters<typeof S3FileStore>[0]> = {}) => {
  const store = new S3FileStore({ bucket: 'imali-test', region: 'af-south-1', endpoint: s3.endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'vault/', ...options });
  s3.stores.push(store);
  return store;
};

describeFileStoreContract('S3-compatible (s3rver)', () => s3Store());

describe('S3-compatible', () => {
  it('fails with a retryable IntegrationError when the server is unreachable', async () => {
    const store = s3Store({ endpoint: 'http://127.0.0.1:9' });
    const failure = await store.put(Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(IntegrationError);
    expect(failure).toMatchObject({ integration: 'files', retryable: true });
  }, 30_000);

  it('fails the same way for a bucket that does not exist', async () => {
    const failure = await s3Store({ bucket: 'no-such-bucket' }).put(Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(IntegrationError);
  });
});

describe('files configuration', () => {
  const fakeSql = { execute: async () => [] };
  const postgres = new PostgresFileStore(fakeSql, 'vault.file_object');

  it.each([
    [{}, 'disk'],
    [{ NODE_ENV: 'test' }, 'postgres'],
    [{ NODE_ENV: 'production' }, 'postgres'],
    [{ NODE_ENV: 'production', FILES_STORE: 's3', FILES_S3_BUCKET: 'imali-docs' }, 's3'],
  ])('%p stores on %s', (env, kind) => {
    expect(createFileStore(loadFilesConfig(env), postgres).kind).toBe(kind);
  });

  it('names what is wrong', () => {
    expect(() => loadFilesConfig({ NODE_ENV: 'production', FILES_STORE: 'disk' })).toThrow(/not shared between pods/);
    expect(() => loadFilesConfig({ FILES_STORE: 's3' })).toThrow(/FILES_S3_BUCKET is required/);
    expect(() => loadFilesConfig({ FILES_STORE: 's3', FILES_S3_BUCKET: 'imali-docs', FILES_S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
    expect(() => loadFilesConfig({ FILES_STORE: 'ftp' })).toThrow(ConfigError);
    expect(() => new PostgresFileStore(fakeSql, 'file_object; drop table x')).toThrow(TypeError);
  });
});

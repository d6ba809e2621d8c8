import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@imali/shared/nest';
import { TEST_INTERNAL_SECRET, clientIdentity, signedFor, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { StoredFileEntity } from '../files/stored-file.entity';
import { signFileUrl } from '../files/signed-url';
import { ClientDocumentEntity } from './client-document.entity';
import { BACK_OFFICE_DOCUMENT_TYPES, CLIENT_DOCUMENT_TYPES } from './client-document-rules';

// Issue 15 item 1: every recordable type, the content and name checks on upload, per-client
// access to documents and files (staff with OPERATIONS excepted), and the short-lived signed URL.
const CREATE = 'mutation($input: CreateClientDocumentInput!) { createClientDocument(input: $input) { id type name source clientId forClientId fileId file { id url } } }';
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(randomUUID())]);
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(randomUUID())]);
const staff = (roles: ('OPERATIONS' | 'SALES_PERSON')[]): CallerIdentity => ({ userId: randomUUID(), clientId: null, sessionId: randomUUID(), staff: { staffId: randomUUID(), roles } });

describe('vault: documents and files (issue 15)', () => {
  let vault: TestSubgraph;
  beforeAll(async () => {
    vault = await startTestSubgraph(definition);
  }, 60_000);
  afterAll(() => vault?.close());

  const upload = (identity: CallerIdentity, body: Buffer, type = 'image/jpeg', name?: string) =>
    vault.fetch('/internal/files', {
      method: 'POST',
      headers: { 'content-type': type, ...signedFor('vault', identity, 'POST', '/internal/files', body), ...(name !== undefined ? { 'x-file-name': encodeURIComponent(name) } : {}) },
      body,
    });
  const uploaded = async (identity: CallerIdentity, body = jpeg(), type = 'image/jpeg') => ((await (await upload(identity, body, type)).json()) as { id: string }).id;
  const download = (path: string, identity: CallerIdentity = visitor) => vault.fetch(path, { headers: signedFor('vault', identity, 'GET', path) });

  it.each([...CLIENT_DOCUMENT_TYPES, ...BACK_OFFICE_DOCUMENT_TYPES])('records a %s document (source DOCUMENT_VAULT_UPLOAD by default)', async (type) => {
    const owner = clientIdentity();
    // A selfie is a photo (§9); every other type takes a PDF too.
    const fileId = type === 'SELFIE' ? await uploaded(owner) : await uploaded(owner, Buffer.concat([pdf, Buffer.from(type)]), 'application/pdf');
    const result = await vault.graphql<{ createClientDocument: Record<string, unknown> }>(CREATE, { input: { type, name: `My ${type}`, fileId } }, owner);
    expect(result.errors).toBeUndefined();
    expect(result.data?.createClientDocument).toMatchObject({ type, source: 'DOCUMENT_VAULT_UPLOAD', clientId: owner.clientId, forClientId: null, fileId, file: { id: fileId, url: `/files/${fileId}` } });
  });

  it('files a selfie only when the bytes are a JPEG or PNG photo (§9): a PDF, or a PDF sent as image/png, is refused and nothing is recorded', async () => {
    const owner = clientIdentity();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(randomUUID())]);
    for (const [body, declared] of [
      [Buffer.concat([pdf, Buffer.from('selfie')]), 'application/pdf'],
      [Buffer.concat([pdf, Buffer.from('selfie as png')]), 'image/png'],
    ] as const) {
      const fileId = await uploaded(owner, body, declared);
      const refused = await vault.graphql(CREATE, { input: { type: 'SELFIE', name: 'Selfie', fileId } }, owner);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'fileId', message: 'Please choose a PNG or JPEG photo' }] });
      // The same file is still good as another document (an ID as a PDF).
      const id = await vault.graphql<{ createClientDocument: { type: string } }>(CREATE, { input: { type: 'RSA_ID', name: 'SA ID', fileId } }, owner);
      expect(id.data?.createClientDocument.type).toBe('RSA_ID');
    }
    expect(await vault.em().count(ClientDocumentEntity, { clientId: owner.clientId!, type: 'SELFIE' })).toBe(0);
    for (const [body, declared] of [
      [jpeg(), 'image/jpeg'],
      [png, 'image/png'],
    ] as const) {
      const selfie = await vault.graphql<{ createClientDocument: { type: string } }>(CREATE, { input: { type: 'SELFIE', name: 'Selfie', fileId: await uploaded(owner, body, declared) } }, owner);
      expect(selfie.errors).toBeUndefined();
    }
    expect(await vault.em().count(ClientDocumentEntity, { clientId: owner.clientId!, type: 'SELFIE' })).toBe(2);
  });

  it('refuses an executable named .pdf, an empty file, a name with control characters and a file over 5 MB; nothing is stored', async () => {
    const owner = clientIdentity();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(256, 0x41)]);
    const asPdf = await upload(owner, exe, 'application/pdf', 'payslip.pdf');
    expect(asPdf.status).toBe(415);
    expect(await asPdf.json()).toEqual({ error: { code: 'BAD_USER_INPUT', message: 'Upload a JPEG, PNG or PDF file' } });
    const empty = await upload(owner, Buffer.alloc(0), 'application/pdf', 'empty.pdf');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: { code: 'BAD_USER_INPUT', message: 'The file is empty' } });
    const control = await upload(owner, pdf, 'application/pdf', 'pay\u0007slip.pdf');
    expect(control.status).toBe(400);
    expect(((await control.json()) as { error: { message: string } }).error.message).toBe('The file name has characters that are not allowed; rename the file and try again');
    const big = await upload(owner, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]), 'application/pdf', 'big.pdf');
    expect(big.status).toBe(413);
    expect(await vault.em().count(StoredFileEntity, { clientId: owner.clientId })).toBe(0);
  });

  it("never shows one client's documents or files to another; staff with OPERATIONS may read them, other staff may not", async () => {
    const owner = clientIdentity();
    const other = clientIdentity();
    const fileId = await uploaded(owner);
    const created = await vault.graphql<{ createClientDocument: { id: string } }>(CREATE, { input: { type: 'PAYSLIP', name: 'Payslip', fileId } }, owner);
    const documentId = created.data!.createClientDocument.id;
    const READ = 'query($d: ID!, $f: ID!) { clientdocument(id: $d) { id } file(id: $f) { id } }';
    const theirs = await vault.graphql<{ file: unknown }>('query($f: ID!) { file(id: $f) { id } }', { f: fileId }, other);
    expect(theirs.data?.file).toBeNull();
    const theirDocument = await vault.graphql(READ, { d: documentId, f: fileId }, other);
    expect(theirDocument.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect((await download(`/internal/files/${fileId}`, other)).status).toBe(404);
    expect((await download(`/internal/files/${fileId}`, visitor)).status).toBe(404);
    // The list of another client's documents is refused too.
    const list = await vault.graphql('query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { documents { id } } } }', { r: [{ __typename: 'Client', id: owner.clientId }] }, other);
    expect(list.errors?.[0]?.extensions?.['code']).toBeDefined();
    // Operations staff read any client's file; a sales person cannot.
    expect((await download(`/internal/files/${fileId}`, staff(['OPERATIONS']))).status).toBe(200);
    expect((await vault.graphql<{ file: { id: string } }>('query($f: ID!) { file(id: $f) { id } }', { f: fileId }, staff(['OPERATIONS']))).data?.file?.id).toBe(fileId);
    expect((await download(`/internal/files/${fileId}`, staff(['SALES_PERSON']))).status).toBe(404);
  });

  it('file(id).signedUrl opens the file without a session for 5 minutes; a changed or expired link is refused', async () => {
    const owner = clientIdentity();
    const body = jpeg();
    const fileId = await uploaded(owner, body);
    const result = await vault.graphql<{ file: { signedUrl: { url: string; expiresAt: string } } }>('query($f: ID!) { file(id: $f) { signedUrl { url expiresAt } } }', { f: fileId }, owner);
    expect(result.errors).toBeUndefined();
    const { url, expiresAt } = result.data!.file.signedUrl;
    expect(url).toMatch(new RegExp(`^/files/${fileId}\\?expires=\\d+&signature=[A-Za-z0-9_-]+$`));
    const lifetime = new Date(expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(290_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);
    const internal = url.replace(/^\/files\//, '/internal/files/');
    const opened = await download(internal, visitor);
    expect(opened.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await opened.arrayBuffer()), body)).toBe(0);
    // Another file with this signature, a changed expiry, and a link past its time are refused.
    const otherFile = await uploaded(owner);
    expect((await download(internal.replace(fileId, otherFile), visitor)).status).toBe(403);
    expect((await download(internal.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`), visitor)).status).toBe(403);
    const expired = signFileUrl(fileId, TEST_INTERNAL_SECRET, Date.now() - 301_000).url.replace(/^\/files\//, '/internal/files/');
    const refused = await download(expired, visitor);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'LINK_EXPIRED', message: 'This link has expired. Open the document again to get a new one.' } });
    // A link made just now for the same moment still works (the boundary is the expiry itself).
    const fresh = signFileUrl(fileId, TEST_INTERNAL_SECRET, Date.now() - 299_000).url.replace(/^\/files\//, '/internal/files/');
    expect((await download(fresh, visitor)).status).toBe(200);
    // Nobody but a signed-in client or staff is handed a link.
    const anonymous = await vault.graphql('query($f: ID!) { file(id: $f) { id } }', { f: fileId }, visitor);
    expect((anonymous.data as { file: unknown } | undefined)?.file ?? null).toBeNull();
  });

  it('lists the client\'s documents newest first with their files (one query), never a deleted one', async () => {
    const owner = clientIdentity();
    const files: string[] = [];
    for (const type of ['SELFIE', 'PAYSLIP', 'OTHER']) {
      const fileId = await uploaded(owner);
      files.push(fileId);
      await vault.graphql(CREATE, { input: { type, name: `My ${type}`, forClientId: type === 'OTHER' ? owner.clientId : undefined, fileId } }, owner);
    }
    const em = vault.em();
    const other = await em.findOneOrFail(ClientDocumentEntity, { clientId: owner.clientId!, type: 'OTHER' });
    other.deletedAt = new Date();
    await em.flush();
    const list = await vault.graphql<{ _entities: { documents: unknown[] }[] }>(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { documents { type name source clientId forClientId fileId subjectId documentVersion file { id name contentType size url } } } } }',
      { r: [{ __typename: 'Client', id: owner.clientId }] },
      owner,
    );
    expect(list.errors).toBeUndefined();
    const file = (id: string) => ({ id, name: 'document.jpg', contentType: 'image/jpeg', size: expect.any(Number), url: `/files/${id}` });
    expect(list.data?._entities[0]?.documents).toEqual([
      { type: 'PAYSLIP', name: 'My PAYSLIP', source: 'DOCUMENT_VAULT_UPLOAD', clientId: owner.clientId, forClientId: null, fileId: files[1], subjectId: null, documentVersion: null, file: file(files[1]!) },
      { type: 'SELFIE', name: 'My SELFIE', source: 'DOCUMENT_VAULT_UPLOAD', clientId: owner.clientId, forClientId: null, fileId: files[0], subjectId: null, documentVersion: null, file: file(files[0]!) },
    ]);
  });
});

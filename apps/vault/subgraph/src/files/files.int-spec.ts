import { randomUUID } from 'node:crypto';
import { DOCUMENT_UPLOAD_PURPOSE, signCapability, type CallerIdentity } from '@imali/shared/nest';
import { clientIdentity, signedFor, startTestSubgraph, TEST_INTERNAL_SECRET, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { StoredFileEntity } from './stored-file.entity';
import { ClientDocumentEntity } from '../client-document/client-document.entity';

const jpeg = (tag: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`jpeg-${tag}-${randomUUID()}`)]);
const pdf = Buffer.from(`%PDF-1.7\n${randomUUID()}`, 'latin1');
const CREATE = `mutation($input: CreateClientDocumentInput!) { createClientDocument(input: $input) { id type name source clientId fileId file { id name contentType size url } } }`;
type Created = { createClientDocument: { id: string; type: string; name: string; source: string; clientId: string; fileId: string; file: { id: string; name: string; contentType: string; size: number; url: string } } };

describe('vault: file uploads and client documents', () => {
  let vault: TestSubgraph;
  beforeAll(async () => {
    vault = await startTestSubgraph(definition);
  }, 60_000);
  afterAll(() => vault?.close());

  const upload = (body: Buffer, options: { identity?: CallerIdentity; type?: string; name?: string; token?: string } = {}) =>
    vault.fetch('/internal/files', {
      method: 'POST',
      headers: {
        'content-type': options.type ?? 'image/jpeg',
        ...signedFor('vault', options.identity ?? visitor, 'POST', '/internal/files', body),
        ...(options.name ? { 'x-file-name': encodeURIComponent(options.name) } : {}),
        ...(options.token ? { 'x-imali-upload-token': options.token } : {}),
      },
      body,
    });
  const download = (id: string, identity: CallerIdentity) => vault.fetch(`/internal/files/${id}`, { headers: signedFor('vault', identity, 'GET', `/internal/files/${id}`) });
  const tokenFor = (clientId: string, ttl = 3600) => signCapability({ purpose: DOCUMENT_UPLOAD_PURPOSE, clientId }, TEST_INTERNAL_SECRET, ttl);

  it('refuses a name with control or bidi characters (nothing stored); stores others with the extension of what the bytes are', async () => {
    const owner = clientIdentity();
    // Reads as "invoiceexe.jpg" where the override is honoured; the bytes are a JPEG.
    for (const name of ['invoice\u202Egpj.exe', 'invoice\u0000.jpg', 'pay\nslip.jpg']) {
      const refused = await upload(jpeg('bidi'), { identity: owner, name });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: { code: 'BAD_USER_INPUT', message: 'The file name has characters that are not allowed; rename the file and try again' } });
    }
    expect(await vault.em().count(StoredFileEntity, { clientId: owner.clientId })).toBe(0);
    const response = await upload(jpeg('ext'), { identity: owner, name: 'invoice.exe' });
    expect(response.status).toBe(201);
    const { id, name } = (await response.json()) as { id: string; name: string };
    expect(name).toBe('invoice.jpg');
    expect((await vault.em().findOneOrFail(StoredFileEntity, { id })).name).toBe('invoice.jpg');
  });

  it('stores a signed-in client\'s upload and serves it to them only', async () => {
    const owner = clientIdentity();
    const bytes = jpeg('owner');
    const response = await upload(bytes, { identity: owner, name: 'my ID/../card "front".jpg' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; name: string; contentType: string; size: number };
    expect(body).toMatchObject({ name: 'card front.jpg', contentType: 'image/jpeg', size: bytes.length });
    expect(body.name).not.toMatch(/[/"]/);
    const stored = await vault.em().findOneOrFail(StoredFileEntity, { id: body.id }, { populate: ['content'] });
    expect(stored.clientId).toBe(owner.clientId);
    expect(Buffer.compare(stored.content, bytes)).toBe(0);

    const mine = await download(body.id, owner);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(Buffer.from(await mine.arrayBuffer()), bytes)).toBe(0);

    expect((await download(body.id, clientIdentity())).status).toBe(404);
    expect((await download(body.id, visitor)).status).toBe(404);
    expect((await download('not-a-uuid', owner)).status).toBe(404);
  });

  it('a visitor needs the upload token of their sale; a forged or expired one is refused', async () => {
    expect((await upload(jpeg('anon'))).status).toBe(401);
    expect(await (await upload(jpeg('anon'))).json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to upload documents' } });
    const buyer = randomUUID();
    expect((await upload(jpeg('bad'), { token: `${tokenFor(buyer)}x` })).status).toBe(401);
    expect((await upload(jpeg('old'), { token: tokenFor(buyer, -10) })).status).toBe(401);
    const ok = await upload(pdf, { token: tokenFor(buyer), type: 'application/pdf' });
    expect(ok.status).toBe(201);
    const { id } = (await ok.json()) as { id: string };
    expect((await vault.em().findOneOrFail(StoredFileEntity, { id })).clientId).toBe(buyer);
  });

  it('judges the type by the bytes and limits the size to 5 MB', async () => {
    const owner = clientIdentity();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const spoofed = await upload(svg, { identity: owner, type: 'image/png' });
    expect(spoofed.status).toBe(415);
    expect(await spoofed.json()).toEqual({ error: { code: 'BAD_USER_INPUT', message: 'Upload a JPEG, PNG or PDF file' } });
    expect((await upload(Buffer.from('hello'), { identity: owner, type: 'text/plain' })).status).toBe(415);
    expect((await upload(Buffer.from('GIF89a....'), { identity: owner, type: 'image/gif' })).status).toBe(415);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(big, { identity: owner });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 5 MB' } });
    expect(await vault.em().count(StoredFileEntity, { clientId: owner.clientId })).toBe(0);
  });

  it('createClientDocument stores a title without control or bidi characters, and refuses one with nothing else', async () => {
    const owner = clientIdentity();
    const { id: fileId } = (await (await upload(jpeg('title'), { identity: owner, name: 'id.jpg' })).json()) as { id: string };
    const created = await vault.graphql<Created>(CREATE, { input: { type: 'RSA_ID', name: 'ID\u202E tnemucoD\u2069', fileId } }, owner);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createClientDocument.name).toBe('ID tnemucoD');
    const { id: otherFileId } = (await (await upload(jpeg('title-2'), { identity: owner, name: 'id.jpg' })).json()) as { id: string };
    const empty = await vault.graphql(CREATE, { input: { type: 'RSA_ID', name: '\u202E\u2066 \u200F', fileId: otherFileId } }, owner);
    expect(empty.errors?.[0]?.extensions?.['fieldErrors']).toEqual([{ field: 'name', message: 'This field is required' }]);
  });

  it('createClientDocument records the file once, for its own client only', async () => {
    const owner = clientIdentity();
    const { id: fileId } = (await (await upload(jpeg('doc'), { identity: owner, name: 'selfie.jpg' })).json()) as { id: string };
    const input = { type: 'SELFIE', name: 'Selfie', source: 'FUNERAL_QUICK_QUOTE', fileId, clientId: owner.clientId };
    const first = await vault.graphql<Created>(CREATE, { input }, owner);
    expect(first.errors).toBeUndefined();
    expect(first.data!.createClientDocument).toMatchObject({ type: 'SELFIE', name: 'Selfie', source: 'FUNERAL_QUICK_QUOTE', clientId: owner.clientId, fileId, file: { id: fileId, name: 'selfie.jpg', contentType: 'image/jpeg', url: `/files/${fileId}` } });
    const [again, concurrent] = await Promise.all([vault.graphql<Created>(CREATE, { input }, owner), vault.graphql<Created>(CREATE, { input }, owner)]);
    expect(again.data!.createClientDocument.id).toBe(first.data!.createClientDocument.id);
    expect(concurrent.data!.createClientDocument.id).toBe(first.data!.createClientDocument.id);
    expect(await vault.em().count(ClientDocumentEntity, { clientId: owner.clientId })).toBe(1);

    // Someone else cannot attach this file, nor write to this client.
    const other = clientIdentity();
    const stolen = await vault.graphql(CREATE, { input: { ...input, clientId: undefined } }, other);
    expect(stolen.errors?.[0]?.extensions?.['fieldErrors']).toEqual([{ field: 'fileId', message: 'Upload the file first' }]);
    const wrongClient = await vault.graphql(CREATE, { input }, other);
    expect(wrongClient.errors?.[0]?.extensions?.['fieldErrors']).toEqual([{ field: 'clientId', message: 'You can only add documents to your own profile' }]);
    const anonymous = await vault.graphql(CREATE, { input }, visitor);
    expect(anonymous.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');

    // Only the owner reads it back.
    const READ = `query($id: ID!) { clientdocument(id: $id) { id name file { url } } file(id: "${fileId}") { id size } }`;
    const mine = await vault.graphql<{ clientdocument: { id: string }; file: { id: string } | null }>(READ, { id: first.data!.createClientDocument.id }, owner);
    expect(mine.data).toMatchObject({ clientdocument: { id: first.data!.createClientDocument.id, name: 'Selfie', file: { url: `/files/${fileId}` } }, file: { id: fileId } });
    const theirs = await vault.graphql(READ, { id: first.data!.createClientDocument.id }, other);
    expect(theirs.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });

  it('a visitor records the documents of their sale with the upload token', async () => {
    const buyer = randomUUID();
    const token = tokenFor(buyer);
    const { id: fileId } = (await (await upload(jpeg('id'), { token, name: 'id.jpg' })).json()) as { id: string };
    const created = await vault.graphql<Created>(CREATE, { input: { type: 'RSA_ID', name: 'ID Document', source: 'FUNERAL_QUICK_QUOTE', fileId, clientId: buyer, uploadToken: token } }, visitor);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createClientDocument).toMatchObject({ clientId: buyer, type: 'RSA_ID' });
    const forged = await vault.graphql(CREATE, { input: { type: 'RSA_ID', name: 'ID Document', fileId, uploadToken: tokenFor(randomUUID()) } }, visitor);
    expect(forged.errors?.[0]?.extensions?.['fieldErrors']).toEqual([{ field: 'fileId', message: 'Upload the file first' }]);
  });

  it('checks the record with the shared rules', async () => {
    const owner = clientIdentity();
    const { id: fileId } = (await (await upload(jpeg('rules'), { identity: owner })).json()) as { id: string };
    // A type or source outside the enums never reaches the rules (client-document-enums.int-spec.ts); a generated type does.
    const result = await vault.graphql(CREATE, { input: { type: 'FUNERAL_LETTER', name: ' ', source: 'DOCUMENT_VAULT_UPLOAD', fileId } }, owner);
    expect(result.errors?.[0]?.extensions?.['fieldErrors']).toEqual([
      { field: 'type', message: 'Select one' },
      { field: 'name', message: 'This field is required' },
    ]);
  });
});

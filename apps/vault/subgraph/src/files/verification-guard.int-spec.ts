import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@imali/shared/nest';
import { clientIdentity, signedFor, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { StoredFileEntity } from './stored-file.entity';

// Hole 4: the vault refuses a client who has not finished sign-up (profile, terms, OTP), on the
// GraphQL operations and on the file routes, before anything is read or stored.
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`jpeg-${randomUUID()}`)]);

describe('vault: a client who has not finished sign-up', () => {
  let vault: TestSubgraph;
  beforeAll(async () => {
    vault = await startTestSubgraph(definition);
  });
  afterAll(() => vault.close());

  const upload = (identity: CallerIdentity, body = jpeg()) =>
    vault.fetch('/internal/files', { method: 'POST', headers: { 'content-type': 'image/jpeg', ...signedFor('vault', identity, 'POST', '/internal/files', body) }, body });
  const download = (id: string, identity: CallerIdentity) => vault.fetch(`/internal/files/${id}`, { headers: signedFor('vault', identity, 'GET', `/internal/files/${id}`) });
  const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.['code'];

  it('cannot upload, download, record or read documents; can once verified', async () => {
    const verified = clientIdentity();
    const pending: CallerIdentity = { ...verified, verification: { registered: true, acceptedTerms: true, otpVerified: false } };

    const refused = await upload(pending);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('VERIFICATION_REQUIRED');
    expect(await vault.em().count(StoredFileEntity, { clientId: verified.clientId })).toBe(0);

    const stored = await upload(verified);
    expect(stored.status).toBe(201);
    const { id: fileId } = (await stored.json()) as { id: string };
    expect((await download(fileId, pending)).status).toBe(403);
    expect((await download(fileId, verified)).status).toBe(200);

    expect(codeOf(await vault.graphql('query($id: ID!) { file(id: $id) { id } }', { id: fileId }, pending))).toBe('VERIFICATION_REQUIRED');
    const record = 'mutation($i: CreateClientDocumentInput!) { createClientDocument(input: $i) { id } }';
    const input = { i: { fileId, type: 'SELFIE', name: 'Selfie' } };
    expect(codeOf(await vault.graphql(record, input, pending))).toBe('VERIFICATION_REQUIRED');
    const created = await vault.graphql<{ createClientDocument: { id: string } }>(record, input, verified);
    expect(created.errors).toBeUndefined();
    const read = 'query($id: ID!) { clientdocument(id: $id) { id } }';
    expect(codeOf(await vault.graphql(read, { id: created.data!.createClientDocument.id }, pending))).toBe('VERIFICATION_REQUIRED');
    expect((await vault.graphql(read, { id: created.data!.createClientDocument.id }, verified)).errors).toBeUndefined();
  });
});

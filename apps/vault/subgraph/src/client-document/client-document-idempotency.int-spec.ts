import { randomUUID } from 'node:crypto';
import { IdempotencyKeyEntity, softDelete } from '@imali/shared/nest';
import { clientIdentity, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { uploadFor } from './upload-for.testing';
import { ClientDocumentEntity } from './client-document.entity';
import { sameUploadKey } from './client-document-rules';

// createClientDocument is idempotent per uploaded file, type and subject through withIdempotency
// (one idempotency_key row in the vault schema): first calls at once make one document; and documents
// are found through the client scope (another client's, or a deleted one, is not found).
const CREATE = 'mutation($input: CreateClientDocumentInput!) { createClientDocument(input: $input) { id clientId fileId } }';
const READ = 'query($id: ID!) { clientdocument(id: $id) { id } }';

describe('vault: client documents on the record base', () => {
  let vault: TestSubgraph;
  beforeAll(async () => {
    vault = await startTestSubgraph(definition);
  }, 60_000);
  afterAll(() => vault?.close());

  it('makes one document when the first submits arrive at once, and every one gets it', async () => {
    const owner = clientIdentity();
    const fileId = await uploadFor(vault, owner);
    const input = { type: 'RSA_ID', name: 'ID Document', fileId };
    const answers = await Promise.all(Array.from({ length: 6 }, () => vault.graphql<{ createClientDocument: { id: string } }>(CREATE, { input }, owner)));
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const ids = new Set(answers.map((a) => a.data!.createClientDocument.id));
    expect(ids.size).toBe(1);
    expect(await vault.em().count(ClientDocumentEntity, { clientId: owner.clientId!, fileId })).toBe(1);
    const keys = await vault.em().find(IdempotencyKeyEntity, sameUploadKey(fileId, 'RSA_ID', null));
    expect(keys.map((k) => k.resultId)).toEqual([...ids]);
  });

  it("answers another client's document and a deleted one as a missing one", async () => {
    const owner = clientIdentity();
    const fileId = await uploadFor(vault, owner);
    const created = await vault.graphql<{ createClientDocument: { id: string } }>(CREATE, { input: { type: 'SELFIE', name: 'Selfie', fileId } }, owner);
    const id = created.data!.createClientDocument.id;
    expect((await vault.graphql(READ, { id }, owner)).errors).toBeUndefined();
    const stranger = await vault.graphql(READ, { id }, clientIdentity());
    const missing = await vault.graphql(READ, { id: randomUUID() }, owner);
    expect(stranger.errors?.[0]).toMatchObject({ message: 'Document not found', extensions: { code: 'NOT_FOUND' } });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Document not found', extensions: { code: 'NOT_FOUND' } });
    const em = vault.em();
    softDelete(await em.findOneOrFail(ClientDocumentEntity, { id }));
    await em.flush();
    expect((await vault.graphql(READ, { id }, owner)).errors?.[0]).toMatchObject({ message: 'Document not found', extensions: { code: 'NOT_FOUND' } });
  });
});

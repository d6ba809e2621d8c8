import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@imali/shared/nest';
import { clientIdentity, signedFor, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { VAULT_DOCUMENT_LIMIT, VAULT_DOCUMENT_LIMIT_MESSAGE } from '@imali/vault/domain';
import { definition } from '../subgraph.definition';
import { ClientDocumentEntity } from './client-document.entity';
import { FROM_SIMPLICITY_MESSAGE } from './client-document-rules';

// Three gaps of the vault audit: fromSimplicity on createClientDocument (only the insurer's
// documents carry it), clientdocument(id, types) answering another type as NOT_FOUND (as another
// client's), and the per-client document limit held under a lock, also for uploads at once.
const CREATE = 'mutation($input: CreateClientDocumentInput!) { createClientDocument(input: $input) { id type fromSimplicity } }';
const READ = 'query($id: ID!, $types: [ClientDocumentType!]) { clientdocument(id: $id, types: $types) { id type fromSimplicity } }';
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(randomUUID())]);

describe('vault: fromSimplicity, the page type and the document limit', () => {
  let vault: TestSubgraph;
  beforeAll(async () => {
    vault = await startTestSubgraph(definition);
  }, 60_000);
  afterAll(() => vault?.close());

  const uploaded = async (identity: CallerIdentity) => {
    const body = pdf();
    const response = await vault.fetch('/internal/files', { method: 'POST', headers: { 'content-type': 'application/pdf', ...signedFor('vault', identity, 'POST', '/internal/files', body) }, body });
    return ((await response.json()) as { id: string }).id;
  };
  const create = (identity: CallerIdentity, input: Record<string, unknown>) => vault.graphql<{ createClientDocument: { id: string; type: string; fromSimplicity: boolean } }>(CREATE, { input }, identity);
  const documentsOf = (clientId: string) => vault.em().count(ClientDocumentEntity, { clientId });

  describe('fromSimplicity', () => {
    it('records an upload as not from Simplicity (left out or false), and refuses a client marking it from Simplicity; nothing is recorded', async () => {
      const owner = clientIdentity();
      const left = await create(owner, { type: 'RSA_ID', name: 'SA ID', fileId: await uploaded(owner) });
      expect(left.errors).toBeUndefined();
      expect(left.data?.createClientDocument.fromSimplicity).toBe(false);
      const no = await create(owner, { type: 'PAYSLIP', name: 'Payslip', fileId: await uploaded(owner), fromSimplicity: false });
      expect(no.data?.createClientDocument.fromSimplicity).toBe(false);
      const refused = await create(owner, { type: 'FUNERAL_POLICY_DOCUMENT', name: 'Policy', fileId: await uploaded(owner), fromSimplicity: true });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'fromSimplicity', message: FROM_SIMPLICITY_MESSAGE }] });
      expect(await documentsOf(owner.clientId!)).toBe(2);
    });

    it("answers a document received from Simplicity as such, in clientdocument and the client's list", async () => {
      const owner = clientIdentity();
      const em = vault.em();
      const official = em.create(ClientDocumentEntity, { clientId: owner.clientId!, type: 'FUNERAL_POLICY_DOCUMENT', name: 'Policy document', fromSimplicity: true });
      await em.flush();
      const one = await vault.graphql<{ clientdocument: { fromSimplicity: boolean } }>(READ, { id: official.id }, owner);
      expect(one.data?.clientdocument.fromSimplicity).toBe(true);
      const list = await vault.graphql<{ _entities: { documents: { id: string; fromSimplicity: boolean }[] }[] }>(
        'query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { documents { id fromSimplicity } } } }',
        { r: [{ __typename: 'Client', id: owner.clientId }] },
        owner,
      );
      expect(list.data?._entities[0]?.documents).toEqual([{ id: official.id, fromSimplicity: true }]);
    });
  });

  describe('clientdocument(id, types)', () => {
    it("answers a document of another type NOT_FOUND, as another client's, and the right type as before", async () => {
      const owner = clientIdentity();
      const other = clientIdentity();
      const letter = await create(owner, { type: 'OTHER', name: 'A letter', fileId: await uploaded(owner) });
      const id = letter.data!.createClientDocument.id;
      const wrongType = await vault.graphql(READ, { id, types: ['RSA_ID'] }, owner);
      const otherClient = await vault.graphql(READ, { id, types: ['OTHER'] }, other);
      expect(wrongType.errors?.[0]).toMatchObject({ message: otherClient.errors?.[0]?.message, extensions: { code: 'NOT_FOUND' } });
      expect(otherClient.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
      expect(wrongType.data?.clientdocument ?? null).toBeNull();
      expect((await vault.graphql<{ clientdocument: { id: string } }>(READ, { id, types: ['OTHER', 'CLEARANCE_CERTIFICATE'] }, owner)).data?.clientdocument.id).toBe(id);
      // Without types (other callers), any type of the client's own.
      expect((await vault.graphql<{ clientdocument: { id: string } }>(READ, { id }, owner)).data?.clientdocument.id).toBe(id);
    });
  });

  describe(`at most ${VAULT_DOCUMENT_LIMIT} documents per client`, () => {
    /** Fills the client's vault to `count` documents directly (generated ones, which do not count, besides). */
    const fill = async (clientId: string, count: number) => {
      const em = vault.em();
      for (let n = 0; n < count; n += 1) em.create(ClientDocumentEntity, { clientId, type: 'PAYSLIP', name: `Payslip ${n}` });
      for (let n = 0; n < 3; n += 1) em.create(ClientDocumentEntity, { clientId, type: 'FUNERAL_POLICY_SCHEDULE', name: 'Schedule', source: 'GENERATED', subjectId: randomUUID(), documentVersion: 1 });
      await em.flush();
    };

    it('records up to the limit, then refuses with the message; a retry of a recorded upload still answers it', async () => {
      const owner = clientIdentity();
      await fill(owner.clientId!, VAULT_DOCUMENT_LIMIT - 1);
      const fileId = await uploaded(owner);
      const last = await create(owner, { type: 'OTHER', name: 'Last', fileId });
      expect(last.errors).toBeUndefined();
      const over = await create(owner, { type: 'OTHER', name: 'One more', fileId: await uploaded(owner) });
      expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'fileId', message: VAULT_DOCUMENT_LIMIT_MESSAGE }] });
      const retry = await create(owner, { type: 'OTHER', name: 'Last', fileId });
      expect(retry.data?.createClientDocument.id).toBe(last.data?.createClientDocument.id);
      expect(await documentsOf(owner.clientId!)).toBe(VAULT_DOCUMENT_LIMIT + 3);
      // Another client is not affected.
      const other = clientIdentity();
      expect((await create(other, { type: 'OTHER', name: 'Mine', fileId: await uploaded(other) })).errors).toBeUndefined();
    });

    it('lets only the places left be taken by uploads at the same time', async () => {
      const owner = clientIdentity();
      await fill(owner.clientId!, VAULT_DOCUMENT_LIMIT - 3);
      const files = await Promise.all(Array.from({ length: 10 }, () => uploaded(owner)));
      const answers = await Promise.all(files.map((fileId, n) => create(owner, { type: 'OTHER', name: `At once ${n}`, fileId })));
      expect(answers.filter((answer) => !answer.errors)).toHaveLength(3);
      for (const refused of answers.filter((answer) => answer.errors)) {
        expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'fileId', message: VAULT_DOCUMENT_LIMIT_MESSAGE }] });
      }
      expect(await vault.em().count(ClientDocumentEntity, { clientId: owner.clientId!, source: { $ne: 'GENERATED' } })).toBe(VAULT_DOCUMENT_LIMIT);
    });
  });
});

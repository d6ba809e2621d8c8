import { randomUUID } from 'node:crypto';
import { DOCUMENT_UPLOAD_PURPOSE, IdempotencyKeyEntity, signCapability, softDelete, type CallerIdentity } from '@imali/shared/nest';
import { TEST_INTERNAL_SECRET, clientIdentity, signedFor, startBuiltSubgraph, startTestSubgraph, visitor, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { DOCUMENT_FOR_MESSAGE, DOCUMENT_FOR_TYPE_MESSAGE } from '@imali/vault/domain';
import { definition } from '../subgraph.definition';
import { DOCUMENT_FOR_UNAVAILABLE_MESSAGE } from './client-document.service';
import { ClientDocumentEntity } from './client-document.entity';
import { sameUploadKey } from './client-document-rules';
import { uploadFor } from './upload-for.testing';

// A document about someone else (spec §3.3 forClientId): only the client themselves or a life
// covered on one of their own funeral policies, as the real funeral subgraph answers it
// (docs/decisions/vault-document-for-someone-else.md).
const CREATE = 'mutation($input: CreateClientDocumentInput!) { createClientDocument(input: $input) { id type clientId forClientId } }';
type Created = { createClientDocument: { id: string; type: string; clientId: string; forClientId: string | null } };

describe('vault: a document about someone else', () => {
  let funeral: BuiltSubgraph;
  let vault: TestSubgraph;
  beforeAll(async () => {
    funeral = await startBuiltSubgraph('funeral');
    vault = await startTestSubgraph(definition, { FUNERAL_INTERNAL_URL: funeral.url });
  }, 180_000);
  afterAll(async () => {
    await vault?.close();
    funeral?.stop();
  });

  const sql = (query: string, params: unknown[]) => vault.em().getConnection().execute(query, params);
  /** A funeral policy of `clientId` covering the holder and the given lives (as funeral's tables hold them): the lives' ids. */
  const policyOf = async (clientId: string, lives: { memberType: string; firstNames: string }[]) => {
    const policyId = randomUUID();
    await sql(
      `insert into "funeral"."funeral_policy" (id, client_id, policy_number, state, cover_amount, current_premium_total, created_at) values (?, ?, ?, 'ACTIVE', 20000, 150, now())`,
      [policyId, clientId, `IMF-FOR-${randomUUID().slice(0, 8)}`],
    );
    const member = async (memberType: string, firstNames: string) => {
      const id = randomUUID();
      await sql(
        `insert into "funeral"."policy_member" (id, policy_id, member_type, first_names, surname, cover_amount, premium, state, created_at) values (?, ?, ?, ?, 'Mokoena', 20000, 50, 'COVERED', now())`,
        [id, policyId, memberType, firstNames],
      );
      return id;
    };
    const holder = await member('POLICY_HOLDER', 'Thandi');
    return { holder, lives: await Promise.all(lives.map((l) => member(l.memberType, l.firstNames))) };
  };
  const create = async (identity: CallerIdentity, input: Record<string, unknown>) =>
    vault.graphql<Created>(CREATE, { input: { type: 'RSA_ID', name: 'ID Document', fileId: await uploadFor(vault, identity), ...input } }, identity);
  const refusal = (result: { errors?: { extensions?: Record<string, unknown> }[] }) => ({ code: result.errors?.[0]?.extensions?.['code'], fieldErrors: result.errors?.[0]?.extensions?.['fieldErrors'] });
  const documentsFor = async (clientId: string) =>
    (await sql('select for_client_id from "vault"."client_document" where client_id = ?', [clientId])) as { for_client_id: string | null }[];

  it('records an ID about a life covered on the client’s own policy (spouse, child), and about themselves as no one else', async () => {
    const owner = clientIdentity();
    const { lives } = await policyOf(owner.clientId!, [{ memberType: 'SPOUSE', firstNames: 'Sipho' }, { memberType: 'CHILD', firstNames: 'Lwazi' }]);
    for (const life of lives) {
      const result = await create(owner, { forClientId: life.toUpperCase() });
      expect(result.errors).toBeUndefined();
      expect(result.data!.createClientDocument).toMatchObject({ type: 'RSA_ID', clientId: owner.clientId, forClientId: life });
    }
    const other = await create(owner, { type: 'OTHER', name: 'Marriage certificate', forClientId: lives[0] });
    expect(other.data!.createClientDocument.forClientId).toBe(lives[0]);
    // Their own id is "me": recorded as about no one else.
    expect((await create(owner, { forClientId: owner.clientId })).data!.createClientDocument.forClientId).toBeNull();
  });

  it('refuses anyone else with a field error and records nothing: another client’s covered life, another client, a made-up id, the holder’s member row, a malformed id, a selfie or payslip about someone', async () => {
    const owner = clientIdentity();
    const someoneElse = clientIdentity();
    const mine = await policyOf(owner.clientId!, [{ memberType: 'SPOUSE', firstNames: 'Sipho' }]);
    const theirs = await policyOf(someoneElse.clientId!, [{ memberType: 'SPOUSE', firstNames: 'Nomsa' }]);
    const notLinked = { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'forClientId', message: DOCUMENT_FOR_MESSAGE }] };
    for (const [name, forClientId] of [
      ['another client’s covered life', theirs.lives[0]],
      ['another client', someoneElse.clientId],
      ['a made-up id', randomUUID()],
      ['their own policy holder row (that is them, not someone else)', mine.holder],
    ] as const) {
      expect({ name, refusal: refusal(await create(owner, { forClientId })) }).toEqual({ name, refusal: notLinked });
    }
    // Not an id at all: refused on the wire (the ID scalar) before anything is asked.
    for (const forClientId of ['spouse', 'x'.repeat(5000)])
      expect(refusal(await create(owner, { forClientId }))).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'input.forClientId' }] });
    // A selfie or payslip is the client's own, whoever is covered.
    for (const type of ['SELFIE', 'PAYSLIP'])
      expect(refusal(await create(owner, { type, name: type, forClientId: mine.lives[0] }))).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'forClientId', message: DOCUMENT_FOR_TYPE_MESSAGE }] });
    // The other client cannot file against the owner's spouse either.
    expect(refusal(await create(someoneElse, { forClientId: mine.lives[0] }))).toEqual(notLinked);
    expect(await documentsFor(owner.clientId!)).toEqual([]);
    expect(await documentsFor(someoneElse.clientId!)).toEqual([]);
    // A visitor has no session to name anyone with; a sale's upload token is for the buyer's own documents.
    expect(refusal(await vault.graphql(CREATE, { input: { type: 'RSA_ID', name: 'ID', fileId: randomUUID(), forClientId: mine.lives[0] } }, visitor)).code).toBe('UNAUTHENTICATED');
    const uploadToken = signCapability({ purpose: DOCUMENT_UPLOAD_PURPOSE, clientId: owner.clientId! }, TEST_INTERNAL_SECRET, 3600);
    const body = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(randomUUID())]);
    const uploaded = await vault.fetch('/internal/files', { method: 'POST', headers: { 'content-type': 'image/jpeg', 'x-imali-upload-token': uploadToken, ...signedFor('vault', visitor, 'POST', '/internal/files', body) }, body });
    const fileId = ((await uploaded.json()) as { id: string }).id;
    expect(refusal(await vault.graphql(CREATE, { input: { type: 'RSA_ID', name: 'ID', fileId, uploadToken, forClientId: mine.lives[0] } }, visitor))).toEqual(notLinked);
    expect(await documentsFor(owner.clientId!)).toEqual([]);
    // The same token records the buyer's own ID.
    expect((await vault.graphql<Created>(CREATE, { input: { type: 'RSA_ID', name: 'ID', fileId, uploadToken } }, visitor)).data!.createClientDocument.forClientId).toBeNull();
  });

  it('answers "try again" (never a 500, nothing recorded) when funeral cannot say who is covered', async () => {
    const owner = clientIdentity();
    const offline = await startTestSubgraph(definition, { FUNERAL_INTERNAL_URL: 'http://127.0.0.1:9' });
    try {
      const fileId = await uploadFor(offline, owner);
      const result = await offline.graphql(CREATE, { input: { type: 'RSA_ID', name: 'ID', fileId, forClientId: randomUUID() } }, owner);
      expect(result.status).toBe(200);
      expect({ message: result.errors?.[0]?.message, code: result.errors?.[0]?.extensions?.['code'] }).toEqual({ message: DOCUMENT_FOR_UNAVAILABLE_MESSAGE, code: 'SUBGRAPH_UNAVAILABLE' });
      // A document about themselves does not need funeral.
      expect((await offline.graphql<Created>(CREATE, { input: { type: 'RSA_ID', name: 'ID', fileId } }, owner)).data!.createClientDocument.forClientId).toBeNull();
    } finally {
      await offline.close();
    }
  });

  describe('the same file (the same bytes) filed more than once', () => {
    const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(randomUUID())]);
    /** POST /internal/files as `identity`: the stored file's id (the same bytes for the same client are one file). */
    const upload = async (identity: CallerIdentity, body: Buffer) => {
      const response = await vault.fetch('/internal/files', { method: 'POST', headers: { 'content-type': 'image/jpeg', ...signedFor('vault', identity, 'POST', '/internal/files', body) }, body });
      return ((await response.json()) as { id: string }).id;
    };
    const file = async (identity: CallerIdentity, input: Record<string, unknown>) => {
      const result = await vault.graphql<Created>(CREATE, { input: { type: 'RSA_ID', name: 'ID Document', ...input } }, identity);
      expect(result.errors).toBeUndefined();
      return result.data!.createClientDocument;
    };
    const documents = async (identity: CallerIdentity) =>
      (
        await vault.graphql<{ _entities: { documents: { id: string; type: string; forClientId: string | null; fileId: string }[] }[] }>(
          'query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { documents { id type forClientId fileId } } } }',
          { r: [{ __typename: 'Client', id: identity.clientId }] },
          identity,
        )
      ).data!._entities[0]!.documents;
    const download = (path: string, identity: CallerIdentity) => vault.fetch(path, { headers: signedFor('vault', identity, 'GET', path) });

    it('the client’s own ID, then the same bytes for their spouse: two documents, each about the right person, sharing the stored file', async () => {
      const owner = clientIdentity();
      const { lives } = await policyOf(owner.clientId!, [{ memberType: 'SPOUSE', firstNames: 'Sipho' }]);
      const spouse = lives[0]!;
      const bytes = jpeg();
      const fileId = await upload(owner, bytes);
      const mine = await file(owner, { fileId });
      expect(await upload(owner, bytes)).toBe(fileId);
      const theirs = await file(owner, { fileId, forClientId: spouse });
      expect(mine).toMatchObject({ type: 'RSA_ID', clientId: owner.clientId, forClientId: null });
      expect(theirs).toMatchObject({ type: 'RSA_ID', clientId: owner.clientId, forClientId: spouse });
      expect(theirs.id).not.toBe(mine.id);
      // The other order (spouse first, then "me", named by the client's own id) is two documents too.
      const other = await upload(owner, jpeg());
      const spouseFirst = await file(owner, { fileId: other, forClientId: spouse });
      const meSecond = await file(owner, { fileId: other, forClientId: owner.clientId });
      expect([spouseFirst.forClientId, meSecond.forClientId]).toEqual([spouse, null]);
      expect(meSecond.id).not.toBe(spouseFirst.id);
      // The same bytes as another type (a marriage certificate scanned on the same page) are another document.
      const paper = await file(owner, { fileId, type: 'OTHER', name: 'Marriage certificate', forClientId: spouse });
      expect(paper.id).not.toBe(theirs.id);
      expect(await vault.em().count(ClientDocumentEntity, { clientId: owner.clientId!, fileId })).toBe(3);

      // Removing one document leaves the other and the file it shares as they were.
      const em = vault.em();
      softDelete(await em.findOneOrFail(ClientDocumentEntity, { id: mine.id }));
      await em.flush();
      expect((await documents(owner)).filter((d) => d.fileId === fileId).map((d) => d.id).sort()).toEqual([theirs.id, paper.id].sort());
      const served = await download(`/internal/files/${fileId}`, owner);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      const read = await vault.graphql<{ clientdocument: { forClientId: string | null } }>('query($id: ID!) { clientdocument(id: $id) { forClientId } }', { id: theirs.id }, owner);
      expect(read.data?.clientdocument.forClientId).toBe(spouse);
    });

    it('the same bytes for the same person and type twice are one document (me, or the spouse), whatever else the submit says', async () => {
      const owner = clientIdentity();
      const { lives } = await policyOf(owner.clientId!, [{ memberType: 'SPOUSE', firstNames: 'Sipho' }]);
      const spouse = lives[0]!;
      const bytes = jpeg();
      const mine = await file(owner, { fileId: await upload(owner, bytes) });
      // Uploaded again (the same stored file), named "me" by the client's own id, another title: the first document.
      const mineAgain = await file(owner, { fileId: await upload(owner, bytes), forClientId: owner.clientId, name: 'My ID again' });
      expect(mineAgain).toEqual(mine);
      const theirs = await file(owner, { fileId: await upload(owner, bytes), forClientId: spouse });
      const theirsAgain = await file(owner, { fileId: await upload(owner, bytes), forClientId: spouse.toUpperCase() });
      expect(theirsAgain).toEqual(theirs);
      expect((await documents(owner)).map((d) => d.forClientId).sort()).toEqual([null, spouse].sort());
    });

    it('a retried submit (the same file, type and person) never makes a second document, also when the tries arrive at once', async () => {
      const owner = clientIdentity();
      const { lives } = await policyOf(owner.clientId!, [{ memberType: 'SPOUSE', firstNames: 'Sipho' }]);
      const spouse = lives[0]!;
      const fileId = await upload(owner, jpeg());
      await file(owner, { fileId });
      const input = { type: 'RSA_ID', name: 'ID Document', fileId, forClientId: spouse };
      const answers = await Promise.all(Array.from({ length: 6 }, () => vault.graphql<Created>(CREATE, { input }, owner)));
      expect(answers.map((a) => a.errors)).toEqual(answers.map(() => undefined));
      const ids = new Set(answers.map((a) => a.data!.createClientDocument.id));
      expect(ids.size).toBe(1);
      const retry = await file(owner, input);
      expect(ids.has(retry.id)).toBe(true);
      expect(await vault.em().count(ClientDocumentEntity, { clientId: owner.clientId!, fileId, forClientId: spouse })).toBe(1);
      const { scope, key } = sameUploadKey(fileId, 'RSA_ID', spouse);
      expect((await vault.em().find(IdempotencyKeyEntity, { scope, key })).map((k) => k.resultId)).toEqual([...ids]);
    });

    it('two clients with the same bytes each have their own file and documents, and see only theirs', async () => {
      const owner = clientIdentity();
      const neighbour = clientIdentity();
      const { lives } = await policyOf(owner.clientId!, [{ memberType: 'SPOUSE', firstNames: 'Sipho' }]);
      const bytes = jpeg();
      const ownerFile = await upload(owner, bytes);
      const neighbourFile = await upload(neighbour, bytes);
      expect(neighbourFile).not.toBe(ownerFile);
      const mine = await file(owner, { fileId: ownerFile });
      const spouses = await file(owner, { fileId: ownerFile, forClientId: lives[0] });
      const theirs = await file(neighbour, { fileId: neighbourFile });
      expect(theirs.clientId).toBe(neighbour.clientId);
      // Neither can file or read the other's file or documents.
      expect(refusal(await vault.graphql(CREATE, { input: { type: 'RSA_ID', name: 'ID', fileId: ownerFile } }, neighbour)).code).toBe('BAD_USER_INPUT');
      expect((await documents(owner)).map((d) => d.id).sort()).toEqual([mine.id, spouses.id].sort());
      expect((await documents(neighbour)).map((d) => d.id)).toEqual([theirs.id]);
      for (const id of [mine.id, spouses.id])
        expect((await vault.graphql('query($id: ID!) { clientdocument(id: $id) { id } }', { id }, neighbour)).errors?.[0]?.message).toBe('Document not found');
      expect((await download(`/internal/files/${ownerFile}`, neighbour)).status).toBe(404);
    });
  });
});

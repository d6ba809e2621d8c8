import { randomUUID } from 'node:crypto';
import { clientIdentity, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { SELECT_ONE_MESSAGE } from '@imali/shared/validation';
import { definition } from '../subgraph.definition';
import { uploadFor } from './upload-for.testing';
import { ClientDocumentEntity } from './client-document.entity';

// Document types and sources are GraphQL enums (ClientDocumentType, ClientDocumentSource): a
// value outside them is refused as bad input naming the field, never a fault; the back office's
// types pass the enum but are not uploadable; a stored value from before the enum still shows.
const CREATE = 'mutation($input: CreateClientDocumentInput!) { createClientDocument(input: $input) { id type source } }';

describe('vault: document type and source enums', () => {
  let vault: TestSubgraph;
  beforeAll(async () => {
    vault = await startTestSubgraph(definition);
  }, 60_000);
  afterAll(() => vault?.close());

  it('stores and answers the enum values as they were sent', async () => {
    const owner = clientIdentity();
    const fileId = await uploadFor(vault, owner);
    const result = await vault.graphql<{ createClientDocument: { type: string; source: string } }>(CREATE, { input: { type: 'SELFIE', name: 'Selfie', source: 'FUNERAL_QUICK_QUOTE', fileId } }, owner);
    expect(result.errors).toBeUndefined();
    expect(result.data?.createClientDocument).toMatchObject({ type: 'SELFIE', source: 'FUNERAL_QUICK_QUOTE' });
  });

  it.each([
    ['type', { type: 'selfie' }],
    ['type', { type: 'PASSPORT' }],
    ['source', { source: 'ELSEWHERE' }],
  ])('refuses a %s outside the enum (%j) as BAD_USER_INPUT that names the field', async (field, value) => {
    const owner = clientIdentity();
    const result = await vault.graphql(CREATE, { input: { type: 'OTHER', name: 'Payslip', fileId: randomUUID(), ...value } }, owner);
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain(`input.${field}`);
  });

  it('records a back-office type (a signed debit order mandate) but never a generated one, nor a generated source', async () => {
    const owner = clientIdentity();
    const mandate = await vault.graphql<{ createClientDocument: { type: string } }>(CREATE, { input: { type: 'DEBIT_ORDER_MANDATE', name: 'Mandate', fileId: await uploadFor(vault, owner) } }, owner);
    expect(mandate.errors).toBeUndefined();
    expect(mandate.data?.createClientDocument.type).toBe('DEBIT_ORDER_MANDATE');
    const fileId = await uploadFor(vault, owner);
    const generated = await vault.graphql(CREATE, { input: { type: 'FUNERAL_POLICY_SCHEDULE', name: 'Schedule', source: 'GENERATED', fileId } }, owner);
    expect(generated.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'type', message: SELECT_ONE_MESSAGE }, { field: 'source', message: SELECT_ONE_MESSAGE }] });
  });

  it('shows a document stored with a type from before the enum as OTHER', async () => {
    const owner = clientIdentity();
    const em = vault.em();
    em.create(ClientDocumentEntity, { clientId: owner.clientId!, type: 'legacy scan', name: 'Old scan', source: 'somewhere' });
    await em.flush();
    const result = await vault.graphql<{ _entities: { documents: { name: string; type: string; source: string }[] }[] }>(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { documents { name type source } } } }',
      { r: [{ __typename: 'Client', id: owner.clientId }] },
      owner,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities[0]?.documents).toEqual([{ name: 'Old scan', type: 'OTHER', source: 'DOCUMENT_VAULT_UPLOAD' }]);
  });
});

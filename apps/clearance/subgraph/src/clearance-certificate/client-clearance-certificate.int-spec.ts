import { randomUUID } from 'node:crypto';
import { clientIdentity, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClearanceCertificateEntity } from './clearance-certificate.entity';

const QUERY = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { id clearanceCertificates { id certificateNumber state amount amountPaid } } } }`;
type Result = { _entities: ({ id: string; clearanceCertificates: Record<string, unknown>[] | null } | null)[] };

describe('clearance subgraph: Client.clearanceCertificates', () => {
  let subgraph: TestSubgraph;
  const owner = clientIdentity();
  const stranger = clientIdentity();
  const ref = (id: string) => ({ r: [{ __typename: 'Client', id }] });

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition);
    const em = subgraph.em();
    em.create(ClearanceCertificateEntity, {
      clientId: owner.clientId!,
      certificateNumber: 'sample',
      state: 'sample',
      amount: 150.5,
      amountPaid: 150.5,
    });
    await em.flush();
  });
  afterAll(() => subgraph.close());

  it('answers /health with the database up', async () => {
    expect((await subgraph.fetch('/health')).status).toBe(200);
  });

  it('rejects calls that do not come from the gateway', async () => {
    const response = await subgraph.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    expect(response.status).toBe(401);
  });

  it("returns the signed-in client's own clearanceCertificates", async () => {
    const result = await subgraph.graphql<Result>(QUERY, ref(owner.clientId!), owner);
    expect(result.errors).toBeUndefined();
    const value = result.data?._entities[0]?.clearanceCertificates;
    expect(value).toHaveLength(1);
    expect(value?.[0]?.['certificateNumber']).toBeDefined();
  });

  it('returns an empty list for a client with none', async () => {
    const fresh = clientIdentity();
    const result = await subgraph.graphql<Result>(QUERY, ref(fresh.clientId!), fresh);
    expect(result.data?._entities[0]?.clearanceCertificates).toEqual([]);
  });

  it("never shows one client's clearanceCertificates to another, or to a visitor", async () => {
    for (const caller of [stranger, visitor]) {
      const result = await subgraph.graphql<Result>(QUERY, ref(owner.clientId!), caller);
      expect(result.data?._entities[0]?.clearanceCertificates).toBeNull();
      expect(result.errors?.[0]?.extensions?.['code']).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    expect(randomUUID()).not.toBe(owner.clientId);
  });
});

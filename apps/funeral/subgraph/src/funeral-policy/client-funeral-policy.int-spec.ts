import { randomUUID } from 'node:crypto';
import { clientIdentity, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { FuneralPolicyEntity } from './funeral-policy.entity';

const QUERY = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { id funeralPolicies { id policyNumber productType state coverAmount currentPremiumTotal } } } }`;
type Result = { _entities: ({ id: string; funeralPolicies: Record<string, unknown>[] | null } | null)[] };

describe('funeral subgraph: Client.funeralPolicies', () => {
  let subgraph: TestSubgraph;
  const owner = clientIdentity();
  const stranger = clientIdentity();
  const ref = (id: string) => ({ r: [{ __typename: 'Client', id }] });

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition);
    const em = subgraph.em();
    em.create(FuneralPolicyEntity, {
      clientId: owner.clientId!,
      policyNumber: 'sample',
      productType: 'sample',
      state: 'sample',
      coverAmount: 150.5,
      currentPremiumTotal: 150.5,
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

  it("returns the signed-in client's own funeralPolicies", async () => {
    const result = await subgraph.graphql<Result>(QUERY, ref(owner.clientId!), owner);
    expect(result.errors).toBeUndefined();
    const value = result.data?._entities[0]?.funeralPolicies;
    expect(value).toHaveLength(1);
    expect(value?.[0]?.['policyNumber']).toBeDefined();
  });

  it('returns an empty list for a client with none', async () => {
    const fresh = clientIdentity();
    const result = await subgraph.graphql<Result>(QUERY, ref(fresh.clientId!), fresh);
    expect(result.data?._entities[0]?.funeralPolicies).toEqual([]);
  });

  it("never shows one client's funeralPolicies to another, or to a visitor", async () => {
    for (const caller of [stranger, visitor]) {
      const result = await subgraph.graphql<Result>(QUERY, ref(owner.clientId!), caller);
      expect(result.data?._entities[0]?.funeralPolicies).toBeNull();
      expect(result.errors?.[0]?.extensions?.['code']).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    expect(randomUUID()).not.toBe(owner.clientId);
  });
});

import { randomUUID } from 'node:crypto';
import { clientIdentity, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { DebtBreakdownEntity } from './debt-breakdown.entity';

const QUERY = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { id debtBreakdown { id allDebt housingDebt vehicleDebt normalDebt creditCardDebt compuScore finalPaymentDate hasDebtCounselling } } } }`;
type Result = { _entities: ({ id: string; debtBreakdown: Record<string, unknown> | null } | null)[] };

describe('debt subgraph: Client.debtBreakdown', () => {
  let subgraph: TestSubgraph;
  const owner = clientIdentity();
  const stranger = clientIdentity();
  const ref = (id: string) => ({ r: [{ __typename: 'Client', id }] });

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition);
    const em = subgraph.em();
    em.create(DebtBreakdownEntity, {
      clientId: owner.clientId!,
      allDebt: 150.5,
      housingDebt: 150.5,
      vehicleDebt: 150.5,
      normalDebt: 150.5,
      creditCardDebt: 150.5,
      compuScore: 42,
      finalPaymentDate: '2027-01-31',
      hasDebtCounselling: true,
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

  it("returns the signed-in client's own debtBreakdown", async () => {
    const result = await subgraph.graphql<Result>(QUERY, ref(owner.clientId!), owner);
    expect(result.errors).toBeUndefined();
    const value = result.data?._entities[0]?.debtBreakdown;
    expect(value?.['allDebt']).toBeDefined();
  });

  it('returns null for a client with none', async () => {
    const fresh = clientIdentity();
    const result = await subgraph.graphql<Result>(QUERY, ref(fresh.clientId!), fresh);
    expect(result.data?._entities[0]?.debtBreakdown).toEqual(null);
  });

  it("never shows one client's debtBreakdown to another, or to a visitor", async () => {
    for (const caller of [stranger, visitor]) {
      const result = await subgraph.graphql<Result>(QUERY, ref(owner.clientId!), caller);
      expect(result.data?._entities[0]?.debtBreakdown).toBeNull();
      expect(result.errors?.[0]?.extensions?.['code']).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    expect(randomUUID()).not.toBe(owner.clientId);
  });
});

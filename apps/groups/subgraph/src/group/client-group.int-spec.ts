import { randomUUID } from 'node:crypto';
import { clientIdentity, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { GroupEntity } from './group.entity';

const QUERY = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { id groups { id name postalCode email } } } }`;
type Result = { _entities: ({ id: string; groups: Record<string, unknown>[] | null } | null)[] };

describe('groups subgraph: Client.groups', () => {
  let subgraph: TestSubgraph;
  const owner = clientIdentity();
  const stranger = clientIdentity();
  const ref = (id: string) => ({ r: [{ __typename: 'Client', id }] });

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition);
    const em = subgraph.em();
    em.create(GroupEntity, {
      clientId: owner.clientId!,
      name: 'sample',
      postalCode: 'sample',
      email: 'sample',
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

  it("returns the signed-in client's own groups", async () => {
    const result = await subgraph.graphql<Result>(QUERY, ref(owner.clientId!), owner);
    expect(result.errors).toBeUndefined();
    const value = result.data?._entities[0]?.groups;
    expect(value).toHaveLength(1);
    expect(value?.[0]?.['name']).toBeDefined();
  });

  it('returns an empty list for a client with none', async () => {
    const fresh = clientIdentity();
    const result = await subgraph.graphql<Result>(QUERY, ref(fresh.clientId!), fresh);
    expect(result.data?._entities[0]?.groups).toEqual([]);
  });

  it("never shows one client's groups to another, or to a visitor", async () => {
    for (const caller of [stranger, visitor]) {
      const result = await subgraph.graphql<Result>(QUERY, ref(owner.clientId!), caller);
      expect(result.data?._entities[0]?.groups).toBeNull();
      expect(result.errors?.[0]?.extensions?.['code']).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    expect(randomUUID()).not.toBe(owner.clientId);
  });
});

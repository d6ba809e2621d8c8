import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubgraphDefinition } from '@imali/shared/nest';
import { clientIdentity, startTestSubgraph, visitor, type TestSubgraph } from './test-subgraph';
import { describeGatewayOnlyGuard, type GuardRoute } from './gateway-only-guard';

export interface ClientFieldContract {
  definition: SubgraphDefinition;
  /** The field this area adds to the federated Client, e.g. `funeralPolicies`. */
  field: string;
  /** Its GraphQL selection, e.g. `id policyNumber state`. */
  selection: string;
  list: boolean;
  /** Creates one record of this area for `clientId` (persisted by the caller). */
  seed: (em: EntityManager, clientId: string) => void;
  /** The subgraph's /internal/ routes, for the gateway-only guard's table. */
  internalRoutes?: GuardRoute[];
}

type EntitiesResult = { _entities: (Record<string, unknown> | null)[] };

/**
 * The behaviour every area subgraph owes: it answers /health, refuses calls that are not from
 * the gateway, and serves Client.<field> to its owner only (never to another client or a visitor).
 */
export function describeClientFieldContract(contract: ClientFieldContract): void {
  const { definition, field, selection, list } = contract;
  const query = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { id ${field} { ${selection} } } } }`;
  const ref = (id: string) => ({ r: [{ __typename: 'Client', id }] });

  describe(`${definition.name} subgraph: Client.${field}`, () => {
    let subgraph: TestSubgraph;
    const owner = clientIdentity();

    beforeAll(async () => {
      subgraph = await startTestSubgraph(definition);
      const em = subgraph.em();
      contract.seed(em, owner.clientId!);
      await em.flush();
    });
    afterAll(() => subgraph.close());

    describeGatewayOnlyGuard(`${definition.name} subgraph`, { url: () => subgraph.url, audience: definition.name, internalRoutes: contract.internalRoutes });

    it('answers /health with the database up', async () => {
      expect((await subgraph.fetch('/health')).status).toBe(200);
    });

    it('rejects calls that do not come from the gateway', async () => {
      const response = await subgraph.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
      expect(response.status).toBe(401);
    });

    it(`returns the signed-in client's own ${field}`, async () => {
      const result = await subgraph.graphql<EntitiesResult>(query, ref(owner.clientId!), owner);
      expect(result.errors).toBeUndefined();
      const value = result.data?._entities[0]?.[field];
      if (list) {
        expect(value).toHaveLength(1);
        expect((value as Record<string, unknown>[])[0]).toEqual(expect.objectContaining({ id: expect.any(String) }));
      } else {
        expect(value).toEqual(expect.objectContaining({ id: expect.any(String) }));
      }
    });

    it('gives no field suggestions outside development', async () => {
      const result = await subgraph.graphql(`{ _entities(representations: []) { ... on Client { ${field.slice(0, -1)} } } }`, {}, owner);
      expect(result.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(result.errors)).not.toMatch(/Did you mean/);
    });

    it(`returns ${list ? 'an empty list' : 'null'} for a client with none`, async () => {
      const fresh = clientIdentity();
      const result = await subgraph.graphql<EntitiesResult>(query, ref(fresh.clientId!), fresh);
      expect(result.errors).toBeUndefined();
      expect(result.data?._entities[0]?.[field]).toEqual(list ? [] : null);
    });

    it(`never shows one client's ${field} to another client or to a visitor`, async () => {
      for (const caller of [clientIdentity(), visitor]) {
        const result = await subgraph.graphql<EntitiesResult>(query, ref(owner.clientId!), caller);
        expect(result.data?._entities[0]?.[field]).toBeNull();
        // Another client's record answers as a missing one does.
        expect(result.errors?.[0]?.extensions?.['code']).toMatch(/^(NOT_FOUND|UNAUTHENTICATED)$/);
      }
    });

    it(`refuses the owner's own ${field} until sign-up (profile, terms, OTP) is done`, async () => {
      for (const verification of [
        { registered: true, acceptedTerms: true, otpVerified: false },
        { registered: true, acceptedTerms: false, otpVerified: true },
        { registered: false, acceptedTerms: true, otpVerified: true },
      ]) {
        const unverified = { ...clientIdentity(owner.clientId!, verification), userId: owner.userId };
        const result = await subgraph.graphql<EntitiesResult>(query, ref(owner.clientId!), unverified);
        expect(result.data?._entities[0]?.[field]).toBeNull();
        expect(result.errors?.[0]?.extensions?.['code']).toBe('VERIFICATION_REQUIRED');
      }
    });
  });
}

import { randomUUID } from 'node:crypto';
import { clientIdentity, startTestSubgraph, visitor, type GraphQLResponse, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClientObligationEntity } from './client-obligation.entity';

const FIELDS = 'id companyName coverAmount premiumAmount startDate paymentMethod livesCovered policyType policyTypeLabel source createdAt';
const CREATE = `mutation($input: ClientObligationInput!) { createClientObligation(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ClientObligationInput!) { updateClientObligation(id: $id, input: $input) { ${FIELDS} } }`;
const READ = `query($id: ID!) { clientobligation(id: $id) { ${FIELDS} } }`;
const LIST = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { id thirdPartyFuneralPolicies { ${FIELDS} } } } }`;

type ThirdParty = { id: string; companyName: string; coverAmount: number; premiumAmount: number; startDate: string | null; paymentMethod: string | null; livesCovered: string[]; policyType: string; policyTypeLabel: string; source: string };

const code = (result: GraphQLResponse<unknown>) => result.errors?.[0]?.extensions?.['code'];
const fieldErrors = (result: GraphQLResponse<unknown>) => ((result.errors?.[0]?.extensions?.['fieldErrors'] ?? []) as { field: string; message: string }[]).map((e) => `${e.field}: ${e.message}`);

/** Refused by GraphQL's own variable check, before any resolver ran (no field message: that is the gateway's). */
const refusedByTheSchema = (result: GraphQLResponse<unknown>) => code(result) === 'BAD_USER_INPUT' && /^Variable "\$input" got invalid value/.test(result.errors?.[0]?.message ?? '');

const info = (overrides: Record<string, unknown> = {}) => ({
  funeralPolicyInfo: { companyName: 'Ubuntu Burial Cover', coverAmount: 25000, premiumAmount: 185.5, startDate: '2021-06-01', paymentMethod: 'DEBIT_ORDER', livesCovered: ['POLICY_HOLDER', 'SPOUSE'], ...overrides },
});

describe('funeral subgraph: third-party funeral policies (client obligations)', () => {
  let subgraph: TestSubgraph;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition);
  });
  afterAll(() => subgraph.close());

  it('records a policy held elsewhere as a manual entry, changes it, and lists it for its owner', async () => {
    const owner = clientIdentity();
    const created = await subgraph.graphql<{ createClientObligation: ThirdParty }>(CREATE, { input: { source: 'CLIENT_MANUAL_ENTRY', ...info() } }, owner);
    expect(created.errors).toBeUndefined();
    const policy = created.data!.createClientObligation;
    expect(policy).toMatchObject({
      companyName: 'Ubuntu Burial Cover',
      coverAmount: 25000,
      premiumAmount: 185.5,
      startDate: '2021-06-01',
      paymentMethod: 'DEBIT_ORDER',
      livesCovered: ['POLICY_HOLDER', 'SPOUSE'],
      policyType: 'COUPLE',
      policyTypeLabel: 'Couple',
      source: 'CLIENT_MANUAL_ENTRY',
    });
    expect(await subgraph.em().findOneOrFail(ClientObligationEntity, { id: policy.id })).toMatchObject({ clientId: owner.clientId, source: 'CLIENT_MANUAL_ENTRY' });

    const updated = await subgraph.graphql<{ updateClientObligation: ThirdParty }>(
      UPDATE,
      { id: policy.id, input: info({ coverAmount: 30500, premiumAmount: 210, livesCovered: ['CHILD', 'POLICY_HOLDER', 'CHILD'], paymentMethod: null, startDate: null }) },
      owner,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateClientObligation).toMatchObject({ id: policy.id, coverAmount: 30500, premiumAmount: 210, livesCovered: ['POLICY_HOLDER', 'CHILD'], policyType: 'SINGLE_AND_CHILDREN', paymentMethod: null, startDate: null });
    // Lives covered and the payment method are enums: another spelling is refused before the
    // resolver (the gateway names the field, variable-type-errors.md) and changes nothing.
    for (const odd of [{ livesCovered: ['child', 'POLICY_HOLDER'] }, { livesCovered: [' SPOUSE '] }, { paymentMethod: 'debit_order' }]) {
      const refused = await subgraph.graphql(UPDATE, { id: policy.id, input: info({ coverAmount: 40000, ...odd }) }, owner);
      expect(refusedByTheSchema(refused)).toBe(true);
      expect(refused.data ?? null).toBeNull();
    }
    expect(await subgraph.em().fork().findOneOrFail(ClientObligationEntity, { id: policy.id })).toMatchObject({ coverAmount: 30500, livesCovered: ['POLICY_HOLDER', 'CHILD'], paymentMethod: null });

    const second = await subgraph.graphql<{ createClientObligation: ThirdParty }>(CREATE, { input: info({ companyName: 'Another Insurer', livesCovered: ['PARENT'] }) }, owner);
    expect(second.data?.createClientObligation.policyType).toBe('FAMILY');

    const read = await subgraph.graphql<{ clientobligation: ThirdParty }>(READ, { id: policy.id }, owner);
    expect(read.data?.clientobligation.coverAmount).toBe(30500);
    const list = await subgraph.graphql<{ _entities: { thirdPartyFuneralPolicies: ThirdParty[] }[] }>(LIST, { r: [{ __typename: 'Client', id: owner.clientId }] }, owner);
    expect(list.errors).toBeUndefined();
    expect(list.data?._entities[0]?.thirdPartyFuneralPolicies.map((p) => p.companyName)).toEqual(['Another Insurer', 'Ubuntu Burial Cover']);
  });

  it('checks the form rules (§5.3) with the spec messages', async () => {
    const owner = clientIdentity();
    const nobody = await subgraph.graphql(CREATE, { input: info({ livesCovered: [] }) }, owner);
    expect(code(nobody)).toBe('BAD_USER_INPUT');
    expect(nobody.errors?.[0]?.message).toBe('Please select who is covered');

    const bad = await subgraph.graphql(CREATE, { input: info({ companyName: ' ', coverAmount: 100500, premiumAmount: 1200 }) }, owner);
    expect(fieldErrors(bad)).toEqual([
      'funeralPolicyInfo.companyName: This field is required',
      'funeralPolicyInfo.coverAmount: Must be between 0 and 100000',
      'funeralPolicyInfo.premiumAmount: Must be between 0 and 1000',
    ]);
    const missing = await subgraph.graphql(CREATE, { input: { funeralPolicyInfo: { livesCovered: ['POLICY_HOLDER'] } } }, owner);
    expect(fieldErrors(missing)).toEqual([
      'funeralPolicyInfo.companyName: This field is required',
      'funeralPolicyInfo.coverAmount: This field is required',
      'funeralPolicyInfo.premiumAmount: This field is required',
    ]);
    expect(fieldErrors(await subgraph.graphql(CREATE, { input: info({ coverAmount: 25250 }) }, owner))).toEqual(['funeralPolicyInfo.coverAmount: Cover must be in steps of R500']);
    // The source is an enum with one value: another is refused before the resolver.
    expect(refusedByTheSchema(await subgraph.graphql(CREATE, { input: { source: 'CREDIT_BUREAU', ...info() } }, owner))).toBe(true);
    expect(await subgraph.em().count(ClientObligationEntity, { clientId: owner.clientId })).toBe(0);

    const created = await subgraph.graphql<{ createClientObligation: ThirdParty }>(CREATE, { input: info() }, owner);
    const update = await subgraph.graphql(UPDATE, { id: created.data!.createClientObligation.id, input: info({ livesCovered: null }) }, owner);
    expect(fieldErrors(update)).toEqual(['funeralPolicyInfo.livesCovered: Please select who is covered']);
  });

  it("another client can neither read nor change a client's third-party policy; a visitor must sign in", async () => {
    const owner = clientIdentity();
    const created = await subgraph.graphql<{ createClientObligation: ThirdParty }>(CREATE, { input: info() }, owner);
    const id = created.data!.createClientObligation.id;
    const stranger = clientIdentity();

    expect(code(await subgraph.graphql(READ, { id }, stranger))).toBe('NOT_FOUND');
    expect(code(await subgraph.graphql(UPDATE, { id, input: info({ companyName: 'Hijacked' }) }, stranger))).toBe('NOT_FOUND');
    const strangerList = await subgraph.graphql<{ _entities: ({ thirdPartyFuneralPolicies: unknown } | null)[] }>(LIST, { r: [{ __typename: 'Client', id: owner.clientId }] }, stranger);
    expect(code(strangerList)).toBe('NOT_FOUND');
    expect(await subgraph.em().findOneOrFail(ClientObligationEntity, { id })).toMatchObject({ companyName: 'Ubuntu Burial Cover' });

    expect(code(await subgraph.graphql(READ, { id }, visitor))).toBe('UNAUTHENTICATED');
    expect(code(await subgraph.graphql(CREATE, { input: info() }, visitor))).toBe('UNAUTHENTICATED');
    expect(code(await subgraph.graphql(UPDATE, { id, input: info() }, visitor))).toBe('UNAUTHENTICATED');

    expect(code(await subgraph.graphql(READ, { id: randomUUID() }, owner))).toBe('NOT_FOUND');
    // An id that is not a UUID names nothing and is refused as bad input before any look-up.
    expect(code(await subgraph.graphql(READ, { id: 'not-an-id' }, owner))).toBe('BAD_USER_INPUT');
  });
});

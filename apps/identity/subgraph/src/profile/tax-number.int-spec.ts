import { startTestSubgraph, TEST_PII_ENCRYPTION_KEY, type TestSubgraph } from '@imali/shared/testing';
import type { CallerIdentity } from '@imali/shared/nest';
import { definition } from '../subgraph.definition';
import { signedUpClient } from '../testing/signed-up-client';

// The savings tax-number modal saves through updateMyProfile (savings-budget-debt-shell.md §5: "Tax
// number is required and uses a tax-number check ... 'Invalid Tax Number'"): the same rule on the
// server, and a refused number changes nothing.
const UPDATE = 'mutation($i: UpdateClientInput!) { updateMyProfile(input: $i) { id taxNumber } }';
type Errors = { message: string; extensions?: Record<string, unknown> }[] | undefined;
const fieldErrorsOf = (errors: Errors) => errors?.[0]?.extensions?.['fieldErrors'];

describe('identity subgraph: updateMyProfile taxNumber', () => {
  let subgraph: TestSubgraph;
  let client: CallerIdentity;

  const taxNumberOnRecord = async () => (await subgraph.graphql<{ myClient: { taxNumber: string | null } }>('{ myClient { taxNumber } }', {}, client)).data?.myClient.taxNumber;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
    client = await signedUpClient(subgraph, '1985-03-09');
  }, 60_000);
  afterAll(() => subgraph.close());

  it('saves a valid SARS tax reference number and reads it back', async () => {
    const saved = await subgraph.graphql<{ updateMyProfile: { taxNumber: string } }>(UPDATE, { i: { taxNumber: '0001339050' } }, client);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateMyProfile.taxNumber).toBe('0001339050');
    expect(await taxNumberOnRecord()).toBe('0001339050');
  });

  it.each([
    ['a number failing the check digit', '1234567890', 'Invalid Tax Number'],
    ['a first digit other than 0-3 or 9', '4001339050', 'Invalid Tax Number'],
    ['too short', '000133905', 'Invalid Tax Number'],
    ['letters', '000133905A', 'Invalid Tax Number'],
    ['a long text', '0'.repeat(200), 'Invalid Tax Number'],
    ['empty (the number is required)', '', 'This field is required'],
    ['blank (the number is required)', '   ', 'This field is required'],
    ['null (the number is required)', null, 'This field is required'],
  ])('refuses %s with the spec message on taxNumber, and the number on record stays', async (_case, taxNumber, message) => {
    const refused = await subgraph.graphql(UPDATE, { i: { taxNumber } }, client);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused.errors as Errors)).toEqual([{ field: 'taxNumber', message }]);
    expect(await taxNumberOnRecord()).toBe('0001339050');
  });

  it('leaves the tax number alone when an update does not name it', async () => {
    const other = await subgraph.graphql(UPDATE, { i: { surname: 'Dlamini' } }, client);
    expect(other.errors).toBeUndefined();
    expect(await taxNumberOnRecord()).toBe('0001339050');
  });
});

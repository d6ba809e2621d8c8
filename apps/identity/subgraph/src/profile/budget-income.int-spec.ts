import { AT_MOST_TWO_DECIMALS_MESSAGE, MONTHLY_INCOME_MESSAGE, REQUIRED_MESSAGE } from '@imali/shared/validation';
import { startTestSubgraph, TEST_PII_ENCRYPTION_KEY, type TestSubgraph } from '@imali/shared/testing';
import type { CallerIdentity } from '@imali/shared/nest';
import { definition } from '../subgraph.definition';
import { signedUpClient } from '../testing/signed-up-client';

// The Budget form's net income saves through updateMyProfile income (savings-budget-debt-shell.md
// §4 "the netIncome value becomes the income", §7 UpdateBudgetInfo; issue 14 "Bad input"): saved
// and read back in rand and cents, and a negative, too large or non-number income refused with a
// clear message on income, the income on record unchanged.
const UPDATE = 'mutation($i: UpdateClientInput!) { updateMyProfile(input: $i) { id income } }';
type Errors = { message: string; extensions?: Record<string, unknown> }[] | undefined;
const fieldErrorsOf = (errors: Errors) => errors?.[0]?.extensions?.['fieldErrors'];

describe('identity subgraph: updateMyProfile income (the Budget form’s net income)', () => {
  let subgraph: TestSubgraph;
  let client: CallerIdentity;

  const incomeOnRecord = async () => (await subgraph.graphql<{ myClient: { income: number | null } }>('{ myClient { income } }', {}, client)).data?.myClient.income;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
    client = await signedUpClient(subgraph, '1987-07-14');
  }, 60_000);
  afterAll(() => subgraph.close());

  it('saves the net income to the cent and reads it back', async () => {
    const saved = await subgraph.graphql<{ updateMyProfile: { income: number } }>(UPDATE, { i: { income: 25000.5 } }, client);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateMyProfile.income).toBe(25000.5);
    expect(await incomeOnRecord()).toBe(25000.5);
  });

  it.each([
    ['a negative income', -1],
    ['an income above the limit', 10_000_000.01],
  ])('refuses %s with the rule’s message on income, and the income on record stays', async (_case, income) => {
    const refused = await subgraph.graphql(UPDATE, { i: { income } }, client);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused.errors as Errors)).toEqual([{ field: 'income', message: MONTHLY_INCOME_MESSAGE }]);
    expect(await incomeOnRecord()).toBe(25000.5);
  });

  it('refuses to clear the income (null): Profile Settings requires it (savings §5), and the income stays', async () => {
    const refused = await subgraph.graphql(UPDATE, { i: { income: null } }, client);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused.errors as Errors)).toEqual([{ field: 'income', message: REQUIRED_MESSAGE }]);
    expect(await incomeOnRecord()).toBe(25000.5);
  });

  it('refuses an income with a fraction of a cent (it would be rounded when stored), and the income stays', async () => {
    const refused = await subgraph.graphql(UPDATE, { i: { income: 25000.505 } }, client);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused.errors as Errors)).toEqual([{ field: 'income', message: AT_MOST_TWO_DECIMALS_MESSAGE }]);
    expect(await incomeOnRecord()).toBe(25000.5);
  });

  it.each([['abc'], ['NaN'], [''], [true]])('refuses %p (not a number) as bad input, never a fault, and the income stays', async (income) => {
    const refused = await subgraph.graphql(UPDATE, { i: { income } }, client);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(await incomeOnRecord()).toBe(25000.5);
  });
});

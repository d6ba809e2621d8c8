import { randomUUID } from 'node:crypto';
import { clientIdentity } from '@imali/shared/testing';
import { EMERGENCY_EXISTS_MESSAGE, PAYOUT_DATE_DECEMBER_MESSAGE, PAYOUT_DATE_TYPE_MESSAGE, SAME_BUCKET_MESSAGE, WITHDRAWAL_BALANCE_MESSAGE, withdrawalAmountMessage } from '@imali/savings/domain';
import { SANDBOX_PAYOUT_FAILED_REASON } from '@imali/integrations/payments';
import { BUCKET_FIELDS, credit, eventually, newClient, startSavingsStack, stopSavingsStack, type SavingsStack } from './testing/savings-test-stack';

// Answers are read loosely: each test states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type Gql = { data?: Record<string, Loose> | null; errors?: { message: string; extensions?: Record<string, Loose> }[] };

const ADD = `mutation($b: AddSavingsBucketInput!) { addSavingsBucket(bucketInfo: $b) { ${BUCKET_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: UpdateSavingsBucketInput!) { updateSavingsBucket(id: $id, input: $i) { ${BUCKET_FIELDS} } }`;
const WITHDRAW = `mutation($i: WithdrawSavingsInput!) { withdrawSavings(input: $i) { id bucketId amount status bankAccountId requestedAt releasedAt } }`;
const TRANSFER = `mutation($i: TransferSavingsInput!) { transferSavings(input: $i) { fromBucket { id amount totalWithdrawalsAmount } toBucket { id name bucketType amount targetAmount targetDate desiredSavings totalContributionsAmount } } }`;
const PAYMENT_DETAILS = `mutation($i: SavingsPaymentDetailsInput!) { updateSavingsPaymentDetails(input: $i) { id payDay paymentBankAccountId debitOrderId } }`;
const OVERVIEW = `query($r: [_Any!]!, $id: ID!) { _entities(representations: $r) { ... on Client { savings { id payDay monthlyContributionsTotal totalSaved bucketInfo { id name amount desiredSavings } bucketInfoById(id: $id) { id } withdrawals { id status amount } failedCollections { id } } } } }`;

const fieldErrors = (answer: Gql) => answer.errors?.[0]?.extensions?.['fieldErrors'] as { field: string; message: string }[] | undefined;
const codeOf = (answer: Gql) => answer.errors?.[0]?.extensions?.['code'];

describe('savings subgraph: mutations on the ledger', () => {
  const stack = {} as SavingsStack;
  beforeAll(async () => Object.assign(stack, await startSavingsStack()), 60_000);
  afterAll(() => stopSavingsStack(stack));

  const gql = (query: string, variables: Record<string, unknown>, caller = clientIdentity()) => stack.subgraph.graphql(query, variables, caller) as Promise<Gql>;
  const count = async (sql: string, params: unknown[]) => Number((await stack.subgraph.em().getConnection().execute<{ n: string }[]>(sql, params))[0]!.n);
  const ledgerCount = (bucketId: string) => count(`select count(*) as n from "savings"."ledger_entry" where "bucket_id" = ?`, [bucketId]);

  async function addGoal(caller = clientIdentity(), fields: Record<string, unknown> = {}) {
    const answer = await gql(ADD, { b: { bucketType: 'HOUSE', targetAmount: 20000, targetDate: '2028-06-30', idempotencyKey: randomUUID(), ...fields } }, caller);
    expect(answer.errors).toBeUndefined();
    return answer.data!['addSavingsBucket'] as Record<string, Loose>;
  }
  async function savingsIdOf(bucketId: string) {
    const [row] = await stack.subgraph.em().getConnection().execute<{ savings_id: string }[]>(`select "savings_id" from "savings"."bucket" where "id" = ?`, [bucketId]);
    return row!.savings_id;
  }

  describe('addSavingsBucket', () => {
    it("creates the client's savings on first use, with the type's label, R 500 a month and nothing in it", async () => {
      const { caller } = newClient(stack);
      const bucket = await addGoal(caller, { description: 'A flat in Durban' });
      expect(bucket).toMatchObject({ name: 'Housing', bucketType: 'HOUSE', amount: 0, targetAmount: 20000, targetDate: '2028-06-30', desiredSavings: 500, percentageFull: 0, status: 'NO_SAVINGS', existingAmount: null, totalContributionsAmount: 0, totalWithdrawalsAmount: 0, pendingWithdrawalsAmount: 0, metaData: [] });
      await addGoal(caller, { bucketType: 'OTHER', description: 'New guitar', targetAmount: 4000 });
      const overview = await gql(OVERVIEW, { r: [{ __typename: 'Client', id: caller.clientId }], id: bucket['id'] }, caller);
      expect(overview.data!['_entities'][0].savings).toMatchObject({ monthlyContributionsTotal: 1000, totalSaved: 0, bucketInfo: [{ name: 'Housing' }, { name: 'New guitar' }], bucketInfoById: { id: bucket['id'] }, withdrawals: [], failedCollections: [] });
      expect(await count(`select count(*) as n from "savings"."savings" where "client_id" = ?`, [caller.clientId])).toBe(1);
    });

    it('answers a repeated key with the first goal and makes one', async () => {
      const { caller } = newClient(stack);
      const key = randomUUID();
      const input = { bucketType: 'CAR', targetAmount: 80000, targetDate: '2029-01-31', desiredSavings: 1250.5, idempotencyKey: key };
      const [a, b] = await Promise.all([gql(ADD, { b: input }, caller), gql(ADD, { b: input }, caller)]);
      expect(a.data!['addSavingsBucket'].id).toBe(b.data!['addSavingsBucket'].id);
      expect(a.data!['addSavingsBucket'].desiredSavings).toBe(1250.5);
      expect(await count(`select count(*) as n from "savings"."bucket" where "client_id" = ?`, [caller.clientId])).toBe(1);
    });

    it("derives an Emergency goal's target from income and months, and allows one Emergency Fund", async () => {
      const { caller } = newClient(stack);
      const bucket = await addGoal(caller, { bucketType: 'EMERGENCY', targetAmount: null, targetDate: '2027-11-30', metaData: [{ key: 'income', value: '12000' }, { key: 'goalMonthsInFund', value: '3' }] });
      expect(bucket).toMatchObject({ name: 'Emergency', targetAmount: 36000, metaData: [{ key: 'income', value: '12000' }, { key: 'goalMonthsInFund', value: '3' }] });
      const again = await gql(ADD, { b: { bucketType: 'EMERGENCY', targetDate: '2027-11-30', metaData: [{ key: 'income', value: '12000' }, { key: 'goalMonthsInFund', value: '1' }], idempotencyKey: randomUUID() } }, caller);
      expect(fieldErrors(again)).toEqual([{ field: 'bucketType', message: EMERGENCY_EXISTS_MESSAGE }]);
    });

    it.each([
      [{ targetAmount: 1.234 }, 'targetAmount', 'Use at most two decimals, like 123.45'],
      [{ targetAmount: -5 }, 'targetAmount', 'Must be greater than zero'],
      [{ targetAmount: 0 }, 'targetAmount', 'Must be greater than zero'],
      [{ targetAmount: 10_000_000.01 }, 'targetAmount', 'Must be at most R 10 000 000.00'],
      [{ desiredSavings: -1 }, 'desiredSavings', 'Must be zero or more'],
      [{ existingAmount: 0.001 }, 'existingAmount', 'Use at most two decimals, like 123.45'],
      [{ targetDate: '2020-01-01' }, 'targetDate', 'Must be a future date'],
      [{ targetDate: 'soon' }, 'targetDate', expect.any(String)],
      [{ targetDate: null }, 'targetDate', 'This field is required'],
      [{ name: 'n'.repeat(101) }, 'name', expect.stringContaining('100')],
      [{ description: 'd'.repeat(501) }, 'description', expect.stringContaining('500')],
      [{ idempotencyKey: 'k'.repeat(101) }, 'idempotencyKey', expect.stringContaining('100')],
      [{ metaData: [{ key: 'k'.repeat(51), value: 'v' }] }, 'metaData.0.key', expect.stringContaining('50')],
    ])('%p is refused on %s, and nothing is made', async (fields, field, message) => {
      const { caller } = newClient(stack);
      const answer = await gql(ADD, { b: { bucketType: 'HOUSE', targetAmount: 20000, targetDate: '2028-06-30', idempotencyKey: randomUUID(), ...fields } }, caller);
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(fieldErrors(answer)).toContainEqual({ field, message });
      expect(await count(`select count(*) as n from "savings"."savings" where "client_id" = ?`, [caller.clientId])).toBe(0);
    });

    it.each([
      [{ targetAmount: 'abc' }],
      [{ targetAmount: 'NaN' }],
      [{ bucketType: 'PONY' }],
      [{ desiredSavings: '12.5' }],
    ])('%p is refused by the schema as bad input, never a fault', async (fields) => {
      const answer = await gql(ADD, { b: { bucketType: 'HOUSE', targetAmount: 20000, targetDate: '2028-06-30', idempotencyKey: randomUUID(), ...fields } });
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    });

    it('asks a visitor to sign in', async () => {
      const answer = (await stack.subgraph.graphql(ADD, { b: { bucketType: 'HOUSE', targetAmount: 1, targetDate: '2028-06-30', idempotencyKey: randomUUID() } })) as Gql;
      expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    });
  });

  describe('updateSavingsBucket', () => {
    it('changes only the fields given', async () => {
      const { caller } = newClient(stack);
      const bucket = await addGoal(caller, { description: 'Deposit' });
      const answer = await gql(UPDATE, { id: bucket['id'], i: { name: 'First home', desiredSavings: 750 } }, caller);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!['updateSavingsBucket']).toMatchObject({ name: 'First home', desiredSavings: 750, description: 'Deposit', targetAmount: 20000, targetDate: '2028-06-30' });
    });

    it('null clears the description and the amount saved elsewhere; metaData given replaces the type\'s details, omitted leaves them', async () => {
      const { caller } = newClient(stack);
      const custom = await addGoal(caller, { bucketType: 'OTHER', description: 'Wedding', existingAmount: 1500, metaData: [{ key: 'description', value: 'Wedding' }] });
      expect(custom).toMatchObject({ description: 'Wedding', existingAmount: 1500, metaData: [{ key: 'description', value: 'Wedding' }] });
      const cleared = await gql(UPDATE, { id: custom['id'], i: { bucketType: 'OTHER', description: null, existingAmount: null, metaData: [] } }, caller);
      expect(cleared.errors).toBeUndefined();
      expect(cleared.data!['updateSavingsBucket']).toMatchObject({ description: null, existingAmount: null, metaData: [] });

      const car = await addGoal(caller, { bucketType: 'CAR', metaData: [{ key: 'savingFor', value: 'New Car' }] });
      const untouched = await gql(UPDATE, { id: car['id'], i: { desiredSavings: 800 } }, caller);
      expect(untouched.data!['updateSavingsBucket'].metaData).toEqual([{ key: 'savingFor', value: 'New Car' }]);
      const emptied = await gql(UPDATE, { id: car['id'], i: { metaData: [] } }, caller);
      expect(emptied.errors).toBeUndefined();
      expect(emptied.data!['updateSavingsBucket'].metaData).toEqual([]);
    });

    it("metaData given is the type's details as a whole: a required detail left out is refused, and nothing changes", async () => {
      const { caller } = newClient(stack);
      const emergency = await addGoal(caller, { bucketType: 'EMERGENCY', targetAmount: null, targetDate: '2027-11-30', metaData: [{ key: 'income', value: '12000' }, { key: 'goalMonthsInFund', value: '3' }] });
      const partial = await gql(UPDATE, { id: emergency['id'], i: { metaData: [{ key: 'goalMonthsInFund', value: '2' }] } }, caller);
      expect(fieldErrors(partial)).toEqual([{ field: 'income', message: 'This field is required' }]);
      const whole = await gql(UPDATE, { id: emergency['id'], i: { metaData: [{ key: 'income', value: '12000' }, { key: 'goalMonthsInFund', value: '2' }] } }, caller);
      expect(whole.data!['updateSavingsBucket']).toMatchObject({ targetAmount: 24000, metaData: [{ key: 'income', value: '12000' }, { key: 'goalMonthsInFund', value: '2' }] });
    });

    it("sets the December Fund's payout date, in December and ahead only", async () => {
      const { caller } = newClient(stack);
      const december = await addGoal(caller, { bucketType: 'YEAR_END', targetDate: '2027-12-01' });
      const year = new Date().getUTCFullYear() + 1;
      const ok = await gql(UPDATE, { id: december['id'], i: { payoutDate: `${year}-12-15` } }, caller);
      expect(ok.data!['updateSavingsBucket'].payoutDate).toBe(`${year}-12-15`);
      expect(fieldErrors(await gql(UPDATE, { id: december['id'], i: { payoutDate: `${year}-11-15` } }, caller))).toEqual([{ field: 'payoutDate', message: PAYOUT_DATE_DECEMBER_MESSAGE }]);
      expect(fieldErrors(await gql(UPDATE, { id: december['id'], i: { payoutDate: `${year + 10}-12-15` } }, caller))?.[0]?.field).toBe('payoutYear');
      const house = await addGoal(caller);
      expect(fieldErrors(await gql(UPDATE, { id: house['id'], i: { payoutDate: `${year}-12-15` } }, caller))).toEqual([{ field: 'payoutDate', message: PAYOUT_DATE_TYPE_MESSAGE }]);
    });

    it('turns a goal into the Emergency Fund only when there is none', async () => {
      const { caller } = newClient(stack);
      const house = await addGoal(caller);
      const car = await addGoal(caller, { bucketType: 'CAR' });
      const emergencyDetails = [{ key: 'income', value: '12000' }, { key: 'goalMonthsInFund', value: '3' }];
      // A new type keeps none of the old type's details: the Emergency Fund's required ones must come with it.
      expect(fieldErrors(await gql(UPDATE, { id: house['id'], i: { bucketType: 'EMERGENCY' } }, caller))).toEqual(
        expect.arrayContaining([{ field: 'income', message: 'This field is required' }]),
      );
      const first = await gql(UPDATE, { id: house['id'], i: { bucketType: 'EMERGENCY', metaData: emergencyDetails } }, caller);
      expect(first.data!['updateSavingsBucket']).toMatchObject({ bucketType: 'EMERGENCY', name: 'Housing' });
      expect(fieldErrors(await gql(UPDATE, { id: car['id'], i: { bucketType: 'EMERGENCY', metaData: emergencyDetails } }, caller))).toEqual([{ field: 'bucketType', message: EMERGENCY_EXISTS_MESSAGE }]);
    });

    it("a new type keeps none of the old type's details, and a goal that stops being Funeral stops keeping a funeral policy", async () => {
      const { caller } = newClient(stack);
      const car = await addGoal(caller, { bucketType: 'CAR', metaData: [{ key: 'savingFor', value: 'New Car' }] });
      const house = await gql(UPDATE, { id: car['id'], i: { bucketType: 'HOUSE' } }, caller);
      expect(house.data!['updateSavingsBucket']).toMatchObject({ bucketType: 'HOUSE', metaData: [] });

      const funeral = await addGoal(caller, { bucketType: 'FUNERAL', targetAmount: null, targetDate: '2040-01-31', metaData: [{ key: 'sumAssured', value: '30000' }, { key: 'stopPayingAge', value: '65' }] });
      await stack.subgraph.em().getConnection().execute(`update "savings"."bucket" set "keeps_funeral_policy_id" = ? where "id" = ?`, [randomUUID(), funeral['id']]);
      const stillFuneral = await gql(UPDATE, { id: funeral['id'], i: { desiredSavings: 300 } }, caller);
      expect(stillFuneral.data!['updateSavingsBucket'].keepsFuneralPolicyId).toEqual(expect.any(String));
      const other = await gql(UPDATE, { id: funeral['id'], i: { bucketType: 'OTHER', description: 'Tombstone', metaData: [{ key: 'description', value: 'Tombstone' }] } }, caller);
      expect(other.errors).toBeUndefined();
      expect(other.data!['updateSavingsBucket']).toMatchObject({ bucketType: 'OTHER', keepsFuneralPolicyId: null, description: 'Tombstone', metaData: [{ key: 'description', value: 'Tombstone' }] });
    });

    it("refuses another client's, an unknown and a malformed id, and changes nothing", async () => {
      const { caller } = newClient(stack);
      const bucket = await addGoal(caller);
      const other = clientIdentity();
      expect(codeOf(await gql(UPDATE, { id: bucket['id'], i: { name: 'Mine now' } }, other))).toBe('NOT_FOUND');
      expect(codeOf(await gql(UPDATE, { id: randomUUID(), i: { name: 'x' } }, caller))).toBe('NOT_FOUND');
      expect(codeOf(await gql(UPDATE, { id: 'not-an-id', i: { name: 'x' } }, caller))).toBe('BAD_USER_INPUT');
      expect((await gql(`query($id: ID!) { getSavingsBucket(id: $id) { name } }`, { id: bucket['id'] }, caller)).data!['getSavingsBucket'].name).toBe('Housing');
      expect((await gql(`query($id: ID!) { getSavingsBucket(id: $id) { name } }`, { id: bucket['id'] }, other)).data!['getSavingsBucket']).toBeNull();
    });
  });

  describe('withdrawSavings', () => {
    async function fundedGoal(accountNo?: string, cents = 100_000) {
      const client = newClient(stack, accountNo);
      const bucket = await addGoal(client.caller);
      await credit(stack.subgraph, bucket['id'], cents);
      return { ...client, bucketId: bucket['id'] as string, savingsId: await savingsIdOf(bucket['id']) };
    }
    const input = (goal: Awaited<ReturnType<typeof fundedGoal>>, amount: number, key = randomUUID()) => ({ i: { bucketId: goal.bucketId, savingsId: goal.savingsId, bankAccountId: goal.bankAccountId, amount, idempotencyKey: key } });
    const withdrawalRow = async (id: string) => (await stack.subgraph.em().getConnection().execute<{ status: string }[]>(`select "status" from "savings"."withdrawal" where "id" = ?`, [id]))[0];

    it('holds the money back while PROCESSING, then the payout releases it and the client is told', async () => {
      const goal = await fundedGoal();
      const answer = await gql(WITHDRAW, input(goal, 300), goal.caller);
      expect(answer.errors).toBeUndefined();
      const withdrawal = answer.data!['withdrawSavings'];
      expect(withdrawal).toMatchObject({ bucketId: goal.bucketId, amount: 300, status: 'PROCESSING', bankAccountId: goal.bankAccountId, releasedAt: null });
      await eventually(async () => (await withdrawalRow(withdrawal.id))?.status === 'RELEASED');
      const bucket = (await gql(`query($id: ID!) { getSavingsBucket(id: $id) { amount totalWithdrawalsAmount pendingWithdrawalsAmount } }`, { id: goal.bucketId }, goal.caller)).data!['getSavingsBucket'];
      expect(bucket).toEqual({ amount: 700, totalWithdrawalsAmount: 300, pendingWithdrawalsAmount: 0 });
      const message = await eventually(async () => stack.identity.messages.find((m) => m.clientId === goal.clientId));
      expect(message).toMatchObject({ channel: 'SMS', key: `savings-withdrawal-released:${withdrawal.id}`, body: expect.stringContaining('R 300.00 has been released') });
    });

    it('puts the money back (WITHDRAWAL_REVERSAL) when the payout fails, and tells the client', async () => {
      const goal = await fundedGoal('9876544444');
      const withdrawal = (await gql(WITHDRAW, input(goal, 250.5), goal.caller)).data!['withdrawSavings'];
      await eventually(async () => (await withdrawalRow(withdrawal.id))?.status === 'FAILED');
      const [row] = await stack.subgraph.em().getConnection().execute<{ failure_reason: string }[]>(`select "failure_reason" from "savings"."withdrawal" where "id" = ?`, [withdrawal.id]);
      expect(row!.failure_reason).toBe(SANDBOX_PAYOUT_FAILED_REASON);
      const kinds = await stack.subgraph.em().getConnection().execute<{ kind: string; amount_cents: number }[]>(`select "kind", "amount_cents" from "savings"."ledger_entry" where "withdrawal_id" = ? order by "amount_cents"`, [withdrawal.id]);
      expect(kinds).toEqual([{ kind: 'WITHDRAWAL', amount_cents: -25_050 }, { kind: 'WITHDRAWAL_REVERSAL', amount_cents: 25_050 }]);
      const bucket = (await gql(`query($id: ID!) { getSavingsBucket(id: $id) { amount totalWithdrawalsAmount } }`, { id: goal.bucketId }, goal.caller)).data!['getSavingsBucket'];
      expect(bucket).toEqual({ amount: 1000, totalWithdrawalsAmount: 0 });
      const message = await eventually(async () => stack.identity.messages.find((m) => m.clientId === goal.clientId));
      expect(message).toMatchObject({ key: `savings-withdrawal-failed:${withdrawal.id}`, body: expect.stringContaining('back in your savings goal') });
    });

    it('records one ledger entry for a double submit', async () => {
      const goal = await fundedGoal();
      const key = randomUUID();
      const [a, b] = await Promise.all([gql(WITHDRAW, input(goal, 100, key), goal.caller), gql(WITHDRAW, input(goal, 100, key), goal.caller)]);
      expect(a.data!['withdrawSavings'].id).toBe(b.data!['withdrawSavings'].id);
      const again = await gql(WITHDRAW, input(goal, 100, key), goal.caller);
      expect(again.data!['withdrawSavings'].id).toBe(a.data!['withdrawSavings'].id);
      expect(await count(`select count(*) as n from "savings"."ledger_entry" where "bucket_id" = ? and "kind" = 'WITHDRAWAL'`, [goal.bucketId])).toBe(1);
    });

    it('lets exactly one of two parallel withdrawals through when together they exceed the balance', async () => {
      const goal = await fundedGoal(undefined, 100_000);
      const answers = await Promise.all([gql(WITHDRAW, input(goal, 700), goal.caller), gql(WITHDRAW, input(goal, 600), goal.caller)]);
      const ok = answers.filter((a) => !a.errors);
      const refused = answers.filter((a) => a.errors);
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(fieldErrors(refused[0]!)?.[0]?.field).toBe('amount');
      expect(await count(`select count(*) as n from "savings"."withdrawal" where "bucket_id" = ?`, [goal.bucketId])).toBe(1);
      const [balance] = await stack.subgraph.em().getConnection().execute<{ s: string }[]>(`select sum("amount_cents") as s from "savings"."ledger_entry" where "bucket_id" = ?`, [goal.bucketId]);
      expect(Number(balance!.s)).toBeGreaterThanOrEqual(0);
    });

    it.each([
      [10, 100_000, 'amount', withdrawalAmountMessage(100_000)],
      [1000.01, 100_000, 'amount', withdrawalAmountMessage(100_000)],
      [100.555, 100_000, 'amount', 'Use at most two decimals, like 123.45'],
      [-50, 100_000, 'amount', withdrawalAmountMessage(100_000)],
      [0, 100_000, 'amount', withdrawalAmountMessage(100_000)],
      [20_000_000, 100_000, 'amount', withdrawalAmountMessage(100_000)],
      [50, 4_999, 'bucketId', WITHDRAWAL_BALANCE_MESSAGE],
    ])('R %p from a balance of %p cents is refused on %s', async (amount, cents, field, message) => {
      const goal = await fundedGoal(undefined, cents);
      const answer = await gql(WITHDRAW, input(goal, amount), goal.caller);
      expect(fieldErrors(answer)).toContainEqual({ field, message });
      expect(await count(`select count(*) as n from "savings"."withdrawal" where "bucket_id" = ?`, [goal.bucketId])).toBe(0);
      expect(await ledgerCount(goal.bucketId)).toBe(1);
    });

    it("refuses another client's goal, bank account or savings with NOT_FOUND, and nothing changes", async () => {
      const goal = await fundedGoal();
      const other = await fundedGoal();
      const tries = [
        gql(WITHDRAW, input(goal, 100), other.caller),
        gql(WITHDRAW, { i: { ...input(goal, 100).i, bankAccountId: other.bankAccountId } }, goal.caller),
        gql(WITHDRAW, { i: { ...input(goal, 100).i, savingsId: other.savingsId } }, goal.caller),
        gql(WITHDRAW, { i: { ...input(goal, 100).i, bucketId: other.bucketId } }, goal.caller),
        gql(WITHDRAW, { i: { ...input(goal, 100).i, bankAccountId: randomUUID() } }, goal.caller),
      ];
      for (const answer of await Promise.all(tries)) expect(codeOf(answer)).toBe('NOT_FOUND');
      expect(await count(`select count(*) as n from "savings"."withdrawal" where "bucket_id" in (?, ?)`, [goal.bucketId, other.bucketId])).toBe(0);
    });

    it('lists the withdrawals newest first', async () => {
      const goal = await fundedGoal();
      await gql(WITHDRAW, input(goal, 100), goal.caller);
      await gql(WITHDRAW, input(goal, 200), goal.caller);
      const overview = await gql(OVERVIEW, { r: [{ __typename: 'Client', id: goal.clientId }], id: goal.bucketId }, goal.caller);
      expect(overview.data!['_entities'][0].savings.withdrawals.map((w: { amount: number }) => w.amount)).toEqual([200, 100]);
    });
  });

  describe('transferSavings', () => {
    async function twoGoals() {
      const client = newClient(stack);
      const from = await addGoal(client.caller);
      const to = await addGoal(client.caller, { bucketType: 'CAR' });
      await credit(stack.subgraph, from['id'], 50_000);
      return { ...client, fromId: from['id'] as string, toId: to['id'] as string, savingsId: await savingsIdOf(from['id']) };
    }

    it('moves money between two goals (TRANSFER_OUT / TRANSFER_IN), once per key', async () => {
      const goals = await twoGoals();
      const variables = { i: { savingsId: goals.savingsId, fromBucketId: goals.fromId, toBucketId: goals.toId, amount: 120.25, idempotencyKey: randomUUID() } };
      const [a, b] = await Promise.all([gql(TRANSFER, variables, goals.caller), gql(TRANSFER, variables, goals.caller)]);
      expect(a.errors).toBeUndefined();
      expect(a.data!['transferSavings']).toMatchObject({ fromBucket: { id: goals.fromId, amount: 379.75, totalWithdrawalsAmount: 120.25 }, toBucket: { id: goals.toId, amount: 120.25, totalContributionsAmount: 120.25 } });
      expect(b.data!['transferSavings'].toBucket.id).toBe(goals.toId);
      expect(await count(`select count(*) as n from "savings"."ledger_entry" where "client_id" = ? and "kind" in ('TRANSFER_OUT', 'TRANSFER_IN')`, [goals.clientId])).toBe(2);
    });

    it('creates the Emergency Fund (EMERGENCY, R 10 000, a year ahead) when none exists, and uses it next time', async () => {
      const goals = await twoGoals();
      const first = await gql(TRANSFER, { i: { savingsId: goals.savingsId, fromBucketId: goals.fromId, amount: 100, idempotencyKey: randomUUID() } }, goals.caller);
      expect(first.errors).toBeUndefined();
      const fund = first.data!['transferSavings'].toBucket;
      const nextYear = new Date(Date.now() + 10 * 3600_000);
      nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
      expect(fund).toMatchObject({ name: 'Emergency', bucketType: 'EMERGENCY', amount: 100, targetAmount: 10000, desiredSavings: 0 });
      expect(fund.targetDate.slice(0, 4)).toBe(String(nextYear.getUTCFullYear()));
      const second = await gql(TRANSFER, { i: { savingsId: goals.savingsId, fromBucketId: goals.toId === fund.id ? goals.fromId : goals.fromId, amount: 50, idempotencyKey: randomUUID() } }, goals.caller);
      expect(second.data!['transferSavings'].toBucket).toMatchObject({ id: fund.id, amount: 150 });
      expect(await count(`select count(*) as n from "savings"."bucket" where "client_id" = ? and "bucket_type" = 'EMERGENCY'`, [goals.clientId])).toBe(1);
      const fromFund = await gql(TRANSFER, { i: { savingsId: goals.savingsId, fromBucketId: fund.id, amount: 10, idempotencyKey: randomUUID() } }, goals.caller);
      expect(fieldErrors(fromFund)).toEqual([{ field: 'toBucketId', message: SAME_BUCKET_MESSAGE }]);
    });

    it('creates one Emergency Fund when two transfers to it come at once', async () => {
      const goals = await twoGoals();
      const send = () => gql(TRANSFER, { i: { savingsId: goals.savingsId, fromBucketId: goals.fromId, amount: 10, idempotencyKey: randomUUID() } }, goals.caller);
      const answers = await Promise.all([send(), send()]);
      expect(answers.map((a) => a.errors)).toEqual([undefined, undefined]);
      expect(await count(`select count(*) as n from "savings"."bucket" where "client_id" = ? and "bucket_type" = 'EMERGENCY'`, [goals.clientId])).toBe(1);
    });

    it('refuses more than the balance, the same goal, and other clients’ goals; nothing changes', async () => {
      const goals = await twoGoals();
      const other = await twoGoals();
      const base = { savingsId: goals.savingsId, fromBucketId: goals.fromId, toBucketId: goals.toId, amount: 10, idempotencyKey: randomUUID() };
      expect(fieldErrors(await gql(TRANSFER, { i: { ...base, amount: 500.01 } }, goals.caller))?.[0]?.field).toBe('amount');
      expect(fieldErrors(await gql(TRANSFER, { i: { ...base, amount: 0.001 } }, goals.caller))?.[0]?.message).toBe('Use at most two decimals, like 123.45');
      expect(fieldErrors(await gql(TRANSFER, { i: { ...base, toBucketId: goals.fromId } }, goals.caller))).toEqual([{ field: 'toBucketId', message: SAME_BUCKET_MESSAGE }]);
      for (const i of [{ ...base, toBucketId: other.toId }, { ...base, fromBucketId: other.fromId }, { ...base, savingsId: other.savingsId }]) {
        expect(codeOf(await gql(TRANSFER, { i: { ...i, idempotencyKey: randomUUID() } }, goals.caller))).toBe('NOT_FOUND');
      }
      expect(codeOf(await gql(TRANSFER, { i: base }, other.caller))).toBe('NOT_FOUND');
      expect(await count(`select count(*) as n from "savings"."ledger_entry" where "client_id" in (?, ?) and "kind" like 'TRANSFER%'`, [goals.clientId, other.clientId])).toBe(0);
    });
  });

  describe('updateSavingsPaymentDetails', () => {
    it("saves the day and the client's own account, creating the savings on first use", async () => {
      const client = newClient(stack);
      const answer = await gql(PAYMENT_DETAILS, { i: { payDay: 25, bankAccountId: client.bankAccountId } }, client.caller);
      expect(answer.data!['updateSavingsPaymentDetails']).toMatchObject({ payDay: 25, paymentBankAccountId: client.bankAccountId, debitOrderId: expect.any(String) });
      const overview = await gql(OVERVIEW, { r: [{ __typename: 'Client', id: client.clientId }], id: randomUUID() }, client.caller);
      expect(overview.data!['_entities'][0].savings).toMatchObject({ payDay: 25, monthlyContributionsTotal: 0, totalSaved: 0, bucketInfo: [], bucketInfoById: null });
    });

    it.each([[0], [32], [-1]])('refuses pay day %p', async (payDay) => {
      const client = newClient(stack);
      const answer = await gql(PAYMENT_DETAILS, { i: { payDay, bankAccountId: client.bankAccountId } }, client.caller);
      expect(fieldErrors(answer)).toEqual([{ field: 'payDay', message: expect.stringContaining('1') }]);
    });

    it("refuses another client's account with NOT_FOUND", async () => {
      const client = newClient(stack);
      const other = newClient(stack);
      expect(codeOf(await gql(PAYMENT_DETAILS, { i: { payDay: 1, bankAccountId: other.bankAccountId } }, client.caller))).toBe('NOT_FOUND');
      expect(await count(`select count(*) as n from "savings"."savings" where "client_id" = ?`, [client.clientId])).toBe(0);
    });
  });

  describe('queries', () => {
    it("answers null for another client's goal by id, and another client's savings not at all", async () => {
      const owner = newClient(stack);
      const bucket = await addGoal(owner.caller);
      const other = newClient(stack);
      await addGoal(other.caller);
      const mine = await gql(OVERVIEW, { r: [{ __typename: 'Client', id: other.clientId }], id: bucket['id'] }, other.caller);
      expect(mine.data!['_entities'][0].savings.bucketInfoById).toBeNull();
      const theirs = await gql(OVERVIEW, { r: [{ __typename: 'Client', id: owner.clientId }], id: bucket['id'] }, other.caller);
      expect(codeOf(theirs)).toBe('NOT_FOUND');
    });
  });

  describe('the ledger', () => {
    it('refuses UPDATE and DELETE of an entry', async () => {
      const client = newClient(stack);
      const bucket = await addGoal(client.caller);
      await credit(stack.subgraph, bucket['id'], 1000);
      const connection = stack.subgraph.em().getConnection();
      await expect(connection.execute(`update "savings"."ledger_entry" set "amount_cents" = 999999 where "bucket_id" = ?`, [bucket['id']])).rejects.toThrow(/append-only/);
      await expect(connection.execute(`delete from "savings"."ledger_entry" where "bucket_id" = ?`, [bucket['id']])).rejects.toThrow(/append-only/);
      expect(await ledgerCount(bucket['id'])).toBe(1);
    });
  });
});

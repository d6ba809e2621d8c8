import { randomUUID } from 'node:crypto';
import { FRESH_KEY, fuzzSubgraph, introspect, visitor } from '@imali/shared/testing';
import { credit, newClient, startSavingsStack, stopSavingsStack, type SavingsStack } from './testing/savings-test-stack';

// Every query and mutation with very long, Unicode, NUL, wrong-type and malformed-id values, as a
// visitor and as a client with a funded goal: bad input is answered (BAD_USER_INPUT, NOT_FOUND),
// never a fault. Each hostile value replaces one part of a valid call, so it reaches the services
// and the database.
describe('savings: no input gives a fault', () => {
  const stack = {} as SavingsStack;
  beforeAll(async () => Object.assign(stack, await startSavingsStack()), 60_000);
  afterAll(() => stopSavingsStack(stack));

  it('answers every hostile call without INTERNAL_SERVER_ERROR and keeps answering', async () => {
    const { subgraph } = stack;
    const owner = newClient(stack);
    const add = await subgraph.graphql<{ addSavingsBucket: { id: string } }>(
      `mutation($b: AddSavingsBucketInput!) { addSavingsBucket(bucketInfo: $b) { id } }`,
      { b: { bucketType: 'YEAR_END', targetAmount: 5000, targetDate: '2028-12-01', idempotencyKey: randomUUID() } },
      owner.caller,
    );
    const bucketId = add.data!.addSavingsBucket.id;
    await credit(subgraph, bucketId, 10_000_000);
    const [row] = await subgraph.em().getConnection().execute<{ savings_id: string }[]>(`select "savings_id" from "savings"."bucket" where "id" = ?`, [bucketId]);
    const savingsId = row!.savings_id;

    const schema = await introspect(subgraph);
    const report = await fuzzSubgraph(subgraph, schema, [visitor, owner.caller], {
      valid: {
        getSavingsBucket: { id: bucketId },
        addSavingsBucket: { bucketInfo: { bucketType: 'CAR', targetAmount: 80000, targetDate: '2029-01-31', desiredSavings: 500, existingAmount: 0, name: 'Car', description: 'New car', metaData: [{ key: 'savingFor', value: 'New Car' }], idempotencyKey: FRESH_KEY } },
        updateSavingsBucket: { id: bucketId, input: { name: 'December', targetAmount: 6000, targetDate: '2028-12-01', payoutDate: `${new Date().getUTCFullYear() + 1}-12-10`, desiredSavings: 100, existingAmount: 10, description: 'd', metaData: [] } },
        withdrawSavings: { input: { bucketId, savingsId, bankAccountId: owner.bankAccountId, amount: 50, idempotencyKey: FRESH_KEY } },
        transferSavings: { input: { savingsId, fromBucketId: bucketId, amount: 1, idempotencyKey: FRESH_KEY } },
        updateSavingsPaymentDetails: { input: { payDay: 25, bankAccountId: owner.bankAccountId } },
      },
    });
    expect(report.calls).toBeGreaterThan(200);
    expect(report.faults).toEqual([]);
    const reached = ['Query.getSavingsBucket', 'Mutation.addSavingsBucket', 'Mutation.updateSavingsBucket', 'Mutation.withdrawSavings', 'Mutation.transferSavings', 'Mutation.updateSavingsPaymentDetails'];
    expect(reached.filter((field) => !report.outcomes[field]?.['OK'])).toEqual([]);
    const alive = await subgraph.graphql('{ __typename }');
    expect(alive).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  }, 300_000);
});

import { clientIdentity, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { SavingsEntity } from '../savings/savings.entity';
import { BucketEntity } from './bucket.entity';
import { credit } from '../testing/savings-test-stack';

describe('savings subgraph: Savings.bucketInfo', () => {
  let subgraph: TestSubgraph;
  const owner = clientIdentity();

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition);
    const em = subgraph.em();
    const savings = em.create(SavingsEntity, { clientId: owner.clientId! });
    const emergency = em.create(BucketEntity, { clientId: owner.clientId!, savingsId: savings.id, name: 'Emergency fund', bucketType: 'EMERGENCY', targetAmountCents: 1_000_000, desiredSavingsCents: 50_000, createdAt: new Date('2026-01-01') });
    const december = em.create(BucketEntity, { clientId: owner.clientId!, savingsId: savings.id, name: 'December', bucketType: 'YEAR_END', targetAmountCents: 200_000, desiredSavingsCents: 0, createdAt: new Date('2026-02-01') });
    await em.flush();
    await credit(subgraph, emergency.id, 250_000);
    await credit(subgraph, december.id, 300_000, 'DEBIT_ORDER_CONTRIBUTION');
  });
  afterAll(() => subgraph.close());

  it("lists the client's goals in order with their ledger balances; progress uncapped (the bar caps it)", async () => {
    const result = await subgraph.graphql<{ _entities: { savings: { bucketInfo: Record<string, unknown>[] } }[] }>(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { savings { totalSaved monthlyContributionsTotal bucketInfo { name bucketType amount targetAmount desiredSavings percentageFull status totalContributionsAmount } } } } }',
      { r: [{ __typename: 'Client', id: owner.clientId }] },
      owner,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities[0]?.savings).toEqual({
      totalSaved: 5500,
      monthlyContributionsTotal: 500,
      bucketInfo: [
        { name: 'Emergency fund', bucketType: 'EMERGENCY', amount: 2500, targetAmount: 10000, desiredSavings: 500, percentageFull: 25, status: 'BELOW_TARGET', totalContributionsAmount: 2500 },
        { name: 'December', bucketType: 'YEAR_END', amount: 3000, targetAmount: 2000, desiredSavings: 0, percentageFull: 150, status: 'ON_TRACK', totalContributionsAmount: 3000 },
      ],
    });
  });
});

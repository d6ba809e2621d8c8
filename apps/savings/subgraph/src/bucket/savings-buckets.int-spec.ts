import { clientIdentity, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { SavingsEntity } from '../savings/savings.entity';
import { BucketEntity } from './bucket.entity';

describe('savings subgraph: Savings.bucketInfo', () => {
  let subgraph: TestSubgraph;
  const owner = clientIdentity();

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition);
    const em = subgraph.em();
    const savings = em.create(SavingsEntity, { clientId: owner.clientId! });
    em.create(BucketEntity, { savingsId: savings.id, name: 'Emergency fund', bucketType: 'EMERGENCY', amount: 2500, targetAmount: 10000, desiredSavings: 500, createdAt: new Date('2026-01-01') });
    em.create(BucketEntity, { savingsId: savings.id, name: 'December', bucketType: 'YEAR_END', amount: 3000, targetAmount: 2000, createdAt: new Date('2026-02-01') });
    await em.flush();
  });
  afterAll(() => subgraph.close());

  it("lists the client's goals in order with progress uncapped (the bar caps it)", async () => {
    const result = await subgraph.graphql<{ _entities: { savings: { bucketInfo: Record<string, unknown>[] } }[] }>(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { savings { bucketInfo { name bucketType amount targetAmount desiredSavings percentageFull } } } } }',
      { r: [{ __typename: 'Client', id: owner.clientId }] },
      owner,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities[0]?.savings.bucketInfo).toEqual([
      { name: 'Emergency fund', bucketType: 'EMERGENCY', amount: 2500, targetAmount: 10000, desiredSavings: 500, percentageFull: 25 },
      { name: 'December', bucketType: 'YEAR_END', amount: 3000, targetAmount: 2000, desiredSavings: 0, percentageFull: 150 },
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { clientIdentity, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { SavingsEntity } from '../savings/savings.entity';
import { BucketEntity } from '../bucket/bucket.entity';
import { InsufficientBalanceError, LedgerService } from './ledger.service';

describe('LedgerService', () => {
  let subgraph: TestSubgraph;
  const ledger = new LedgerService();
  let bucketId: string;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition);
    const em = subgraph.em();
    const clientId = clientIdentity().clientId!;
    const savings = em.create(SavingsEntity, { clientId });
    const bucket = em.create(BucketEntity, { clientId, savingsId: savings.id, name: 'Car', bucketType: 'CAR', targetAmountCents: 100_000, desiredSavingsCents: 0 });
    await em.flush();
    bucketId = bucket.id;
  });
  afterAll(() => subgraph.close());

  const inTx = <T>(work: (em: EntityManager) => Promise<T>) => subgraph.em().transactional(work);

  it('posts once per (kind, reference), refuses to overdraw, and sums to the balance', async () => {
    const reference = randomUUID();
    expect(await inTx((em) => ledger.post(em, { bucketId, kind: 'EFT_CONTRIBUTION', amountCents: 10_000, reference }))).toBe(true);
    expect(await inTx((em) => ledger.post(em, { bucketId, kind: 'EFT_CONTRIBUTION', amountCents: 10_000, reference }))).toBe(false);
    await expect(inTx((em) => ledger.post(em, { bucketId, kind: 'WITHDRAWAL', amountCents: -10_001, reference: randomUUID() }))).rejects.toBeInstanceOf(InsufficientBalanceError);
    const debit = randomUUID();
    expect(await inTx((em) => ledger.post(em, { bucketId, kind: 'WITHDRAWAL', amountCents: -10_000, reference: debit }))).toBe(true);
    // The same debit again is "already posted", not "short of money".
    expect(await inTx((em) => ledger.post(em, { bucketId, kind: 'WITHDRAWAL', amountCents: -10_000, reference: debit }))).toBe(false);
    expect(await inTx((em) => ledger.balanceCents(em, bucketId))).toBe(0);
  });

  it('refuses a sign that does not fit the kind, and an unknown bucket', async () => {
    await expect(inTx((em) => ledger.post(em, { bucketId, kind: 'WITHDRAWAL', amountCents: 500, reference: randomUUID() }))).rejects.toThrow(RangeError);
    await expect(inTx((em) => ledger.post(em, { bucketId, kind: 'EFT_CONTRIBUTION', amountCents: 0.5, reference: randomUUID() }))).rejects.toThrow(RangeError);
    await expect(inTx((em) => ledger.post(em, { bucketId: randomUUID(), kind: 'EFT_CONTRIBUTION', amountCents: 500, reference: randomUUID() }))).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('postCredits: one statement, new ones counted, repeats and unknown buckets skipped, debits refused', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const before = await inTx((em) => ledger.balanceCents(em, bucketId));
    const credits = [
      { bucketId, kind: 'DEBIT_ORDER_CONTRIBUTION' as const, amountCents: 50_000, reference: a, collectionId: randomUUID() },
      { bucketId, kind: 'DEBIT_ORDER_CONTRIBUTION' as const, amountCents: 25_000, reference: b },
      { bucketId: randomUUID(), kind: 'DEBIT_ORDER_CONTRIBUTION' as const, amountCents: 1, reference: randomUUID() },
    ];
    expect(await inTx((em) => ledger.postCredits(em, credits))).toBe(2);
    expect(await inTx((em) => ledger.postCredits(em, credits))).toBe(0);
    expect(await inTx((em) => ledger.postCredits(em, []))).toBe(0);
    await expect(inTx((em) => ledger.postCredits(em, [{ bucketId, kind: 'TRANSFER_OUT', amountCents: -1, reference: randomUUID() }]))).rejects.toThrow(RangeError);
    expect(await inTx((em) => ledger.balanceCents(em, bucketId))).toBe(before + 75_000);
  });
});

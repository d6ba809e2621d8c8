import { GraphQLError } from 'graphql';
import type { IdentityInternalClient } from './identity-internal-client';
import { inSlices, settleDebitOrderCollections, submitDebitOrderCollections, type AnsweredCollection, type DueCollection } from './debit-order-collections';

const unavailable = () => new GraphQLError('down', { extensions: { code: 'SUBGRAPH_UNAVAILABLE' } });
const due = (id: string): DueCollection => ({ id, client_id: 'c', debit_order_id: 'd', amount_cents: 100, collection_date: '2027-02-28' });

describe('debit order collections with identity', () => {
  it('works through slices in order, one at a time unless told otherwise', async () => {
    const seen: number[][] = [];
    await inSlices([1, 2, 3, 4, 5], 2, 1, async (slice) => void seen.push(slice));
    expect(seen).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('submits in batches: accepted and refused recorded with the area’s reason, a batch identity cannot take counted unavailable', async () => {
    let call = 0;
    const identity = {
      collectDebitOrders: async (items: { reference: string }[]) => {
        call += 1;
        if (call === 2) throw unavailable();
        return items.map((item) => (item.reference === 'b' ? { reference: item.reference, accepted: false, refusal: 'NOT_APPROVED' as const } : { reference: item.reference, accepted: true }));
      },
    } as unknown as IdentityInternalClient;
    const recorded: unknown[] = [];
    const totals = await submitDebitOrderCollections(identity, ['a', 'b', 'c'].map(due), { batchSize: 2, refusalReason: (r) => `no: ${r}`, record: async (answer) => void recorded.push(answer) });
    expect(totals).toEqual({ submitted: 1, refused: 1, unavailable: 1 });
    expect(recorded).toEqual([{ accepted: ['a'], refusals: [{ id: 'b', reason: 'no: NOT_APPROVED' }] }]);
    const boom = { collectDebitOrders: async () => Promise.reject(new Error('bug')) } as unknown as IdentityInternalClient;
    await expect(submitDebitOrderCollections(boom, [due('a')], { refusalReason: String, record: async () => undefined })).rejects.toThrow('bug');
  });

  it('settles what the bank answered and reads again until nothing is pending', async () => {
    let round = 0;
    let pending = ['a', 'b'];
    const identity = {
      debitOrderCollectionResults: async (references: string[]) => {
        round += 1;
        return references.map((reference) => ({ reference, status: round === 1 && reference === 'b' ? 'PENDING' : reference === 'a' ? 'PAID' : 'FAILED', failure: 'Insufficient funds', amountCents: 100 }));
      },
    } as unknown as IdentityInternalClient;
    const settled: AnsweredCollection[] = [];
    const outcome = await settleDebitOrderCollections(identity, {
      pendingIds: async () => pending,
      failureReason: (failure) => `failed: ${failure}`,
      settle: async (answers) => {
        settled.push(...answers);
        pending = pending.filter((id) => !answers.some((a) => a.id === id));
      },
      waitMs: 5000,
      pollMs: 1,
    });
    expect(outcome).toEqual({ pending: 0, unavailable: 0 });
    expect(settled).toEqual([
      { id: 'a', status: 'PAID', reason: null },
      { id: 'b', status: 'FAILED', reason: 'failed: Insufficient funds' },
    ]);
  });

  it('leaves collections pending when identity cannot answer within the wait', async () => {
    const identity = { debitOrderCollectionResults: async () => Promise.reject(unavailable()) } as unknown as IdentityInternalClient;
    const outcome = await settleDebitOrderCollections(identity, { pendingIds: async () => ['a', 'b'], failureReason: String, settle: async () => undefined, waitMs: 0, pollMs: 1 });
    expect(outcome).toEqual({ pending: 2, unavailable: 1 });
  });
});

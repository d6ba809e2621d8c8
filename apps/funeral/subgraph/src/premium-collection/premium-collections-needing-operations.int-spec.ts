import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@imali/shared/nest';
import { itRefusesAllButStaffRole, staffIdentity, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';

const QUERY = 'query($limit: Int) { premiumCollectionsNeedingOperations(limit: $limit) { id policyId policyNumber collectionDate amount failureReason } }';
const staff = staffIdentity;
// This file's rows sit in the year 3000, after every other test's, so they are the newest.
const FIRST_DAY = '3000-01-01';

interface Row {
  id: string;
  policyId: string;
  policyNumber: string;
  collectionDate: string;
  amount: number;
  failureReason: string | null;
}

// Operations' list of premiums refused because of our own data (docs/decisions/funeral-premium-needs-operations.md).
describe('premiumCollectionsNeedingOperations', () => {
  let funeral: TestSubgraph;
  const clear = () => funeral.em().getConnection().execute(`delete from "funeral"."premium_collection" where "collection_date" >= ?`, [FIRST_DAY], 'run');

  beforeAll(async () => {
    funeral = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: 'http://127.0.0.1:9', SAVINGS_INTERNAL_URL: 'http://127.0.0.1:9' });
    await clear();
  }, 120_000);
  afterAll(async () => {
    if (funeral) await clear();
    await funeral?.close();
  });

  const list = (identity: CallerIdentity, limit?: number) => funeral.graphql<{ premiumCollectionsNeedingOperations: Row[] | null }>(QUERY, limit === undefined ? {} : { limit }, identity);

  it("shows operations the NEEDS_OPERATIONS premiums, newest first and limited, with ids only; a bounce or a paid premium is not theirs", async () => {
    const em = funeral.em();
    const clientId = randomUUID();
    const policyNumber = `NO-${randomUUID().slice(0, 8)}`;
    const policy = em.create(FuneralPolicyEntity, { clientId, policyNumber, state: 'ACTIVE', coverAmount: 20_000, currentPremiumTotal: 150.75, debitOrderId: randomUUID(), paymentMethod: 'DEBI_CHECK' });
    await em.flush();
    const insert = async (month: string, status: string, outcome: string, failureReason: string | null, amountCents = 15075) => {
      const id = randomUUID();
      await em.getConnection().execute(
        `insert into "funeral"."premium_collection" ("id", "policy_id", "client_id", "debit_order_id", "month", "collection_date", "amount_cents", "status", "failure_reason", "outcome", "resolved_at", "created_at")
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now())`,
        [id, policy.id, clientId, policy.debitOrderId, month, `${month}-17`, amountCents, status, failureReason, outcome],
        'run',
      );
      return id;
    };
    const oldest = await insert('3000-01', 'FAILED', 'NEEDS_OPERATIONS', 'NOT_FOUND');
    const middle = await insert('3000-02', 'FAILED', 'NEEDS_OPERATIONS', 'INVALID', 20000);
    const newest = await insert('3000-03', 'FAILED', 'NEEDS_OPERATIONS', 'REFERENCE_IN_USE');
    // Newer still, but the client's (a bounce) or collected: never operations'.
    const bounced = await insert('3000-04', 'FAILED', 'MISSED', 'INSUFFICIENT_FUNDS');
    const paid = await insert('3000-05', 'PAID', 'DEBIT_ORDER', null);

    const all = await list(staff('OPERATIONS'));
    expect(all.errors).toBeUndefined();
    expect(all.data!.premiumCollectionsNeedingOperations!.slice(0, 3)).toEqual([
      { id: newest, policyId: policy.id, policyNumber, collectionDate: '3000-03-17', amount: 150.75, failureReason: 'REFERENCE_IN_USE' },
      { id: middle, policyId: policy.id, policyNumber, collectionDate: '3000-02-17', amount: 200, failureReason: 'INVALID' },
      { id: oldest, policyId: policy.id, policyNumber, collectionDate: '3000-01-17', amount: 150.75, failureReason: 'NOT_FOUND' },
    ]);
    const ids = all.data!.premiumCollectionsNeedingOperations!.map((row) => row.id);
    expect(ids).not.toContain(bounced);
    expect(ids).not.toContain(paid);
    expect(JSON.stringify(all.data)).not.toContain(clientId);

    const two = await list(staff('SALES_PERSON', 'OPERATIONS'), 2);
    expect(two.data!.premiumCollectionsNeedingOperations!.map((row) => row.id)).toEqual([newest, middle]);
  });

  itRefusesAllButStaffRole('premiumCollectionsNeedingOperations', 'OPERATIONS', list);
});

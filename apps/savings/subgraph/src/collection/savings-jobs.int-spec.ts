import { randomUUID } from 'node:crypto';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { startBuiltSubgraph, startTestSubgraph, TEST_INTERNAL_SECRET, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { SavingsCollectionJob } from './savings-collection.job';
import { LedgerService } from '../ledger/ledger.service';
import { sastDate } from '@imali/shared/domain';

const JOB_ENV = { SAVINGS_JOBS: 'on', SAVINGS_COLLECTION_INTERVAL_MS: '1000', SAVINGS_COLLECTION_WAIT_MS: '5000', SAVINGS_EFT_INTERVAL_MS: '1000' };

// The schedule as npm start runs it: with SAVINGS_JOBS=on the subgraph collects today's pay days
// by itself (and two replicas collect once: the advisory lock and the once-a-month rule).
describe('savings jobs on a schedule', () => {
  let identity: BuiltSubgraph;
  let replicas: TestSubgraph[] = [];

  beforeAll(async () => {
    identity = await startBuiltSubgraph('identity');
  }, 120_000);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
    for (const name of Object.keys(JOB_ENV)) delete process.env[name];
    identity?.stop();
  });

  it('collects today’s pay day without being asked, once across two replicas', async () => {
    const internal = new IdentityInternalClient({ baseUrl: identity.url, secret: TEST_INTERNAL_SECRET });
    // Arrange with the jobs off, then start two replicas with them on.
    const setup = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: identity.url, SAVINGS_JOBS: 'off' });
    const em = setup.em();
    const clientId = randomUUID();
    await em.getConnection().execute(`insert into "identity"."client" (id, accepted_terms, is_registration, otp_verification, created_at, updated_at) values (?, true, false, true, now(), now())`, [clientId]);
    const bankAccountId = (await internal.ensureBankAccount(clientId, { branchCode: '470010', accountNo: '3234500001', idempotencyKey: randomUUID() })).id;
    const today = sastDate();
    const payDay = Number(today.slice(8, 10));
    const order = await internal.createDebitOrder(clientId, { bankAccountId, paymentType: 'DEBI_CHECK', maxAmountCents: 100_000, payDay }, randomUUID());
    for (let i = 0; i < 100 && (await internal.findDebitOrder(clientId, order.id))?.status !== 'APPROVED'; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const savingsId = randomUUID();
    const bucketId = randomUUID();
    await em.getConnection().execute(`insert into "savings"."savings" ("id", "client_id", "pay_day", "debit_order_id", "created_at", "updated_at", "version") values (?, ?, ?, ?, now(), now(), 1)`, [savingsId, clientId, payDay, order.id]);
    await em.getConnection().execute(
      `insert into "savings"."bucket" ("id", "client_id", "savings_id", "name", "bucket_type", "target_amount_cents", "desired_savings_cents", "meta_data", "created_at", "updated_at", "version") values (?, ?, ?, 'Holiday', 'HOLIDAY', 100000, 4500, '[]', now(), now(), 1)`,
      [bucketId, clientId, savingsId],
    );
    await setup.close();

    replicas = await Promise.all([1, 2].map(() => startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: identity.url, ...JOB_ENV })));
    const credits = async () =>
      replicas[0]!.em().getConnection().execute<{ amount_cents: number }[]>(`select "amount_cents" from "savings"."ledger_entry" where "bucket_id" = ? and "kind" = 'DEBIT_ORDER_CONTRIBUTION'`, [bucketId]);
    for (let i = 0; i < 150 && (await credits()).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    // A few more ticks of both replicas: still one credit.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await credits()).map((c) => c.amount_cents)).toEqual([4_500]);
    const collections = await replicas[0]!.em().getConnection().execute<{ status: string }[]>(`select "status" from "savings"."savings_collection" where "savings_id" = ?`, [savingsId]);
    expect(collections).toEqual([{ status: 'PAID' }]);
    // The job itself answers the same run again with nothing to do.
    const again = await new SavingsCollectionJob({ em: replicas[0]!.em() }, internal, new LedgerService()).run(today, { waitMs: 0 });
    expect(again.credited).toBe(0);
  }, 60_000);
});

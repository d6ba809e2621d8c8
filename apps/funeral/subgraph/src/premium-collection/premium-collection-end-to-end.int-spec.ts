import { randomUUID } from 'node:crypto';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { startBuiltSubgraph, startTestSubgraph, TEST_INTERNAL_SECRET, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { premiumPaidFromSavingsMessage } from '@imali/funeral/domain';
import { definition } from '../subgraph.definition';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { PremiumCollectionJob } from './premium-collection.job';
import { SavingsInternalClient } from '@imali/shared/internal-contracts';

// Pay day 23 is this file's alone; each test collects a month of its own (year 2200 on).
const DAY = 23;
let month = 0;
const nextDate = () => {
  month += 1;
  return `${2200 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${DAY}`;
};

// End to end against the real identity subgraph (its debit orders, DebiCheck sandbox bank and
// message outbox) and the real savings subgraph (its ledger): the premium collected by debit
// order, and a bounced one paid from the client's Funeral savings goal with an SMS in the outbox.
describe('funeral premium collection end to end (identity, DebiCheck sandbox, savings)', () => {
  let identity: BuiltSubgraph;
  let savings: BuiltSubgraph;
  let funeral: TestSubgraph;
  let internal: IdentityInternalClient;
  let job: PremiumCollectionJob;

  beforeAll(async () => {
    identity = await startBuiltSubgraph('identity');
    savings = await startBuiltSubgraph('savings', { IDENTITY_INTERNAL_URL: identity.url });
    funeral = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: identity.url, SAVINGS_INTERNAL_URL: savings.url });
    internal = new IdentityInternalClient({ baseUrl: identity.url, secret: TEST_INTERNAL_SECRET, timeoutMs: 30_000 });
    job = new PremiumCollectionJob({ em: funeral.em() }, internal, new SavingsInternalClient({ baseUrl: savings.url, secret: TEST_INTERNAL_SECRET }), { pollMs: 50 });
    await funeral.em().getConnection().execute(`update "funeral"."funeral_policy" set "payment_due_day" = null where "payment_due_day" = ? and "policy_number" like 'E2E-%'`, [DAY]);
  }, 180_000);
  afterAll(async () => {
    await funeral?.close();
    savings?.stop();
    identity?.stop();
  });

  /**
   * A registered client at identity with a cell number, a bank account (its last four digits pick
   * the sandbox bank's answer: 3333 approves the mandate and bounces every collection) and an
   * approved DebiCheck debit order; and their ACTIVE funeral policy of R96.40 paying on the 23rd.
   */
  async function soldPolicy(accountNo: string) {
    const clientId = randomUUID();
    const connection = funeral.em().getConnection();
    await connection.execute(
      `insert into "identity"."client" (id, first_names, surname, cell_numbers, accepted_terms, is_registration, otp_verification, created_at, updated_at)
       values (?, 'Thandi', 'Nkosi', '{0821234567}', true, false, true, now(), now())`,
      [clientId],
      'run',
    );
    const account = await internal.ensureBankAccount(clientId, { branchCode: '470010', accountNo, idempotencyKey: randomUUID() });
    const order = await internal.createDebitOrder(clientId, { bankAccountId: account.id, paymentType: 'DEBI_CHECK', maxAmountCents: 9_640, payDay: DAY }, randomUUID());
    for (let i = 0; ; i += 1) {
      const found = await internal.findDebitOrder(clientId, order.id);
      if (found?.status === 'APPROVED') break;
      if (i > 300) throw new Error(`the sandbox bank did not approve the mandate (${found?.status})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await connection.execute(`update "funeral"."funeral_policy" set "payment_due_day" = null where "payment_due_day" = ? and "policy_number" like 'E2E-%'`, [DAY], 'run');
    const em = funeral.em();
    const policy = em.create(FuneralPolicyEntity, {
      clientId,
      policyNumber: `E2E-${randomUUID().slice(0, 8)}`,
      state: 'ACTIVE',
      coverAmount: 30_000,
      currentPremiumTotal: 96.4,
      paymentDueDay: DAY,
      paymentMethod: 'DEBI_CHECK',
      paymentBankAccountId: account.id,
      debitOrderId: order.id,
    });
    await em.flush();
    return { clientId, policy };
  }

  const payments = (policyId: string) =>
    funeral.em().getConnection().execute<{ amount: string; source: string }[]>(`select "amount"::text as amount, "source" from "funeral"."premium_payment" where "policy_id" = ?`, [policyId]);

  it('collects the premium by debit order through identity and the DebiCheck sandbox, and records it once', async () => {
    const { policy } = await soldPolicy(`1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`);
    const date = nextDate();
    expect(await job.run(date, { waitMs: 15_000 })).toMatchObject({ created: 1, submitted: 1, paid: 1, failed: 0 });
    expect(await job.run(date, { waitMs: 1000 })).toMatchObject({ created: 0, submitted: 0, paid: 0 });
    expect(await payments(policy.id)).toEqual([{ amount: '96.40', source: 'DEBIT_ORDER' }]);
  });

  it('a bounced premium is paid from the Funeral goal that keeps the policy and the client gets an SMS (identity outbox)', async () => {
    const { clientId, policy } = await soldPolicy(`2${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}3333`);
    const connection = funeral.em().getConnection();
    const savingsId = randomUUID();
    const bucketId = randomUUID();
    await connection.execute(`insert into "savings"."savings" ("id", "client_id", "created_at") values (?, ?, now())`, [savingsId, clientId], 'run');
    await connection.execute(
      `insert into "savings"."bucket" ("id", "savings_id", "client_id", "name", "bucket_type", "target_amount_cents", "desired_savings_cents", "meta_data", "keeps_funeral_policy_id", "created_at")
       values (?, ?, ?, 'Funeral', 'FUNERAL', 1000000, 0, '[]', ?, now())`,
      [bucketId, savingsId, clientId, policy.id],
      'run',
    );
    await connection.execute(
      `insert into "savings"."ledger_entry" ("id", "bucket_id", "savings_id", "client_id", "kind", "amount_cents", "reference", "created_at") values (gen_random_uuid(), ?, ?, ?, 'EFT_CONTRIBUTION', 50000, ?, now())`,
      [bucketId, savingsId, clientId, `test:${randomUUID()}`],
      'run',
    );

    expect(await job.run(nextDate(), { waitMs: 15_000 })).toMatchObject({ created: 1, failed: 1, paidFromSavings: 1, missed: 0, notified: 1 });
    expect(await payments(policy.id)).toEqual([{ amount: '96.40', source: 'SAVINGS' }]);
    const ledger = await connection.execute<{ kind: string; amount_cents: number }[]>(`select "kind", "amount_cents" from "savings"."ledger_entry" where "bucket_id" = ? order by "amount_cents"`, [bucketId]);
    expect(ledger).toEqual([{ kind: 'FUNERAL_PREMIUM', amount_cents: -9_640 }, { kind: 'EFT_CONTRIBUTION', amount_cents: 50_000 }]);
    const outbox = await connection.execute<{ channel: string; body: string }[]>(`select "channel", "body" from "identity"."outbox_message" where "client_id" = ?`, [clientId]);
    expect(outbox).toEqual([{ channel: 'SMS', body: premiumPaidFromSavingsMessage(9_640, 'Funeral', policy.policyNumber) }]);
    const [{ state }] = (await connection.execute<{ state: string }[]>(`select "state" from "funeral"."funeral_policy" where "id" = ?`, [policy.id])) as [{ state: string }];
    expect(state).toBe('ACTIVE');
  });
});

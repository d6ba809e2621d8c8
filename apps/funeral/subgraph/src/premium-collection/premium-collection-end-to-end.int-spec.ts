import { randomUUID } from 'node:crypto';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { clientIdentity, signedFor, startBuiltSubgraph, startTestSubgraph, TEST_INTERNAL_SECRET, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { firstPremiumReceivedMessage, mandateSigningLink, mandateSignRequestMessage, premiumAwaitingMandateMessage, premiumPaidFromSavingsMessage } from '@imali/funeral/domain';
import { isUuid } from '@imali/shared/validation';
import { SIGNATURE_PREFIX } from '@imali/shared/domain';
import { definition } from '../subgraph.definition';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { PremiumCollectionJob, type PremiumRunOutcome } from './premium-collection.job';
import { addDays, lapsesOn } from './grace-and-lapse';
import { SavingsInternalClient } from '@imali/shared/internal-contracts';
import { saleHolder } from '../testing/sale-fixtures';
import { settledDebitOrder } from '../testing/funeral-with-identity';
import { sandboxApprovedAccountNo } from '@imali/integrations/debicheck';

// Pay day 23 is this file's alone, as are the days its runs catch up (20-22, and 24 for a late
// run); policies sold in other files await their first premium on the 1st, 8th, 25th or 31st and
// would be collected too. Each test collects a month of its own (year 2050 on: before
// premium-collection.int-spec's, so a run here never lapses that file's policies on missed payment).
const DAY = 23;

/**
 * A run's counts cover every collection in the shared test database, and other spec files run
 * their own collections on it at the same time. Collections made (`created`, `caughtUp`) come only
 * from the pay days of the run's window, which no other file uses (DAY and the days before it):
 * exact. Every other count (submitted, settled, held, told) is at least this test's share; a zero
 * there says nothing about this policy, whose own rows each test reads instead.
 */
function expectShare(outcome: PremiumRunOutcome, share: Partial<Record<keyof PremiumRunOutcome, number>>): void {
  for (const [key, count] of Object.entries(share) as [keyof PremiumRunOutcome, number][]) {
    if (key === 'created' || key === 'caughtUp') expect({ [key]: outcome[key] }).toEqual({ [key]: count });
    // Named in the failure message: "{ paid: false }" when fewer than this test's own were paid.
    else if (count > 0) expect({ [key]: Number(outcome[key]) >= count }).toEqual({ [key]: true });
  }
}

let month = 0;
const nextDate = () => {
  month += 1;
  return `${2050 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${DAY}`;
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

  /** The client's Funeral savings goal keeping the policy, holding R500. */
  async function funeralGoal(clientId: string, policyId: string): Promise<string> {
    const connection = funeral.em().getConnection();
    const savingsId = randomUUID();
    const bucketId = randomUUID();
    await connection.execute(`insert into "savings"."savings" ("id", "client_id", "created_at") values (?, ?, now())`, [savingsId, clientId], 'run');
    await connection.execute(
      `insert into "savings"."bucket" ("id", "savings_id", "client_id", "name", "bucket_type", "target_amount_cents", "desired_savings_cents", "meta_data", "keeps_funeral_policy_id", "created_at")
       values (?, ?, ?, 'Funeral', 'FUNERAL', 1000000, 0, '[]', ?, now())`,
      [bucketId, savingsId, clientId, policyId],
      'run',
    );
    await connection.execute(
      `insert into "savings"."ledger_entry" ("id", "bucket_id", "savings_id", "client_id", "kind", "amount_cents", "reference", "created_at") values (gen_random_uuid(), ?, ?, ?, 'EFT_CONTRIBUTION', 50000, ?, now())`,
      [bucketId, savingsId, clientId, `test:${randomUUID()}`],
      'run',
    );
    return bucketId;
  }

  const payments = (policyId: string) =>
    funeral.em().getConnection().execute<{ amount: string; source: string }[]>(`select "amount"::text as amount, "source" from "funeral"."premium_payment" where "policy_id" = ?`, [policyId]);

  it('collects the premium by debit order through identity and the DebiCheck sandbox, and records it once', async () => {
    const { policy } = await soldPolicy(sandboxApprovedAccountNo('1'));
    const date = nextDate();
    expectShare(await job.run(date, { waitMs: 15_000 }), { created: 1, submitted: 1, paid: 1, failed: 0 });
    expectShare(await job.run(date, { waitMs: 1000 }), { created: 0, submitted: 0, paid: 0 });
    expect(await payments(policy.id)).toEqual([{ amount: '96.40', source: 'DEBIT_ORDER' }]);
  });

  it('a bounced premium is paid from the Funeral goal that keeps the policy and the client gets an SMS (identity outbox)', async () => {
    const { clientId, policy } = await soldPolicy(`2${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}3333`);
    const connection = funeral.em().getConnection();
    const bucketId = await funeralGoal(clientId, policy.id);

    expectShare(await job.run(nextDate(), { waitMs: 15_000 }), { created: 1, failed: 1, paidFromSavings: 1, missed: 0, notified: 1 });
    expect(await payments(policy.id)).toEqual([{ amount: '96.40', source: 'SAVINGS' }]);
    const ledger = await connection.execute<{ kind: string; amount_cents: number }[]>(`select "kind", "amount_cents" from "savings"."ledger_entry" where "bucket_id" = ? order by "amount_cents"`, [bucketId]);
    expect(ledger).toEqual([{ kind: 'FUNERAL_PREMIUM', amount_cents: -9_640 }, { kind: 'EFT_CONTRIBUTION', amount_cents: 50_000 }]);
    const outbox = await connection.execute<{ channel: string; body: string }[]>(`select "channel", "body" from "identity"."outbox_message" where "client_id" = ?`, [clientId]);
    expect(outbox).toEqual([{ channel: 'SMS', body: premiumPaidFromSavingsMessage(9_640, 'Funeral', policy.policyNumber) }]);
    const [{ state }] = (await connection.execute<{ state: string }[]>(`select "state" from "funeral"."funeral_policy" where "id" = ?`, [policy.id])) as [{ state: string }];
    expect(state).toBe('ACTIVE');
  });
  // What identity answers for a debit order it does not know for the client (an unknown id, or
  // another client's): the item is refused NOT_FOUND and nothing goes to the bank. That is our
  // data's fault, not the client's bounce (docs/decisions/funeral-premium-needs-operations.md).
  it.each([
    ['an id identity does not know', async () => randomUUID()],
    ["another client's debit order", async () => (await soldPolicy(sandboxApprovedAccountNo('3'))).policy.debitOrderId!],
  ])('a premium on %s needs operations: recorded with identity’s reason, the policy stays ACTIVE, savings is not asked, nothing is sent; a second run changes nothing', async (_, debitOrderOf) => {
    const wrongDebitOrderId = await debitOrderOf();
    const { clientId, policy } = await soldPolicy(sandboxApprovedAccountNo('4'));
    const connection = funeral.em().getConnection();
    await connection.execute(`update "funeral"."funeral_policy" set "debit_order_id" = ? where "id" = ?`, [wrongDebitOrderId, policy.id], 'run');
    const bucketId = await funeralGoal(clientId, policy.id);
    const date = nextDate();

    expectShare(await job.run(date, { waitMs: 5000 }), { created: 1, submitted: 0, refused: 1, needsOperations: 1, paidFromSavings: 0, missed: 0, notified: 0, lapsed: 0 });
    const read = () =>
      connection.execute<{ status: string; failure_reason: string; outcome: string; notified_at: Date | null }[]>(
        `select "status", "failure_reason", "outcome", "notified_at" from "funeral"."premium_collection" where "policy_id" = ?`,
        [policy.id],
      );
    const recorded = await read();
    expect(recorded).toEqual([{ status: 'FAILED', failure_reason: 'NOT_FOUND', outcome: 'NEEDS_OPERATIONS', notified_at: null }]);
    const state = async () => (await connection.execute<{ state: string }[]>(`select "state" from "funeral"."funeral_policy" where "id" = ?`, [policy.id]))[0]!.state;
    expect(await state()).toBe('ACTIVE');
    expect(await payments(policy.id)).toEqual([]);
    expect(await connection.execute(`select 1 from "savings"."ledger_entry" where "bucket_id" = ? and "kind" = 'FUNERAL_PREMIUM'`, [bucketId])).toEqual([]);
    expect(await connection.execute(`select 1 from "identity"."outbox_message" where "client_id" = ?`, [clientId])).toEqual([]);
    // Operations find it by its outcome.
    const listed = await connection.execute<{ policy_id: string }[]>(`select "policy_id" from "funeral"."premium_collection" where "outcome" = 'NEEDS_OPERATIONS' and "collection_date" = ?`, [date]);
    expect(listed).toEqual([{ policy_id: policy.id }]);

    expectShare(await job.run(date, { waitMs: 1000 }), { created: 0, submitted: 0, refused: 0, needsOperations: 0, missed: 0, notified: 0 });
    expect(await read()).toEqual(recorded);
    expect(await state()).toBe('ACTIVE');
    expect(await connection.execute(`select 1 from "identity"."outbox_message" where "client_id" = ?`, [clientId])).toEqual([]);
  });

  /**
   * A registered client with a cell number (identity sends nothing to a visitor's guest record)
   * buys a one-life policy signed in, paying on DAY by `paymentMethod` from a new account (its
   * number starts with `accountPrefix`); the DAY's other test policies are moved off it first.
   */
  async function sellTo(buyer: { firstNames: string; surname: string; cell: string }, paymentMethod: 'DEBI_CHECK' | 'NAEDO', accountPrefix: string) {
    const connection = funeral.em().getConnection();
    await connection.execute(`update "funeral"."funeral_policy" set "payment_due_day" = null where "payment_due_day" = ? and "policy_number" like 'E2E-%'`, [DAY], 'run');
    const buyerId = randomUUID();
    await connection.execute(
      `insert into "identity"."client" (id, first_names, surname, cell_numbers, accepted_terms, is_registration, otp_verification, created_at, updated_at)
       values (?, ?, ?, ?, true, false, true, now(), now())`,
      [buyerId, buyer.firstNames, buyer.surname, `{${buyer.cell}}`],
      'run',
    );
    const sold = await funeral.graphql<{ createSalesInteractionPolicyWithMembers: { id: string; clientId: string; debitOrderId: string } }>(
      `mutation($funeral: FuneralSaleInput!, $bank: SaleBankAccountInput!, $beneficiary: SaleBeneficiaryInput!, $members: [SaleMemberInput!]!, $si: SalesInteractionInput!) {
        createSalesInteractionPolicyWithMembers(funeral: $funeral, bankAccount: $bank, beneficiary: $beneficiary, members: $members, salesInteraction: $si) { id clientId debitOrderId }
      }`,
      {
        funeral: { coverAmount: 10000, paymentDueDay: DAY, paymentMethod },
        bank: { branchCode: '470010', accountNo: sandboxApprovedAccountNo(accountPrefix) },
        beneficiary: { firstNames: 'Zodwa', surname: buyer.surname, cellNumbers: ['0823334444'] },
        members: [saleHolder()],
        si: { idempotencyKey: randomUUID() },
      },
      clientIdentity(buyerId),
    );
    return { buyerId, sold };
  }

  // npm start's demo client gets funeral policies only by buying them (the wizard, or e2e's
  // buyFuneralPolicy): the sale makes the DebiCheck debit order at identity and the policy keeps
  // its id, so its first premium is collected on a debit order identity knows, and activates it
  // (docs/decisions/funeral-first-premium-and-activation.md), also by a run days after its pay day.
  it('a policy sold through the sale: its first premium is collected on the debit order identity made for it (caught up after a missed pay day) and activates it, with an SMS', async () => {
    // A registered client with a cell number buys signed in (identity sends nothing to a visitor's guest record).
    const { buyerId, sold } = await sellTo({ firstNames: 'Themba', surname: 'Ndlovu', cell: '0721112222' }, 'DEBI_CHECK', '5');
    expect(sold.errors).toBeUndefined();
    const sale = sold.data!.createSalesInteractionPolicyWithMembers;
    expect(sale.clientId).toBe(buyerId);
    expect(isUuid(sale.debitOrderId)).toBe(true);
    expect(await settledDebitOrder(identity, sale.clientId, sale.debitOrderId)).toMatchObject({ id: sale.debitOrderId, paymentType: 'DEBI_CHECK', status: 'APPROVED' });
    // As sold: awaiting its first premium, expected from a pay day already before this file's dates.
    const connection = funeral.em().getConnection();
    const policyNumber = `E2E-${randomUUID().slice(0, 8)}`;
    await connection.execute(`update "funeral"."funeral_policy" set "policy_number" = ? where "id" = ?`, [policyNumber, sale.id], 'run');
    const [asSold] = await connection.execute<{ state: string; expect: string | null }[]>(`select "state", to_char("expect_first_payment_at", 'YYYY-MM-DD') as "expect" from "funeral"."funeral_policy" where "id" = ?`, [sale.id]);
    expect(asSold).toEqual({ state: 'DORMANT', expect: expect.stringMatching(/^\d{4}-\d{2}-23$/) });

    // No run on its pay day: the run the day after collects it late (not on the 25th: other files' sold policies pay on it).
    const payDay = nextDate();
    expectShare(await job.run(addDays(payDay, 1), { waitMs: 15_000 }), { created: 1, caughtUp: 1, submitted: 1, refused: 0, needsOperations: 0, paid: 1, activated: 1 });
    expect((await payments(sale.id)).map((p) => p.source)).toEqual(['DEBIT_ORDER']);
    const [active] = await connection.execute<{ state: string; activated: boolean; premium_cents: number }[]>(
      `select "state", "first_activated" is not null as "activated", round("current_premium_total" * 100)::int as "premium_cents" from "funeral"."funeral_policy" where "id" = ?`,
      [sale.id],
    );
    expect(active).toEqual({ state: 'ACTIVE', activated: true, premium_cents: expect.any(Number) });
    const lives = await connection.execute<{ state: string }[]>(`select "state" from "funeral"."policy_member" where "policy_id" = ?`, [sale.id]);
    expect(lives).toEqual([{ state: 'IN_WAITING_PERIOD' }]);
    const outbox = await connection.execute<{ channel: string; body: string }[]>(`select "channel", "body" from "identity"."outbox_message" where "client_id" = ? and "body" like '%first premium%'`, [sale.clientId]);
    expect(outbox).toEqual([{ channel: 'SMS', body: firstPremiumReceivedMessage(active!.premium_cents, policyNumber) }]);
  });

  // docs/decisions/naedo-debit-order-collections.md: the chat sale's NAEDO debit order, signed by
  // the client on the web at identity (updateDebitOrder, as the mandate wizard sends it), is lodged
  // with the sandbox bank and collected on like a DebiCheck one.
  it('a policy sold in the chat sale (NAEDO): its first premium waits for the web signature, is then collected and activates the policy; the next month is collected too', async () => {
    const connection = funeral.em().getConnection();
    const { buyerId, sold } = await sellTo({ firstNames: 'Lerato', surname: 'Mokoena', cell: '0731112222' }, 'NAEDO', '8');
    expect(sold.errors).toBeUndefined();
    const sale = sold.data!.createSalesInteractionPolicyWithMembers;
    expect(await internal.findDebitOrder(sale.clientId, sale.debitOrderId)).toMatchObject({ paymentType: 'NAEDO', status: 'AWAITING_SIGNATURE' });
    const [{ soldNumber }] = await connection.execute<{ soldNumber: string }[]>(`select "policy_number" as "soldNumber" from "funeral"."funeral_policy" where "id" = ?`, [sale.id]);
    const policyNumber = `E2E-${randomUUID().slice(0, 8)}`;
    await connection.execute(`update "funeral"."funeral_policy" set "policy_number" = ? where "id" = ?`, [policyNumber, sale.id], 'run');

    // Not signed yet on its pay day: identity refuses it NOT_APPROVED and the premium is held (the policy awaits it, no SMS).
    const payDay = nextDate();
    expectShare(await job.run(payDay, { waitMs: 2000 }), { created: 1, refused: 1, awaitingApproval: 1, missed: 0, activated: 0, notified: 1 });
    expect((await connection.execute<{ state: string }[]>(`select "state" from "funeral"."funeral_policy" where "id" = ?`, [sale.id]))[0]!.state).toBe('DORMANT');

    // The client signs the debit order on the web.
    const body = JSON.stringify({
      query: 'mutation($id: ID!, $input: UpdateDebitOrderInput!) { updateDebitOrder(id: $id, input: $input) { mandate { status } alreadySigned } }',
      variables: {
        id: sale.debitOrderId,
        input: { signature: { type: 'WEB_SIGNATURE', signature: `${SIGNATURE_PREFIX}${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-lerato')]).toString('base64')}`, timestamp: new Date().toISOString() } },
      },
    });
    const signed = await fetch(`${identity.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...signedFor('identity', clientIdentity(buyerId), 'POST', '/graphql', body) }, body });
    expect(await signed.json()).toEqual({ data: { updateDebitOrder: { mandate: { status: 'SIGNED' }, alreadySigned: true } } });

    // The next run sends it to the bank again; the one after settles it: paid, the policy ACTIVE, one SMS.
    // The day after the pay day: its catch-up window (DAY and the days before it) holds no other
    // spec's pay day (they use 1, 8, 10, 17 and 25), so the counts are this policy's alone.
    expectShare(await job.run(addDays(payDay, 1), { waitMs: 0 }), { collectAgain: 1 });
    expectShare(await job.run(addDays(payDay, 1), { waitMs: 15_000 }), { submitted: 1, paid: 1, activated: 1 });
    const [active] = await connection.execute<{ state: string; premium_cents: number }[]>(`select "state", round("current_premium_total" * 100)::int as "premium_cents" from "funeral"."funeral_policy" where "id" = ?`, [sale.id]);
    expect(active).toEqual({ state: 'ACTIVE', premium_cents: expect.any(Number) });
    // Asked after the sale to sign it, with the link to the policy page (docs/decisions/funeral-naedo-mandate-signing.md),
    // told once to sign it while the first premium was held, then that the cover started.
    const outbox = await connection.execute<{ body: string }[]>(`select "body" from "identity"."outbox_message" where "client_id" = ? order by "created_at"`, [sale.clientId]);
    expect(outbox).toEqual([
      { body: mandateSignRequestMessage(soldNumber, mandateSigningLink('http://localhost:4200', sale.id)!) },
      { body: premiumAwaitingMandateMessage(active!.premium_cents, policyNumber, { paymentType: 'NAEDO', sentToThirdParty: false, firstPremium: true }) },
      { body: firstPremiumReceivedMessage(active!.premium_cents, policyNumber) },
    ]);
    // Lodged with the sandbox bank once, as a NAEDO mandate.
    const lodged = await connection.execute<{ bank_reference: string }[]>(`select "bank_reference" from "identity"."debit_order" where "id" = ?`, [sale.debitOrderId]);
    expect(lodged).toEqual([{ bank_reference: expect.stringMatching(/^NA[0-9A-F]{12}$/) }]);

    // The next month's premium: collected on the same signed debit order.
    expectShare(await job.run(nextDate(), { waitMs: 15_000 }), { created: 1, submitted: 1, paid: 1, activated: 0 });
    expect((await payments(sale.id)).map((p) => p.source)).toEqual(['DEBIT_ORDER', 'DEBIT_ORDER']);
  });

  // docs/decisions/funeral-lapse-ends-cover.md: a lapsed policy's debit order is cancelled at identity.
  it('a policy that lapses has its debit order cancelled at identity (no live mandate stays at the bank)', async () => {
    // 3333: the mandate is approved and every collection bounces; no savings goal keeps the policy.
    const { clientId, policy } = await soldPolicy(`6${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}3333`);
    const missedOn = nextDate();
    expectShare(await job.run(missedOn, { waitMs: 15_000 }), { created: 1, failed: 1, missed: 1 });
    expect(await internal.findDebitOrder(clientId, policy.debitOrderId!)).toMatchObject({ status: 'APPROVED' });

    const outcome = await job.run(lapsesOn(missedOn), { waitMs: 1000 });
    expect(outcome.lapsed).toBeGreaterThanOrEqual(1);
    const connection = funeral.em().getConnection();
    expect((await connection.execute<{ state: string }[]>(`select "state" from "funeral"."funeral_policy" where "id" = ?`, [policy.id]))[0]!.state).toBe('LAPSED');
    expect(await internal.findDebitOrder(clientId, policy.debitOrderId!)).toMatchObject({ status: 'CANCELLED' });
    const [lapse] = await connection.execute<{ done: boolean }[]>(`select "debit_order_cancelled_at" is not null as done from "funeral"."policy_lapse" where "policy_id" = ?`, [policy.id]);
    expect(lapse).toEqual({ done: true });
  });

  // docs/decisions/funeral-premium-awaiting-mandate-approval.md, against identity's real routes: a
  // premium rise replaced the debit order; while the replacement awaits the client's approval the
  // premium is held, and once approved it is collected on it.
  it('a premium refused because the replacement debit order is not approved yet is held, then collected once the client approves', async () => {
    const { clientId, policy } = await soldPolicy(sandboxApprovedAccountNo('7'));
    const bucketId = await funeralGoal(clientId, policy.id);
    const connection = funeral.em().getConnection();
    const replacement = await internal.replaceDebitOrder(clientId, policy.debitOrderId!, { maxAmountCents: 12_000 }, randomUUID());
    await connection.execute(`update "funeral"."funeral_policy" set "debit_order_id" = ?, "current_premium_total" = 120 where "id" = ?`, [replacement.id, policy.id], 'run');
    expect(await settledDebitOrder(identity, clientId, replacement.id)).toMatchObject({ status: 'APPROVED' });
    expect(await internal.findDebitOrder(clientId, policy.debitOrderId!)).toMatchObject({ status: 'REPLACED' });
    // The sandbox bank answers at once; the client's days to approve are stood in for by identity's row still SENT.
    await connection.execute(`update "identity"."debit_order" set "status" = 'SENT' where "id" = ?`, [replacement.id], 'run');

    const date = nextDate();
    expectShare(await job.run(date, { waitMs: 2000 }), { created: 1, refused: 1, awaitingApproval: 1, paidFromSavings: 0, missed: 0, notified: 1 });
    expect(await connection.execute(`select 1 from "savings"."ledger_entry" where "bucket_id" = ? and "kind" = 'FUNERAL_PREMIUM'`, [bucketId])).toEqual([]);
    // The client is told once, through identity's outbox, to approve it at their bank.
    const heldSms = [{ channel: 'SMS', body: premiumAwaitingMandateMessage(12_000, policy.policyNumber, { paymentType: 'DEBI_CHECK', sentToThirdParty: false, firstPremium: false }) }];
    expect(await connection.execute(`select "channel", "body" from "identity"."outbox_message" where "client_id" = ?`, [clientId])).toEqual(heldSms);
    expectShare(await job.run(date, { waitMs: 0 }), { awaitingApproval: 1, notified: 0 });
    expect(await connection.execute(`select "channel", "body" from "identity"."outbox_message" where "client_id" = ?`, [clientId])).toEqual(heldSms);

    await connection.execute(`update "identity"."debit_order" set "status" = 'APPROVED' where "id" = ?`, [replacement.id], 'run');
    expectShare(await job.run(date, { waitMs: 0 }), { collectAgain: 1 });
    expectShare(await job.run(date, { waitMs: 15_000 }), { submitted: 1, paid: 1 });
    expect(await payments(policy.id)).toEqual([{ amount: '120.00', source: 'DEBIT_ORDER' }]);
    const [{ state }] = (await connection.execute<{ state: string }[]>(`select "state" from "funeral"."funeral_policy" where "id" = ?`, [policy.id])) as [{ state: string }];
    expect(state).toBe('ACTIVE');
  });
});

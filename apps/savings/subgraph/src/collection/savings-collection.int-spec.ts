import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { PiiCipher, type CallerIdentity } from '@imali/shared/nest';
import { buildSaIdNumber } from '@imali/shared/validation';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { clientIdentity, startBuiltSubgraph, startTestSubgraph, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { LedgerService } from '../ledger/ledger.service';
import { SavingsIdentityClient } from '../savings-identity.client';
import { SavingsCollectionJob } from './savings-collection.job';
import { CollectionDebitOrderHook } from './collection-debit-order.hook';
import { mandateMaximumCents } from './mandate-maximum';
import { COLLECTION_FAILURE_REASONS, collectionFailureText } from './collection-failures';
import { payDaysFallingOn } from '@imali/shared/domain';
import { collectionFailedMessage } from '@imali/savings/domain';

const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);
let serial = Math.floor(Math.random() * 9000);
const newIdNumber = () => buildSaIdNumber({ birthDate: '1991-07-04', serial: serial++ % 10_000 })!;

const SAVINGS_QUERY = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { savings { id payDay debitOrderId monthlyContributionsTotal totalSaved bucketInfo { id name amount totalContributionsAmount } failedCollections { id amount collectionDate status failureReason } } } } }`;

// The monthly collection end to end against the real identity subgraph and its DebiCheck sandbox:
// the bank change flow's debit order, the day's collections, the bank's results, the ledger.
describe('savings collections by debit order', () => {
  let identity: BuiltSubgraph;
  let savings: TestSubgraph;
  let internal: IdentityInternalClient;
  let job: SavingsCollectionJob;
  let hook: CollectionDebitOrderHook;

  beforeAll(async () => {
    identity = await startBuiltSubgraph('identity');
    savings = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: identity.url });
    internal = new IdentityInternalClient({ baseUrl: identity.url, secret: TEST_INTERNAL_SECRET });
    job = new SavingsCollectionJob({ em: savings.em() }, internal, new LedgerService(), { pollMs: 20 });
    hook = new CollectionDebitOrderHook({ identity: internal } as SavingsIdentityClient);
  }, 120_000);
  afterAll(async () => {
    await savings?.close();
    identity?.stop();
  });

  /**
   * A signed-up client at identity with a bank account (the last four digits pick the sandbox
   * bank's answer) and, with `cellNumber`, a cell number identity sends their SMSes to.
   */
  const newClient = async (accountNo: string, options: { cellNumber?: string } = {}) => {
    const clientId = randomUUID();
    const idNumber = newIdNumber();
    await savings.em().getConnection().execute(
      `insert into "identity"."client" (id, id_type, id_number_encrypted, id_number_hash, first_names, surname, cell_numbers, accepted_terms, is_registration, otp_verification, created_at, updated_at)
       values (?, 'rsa_id', ?, ?, 'Thandi', 'Nkosi', ?, true, false, true, now(), now())`,
      [clientId, cipher.encrypt(idNumber), cipher.lookupHash(idNumber), options.cellNumber ? `{${options.cellNumber}}` : '{}'],
    );
    const account = await internal.ensureBankAccount(clientId, { branchCode: '470010', accountNo, idempotencyKey: randomUUID() });
    return { clientId, idNumber, bankAccountId: account.id, caller: clientIdentity(clientId) };
  };

  /** Savings with goals (monthly amounts in cents), its debit order made by the bank change flow's hook. */
  const newSavings = async (client: { clientId: string; bankAccountId: string }, payDay: number, monthlyCents: number[], options: { withDebitOrder?: boolean } = {}) => {
    const savingsId = randomUUID();
    const em = savings.em();
    const connection = em.getConnection();
    await connection.execute(`insert into "savings"."savings" ("id", "client_id", "created_at", "updated_at", "version") values (?, ?, now(), now(), 1)`, [savingsId, client.clientId]);
    const bucketIds: string[] = [];
    for (const [i, cents] of monthlyCents.entries()) {
      const id = randomUUID();
      bucketIds.push(id);
      await connection.execute(
        `insert into "savings"."bucket" ("id", "client_id", "savings_id", "name", "bucket_type", "target_amount_cents", "desired_savings_cents", "meta_data", "created_at", "updated_at", "version")
         values (?, ?, ?, ?, ?, 100000, ?, '[]', now() + (? || ' seconds')::interval, now(), 1)`,
        [id, client.clientId, savingsId, `Goal ${i + 1}`, i === 0 ? 'HOLIDAY' : 'OTHER', cents, String(i)],
      );
    }
    let debitOrderId: string | null = null;
    if (options.withDebitOrder !== false) {
      ({ debitOrderId } = await hook.paymentDetailsChanged(em, { clientId: client.clientId, savingsId, payDay, bankAccountId: client.bankAccountId, previousDebitOrderId: null, monthlyContributionsCents: monthlyCents.reduce((a, b) => a + b, 0) }));
      await eventuallyApproved(client.clientId, debitOrderId!);
    }
    await connection.execute(`update "savings"."savings" set "pay_day" = ?, "payment_bank_account_id" = ?, "debit_order_id" = ? where "id" = ?`, [payDay, client.bankAccountId, debitOrderId, savingsId]);
    return { savingsId, bucketIds, debitOrderId };
  };

  const eventuallyApproved = async (clientId: string, debitOrderId: string) => {
    for (let i = 0; i < 200; i += 1) {
      const order = await internal.findDebitOrder(clientId, debitOrderId);
      if (order && order.status !== 'SENT' && order.status !== 'NOT_SENT') return order;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the sandbox bank did not answer');
  };

  const ledger = (bucketIds: string[]) =>
    savings.em().getConnection().execute<{ bucket_id: string; kind: string; amount_cents: number; reference: string }[]>(
      `select "bucket_id", "kind", "amount_cents", "reference" from "savings"."ledger_entry" where "bucket_id" in (${bucketIds.map(() => '?').join(', ')}) order by "amount_cents"`,
      bucketIds,
    );
  const collectionsOf = (savingsId: string) =>
    savings.em().getConnection().execute<{ month: string; status: string; amount_cents: number; failure_reason: string | null }[]>(
      `select "month", "status", "amount_cents", "failure_reason" from "savings"."savings_collection" where "savings_id" = ? order by "collection_date"`,
      [savingsId],
    );
  /** What identity sent the client (its message outbox: the sandbox SMS sender stops there). */
  const outboxOf = (clientId: string) =>
    savings.em().getConnection().execute<{ channel: string; body: string }[]>(`select "channel", "body" from "identity"."outbox_message" where "client_id" = ? order by "created_at"`, [clientId]);
  /** Per collection of the savings: whether the client was told (notified_at set). */
  const notified = async (savingsId: string) =>
    (await savings.em().getConnection().execute<{ told: boolean }[]>(`select "notified_at" is not null as told from "savings"."savings_collection" where "savings_id" = ?`, [savingsId])).map((r) => r.told);
  type Shown = { failedCollections: { amount: number; collectionDate: string; status: string; failureReason: string }[]; bucketInfo: { id: string; amount: number }[]; totalSaved: number };
  /** Client.savings as the gateway asks for it (for `clientId`, the caller's own by default). */
  const readAs = async (caller: CallerIdentity, clientId = caller.clientId!) => {
    const answer = await savings.graphql<{ _entities: ({ savings: Shown | null } | null)[] }>(SAVINGS_QUERY, { r: [{ __typename: 'Client', id: clientId }] }, caller);
    return answer;
  };
  const read = async (caller: CallerIdentity): Promise<Shown> => {
    const answer = await readAs(caller);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data._entities[0]!.savings!;
  };

  it('the bank change flow asks identity for a DebiCheck debit order with the decided maximum, and replaces it on a change', async () => {
    const client = await newClient('2234500001');
    const { savingsId, debitOrderId } = await newSavings(client, 25, [50_000, 25_000]);
    const order = await internal.findDebitOrder(client.clientId, debitOrderId!);
    expect(order).toMatchObject({ paymentType: 'DEBI_CHECK', payDay: 25, maxAmountCents: mandateMaximumCents(75_000), status: 'APPROVED', bankAccountId: client.bankAccountId });
    expect(mandateMaximumCents(75_000)).toBe(150_000);
    const change = { clientId: client.clientId, savingsId, payDay: 1, bankAccountId: client.bankAccountId, previousDebitOrderId: debitOrderId, monthlyContributionsCents: 75_000 };
    const replaced = await hook.paymentDetailsChanged(savings.em(), change);
    // A retried submit of the same change answers the same debit order.
    expect(await hook.paymentDetailsChanged(savings.em(), change)).toEqual(replaced);
    expect(replaced.debitOrderId).not.toBe(debitOrderId);
    expect((await internal.findDebitOrder(client.clientId, debitOrderId!))?.status).toBe('REPLACED');
    expect((await eventuallyApproved(client.clientId, replaced.debitOrderId!)).payDay).toBe(1);
  });

  it('collects the month’s contributions on the pay day, credits each goal once (a retried run posts nothing twice) and a second run in the month does nothing', async () => {
    const client = await newClient('2234500002');
    const { savingsId, bucketIds } = await newSavings(client, 12, [10_000, 25_050]);
    // Counts include whatever else the shared test database holds for the day: checked per savings below.
    const first = await job.run('2026-12-12', { waitMs: 5000 });
    expect(first.created).toBeGreaterThanOrEqual(1);
    expect(first.credited).toBeGreaterThanOrEqual(2);
    expect(await collectionsOf(savingsId)).toEqual([{ month: '2026-12', status: 'PAID', amount_cents: 35_050, failure_reason: null }]);
    const entries = await ledger(bucketIds);
    expect(entries.map((e) => [e.bucket_id, e.kind, e.amount_cents])).toEqual([
      [bucketIds[0], 'DEBIT_ORDER_CONTRIBUTION', 10_000],
      [bucketIds[1], 'DEBIT_ORDER_CONTRIBUTION', 25_050],
    ]);
    // Run again (the same day, after a crash), and another day of the same month with a new pay day: nothing new.
    expect(await job.run('2026-12-12', { waitMs: 0 })).toMatchObject({ created: 0, credited: 0 });
    await savings.em().getConnection().execute(`update "savings"."savings" set "pay_day" = 20 where "id" = ?`, [savingsId]);
    await job.run('2026-12-20', { waitMs: 0 });
    expect(await collectionsOf(savingsId)).toHaveLength(1);
    expect(await ledger(bucketIds)).toHaveLength(2);
    const shown = await read(client.caller);
    expect(shown.bucketInfo.map((b) => b.amount)).toEqual([100, 250.5]);
    expect(shown.failedCollections).toEqual([]);
  });

  it('settling the same results twice at once credits once', async () => {
    const client = await newClient('2234500003');
    const { bucketIds } = await newSavings(client, 3, [7_500]);
    await job.createFor('2026-12-03');
    await job.submitDue();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all([job.settle(2000), job.settle(2000), job.settle(2000)]);
    expect((await ledger(bucketIds)).map((e) => e.amount_cents)).toEqual([7_500]);
  });

  it('a collection the bank bounces (account ending 3333: insufficient funds) shows in failedCollections, only to its client', async () => {
    const bouncing = await newClient('2234503333');
    const { savingsId, bucketIds } = await newSavings(bouncing, 15, [20_000]);
    const paying = await newClient('2234500004');
    await newSavings(paying, 15, [5_000]);
    const outcome = await job.run('2027-01-15', { waitMs: 5000 });
    expect(outcome.paid).toBeGreaterThanOrEqual(1);
    expect(outcome.failed).toBeGreaterThanOrEqual(1);
    expect(await ledger(bucketIds)).toEqual([]);
    expect(await collectionsOf(savingsId)).toEqual([{ month: '2027-01', status: 'FAILED', amount_cents: 20_000, failure_reason: 'INSUFFICIENT_FUNDS' }]);
    const shown = await read(bouncing.caller);
    expect(shown.failedCollections).toEqual([{ id: expect.any(String), amount: 200, collectionDate: '2027-01-15', status: 'FAILED', failureReason: COLLECTION_FAILURE_REASONS['INSUFFICIENT_FUNDS'] }]);
    // Another client never sees it: not among their own, and not by asking for the other client.
    expect((await read(paying.caller)).failedCollections).toEqual([]);
    const theirs = await readAs(paying.caller, bouncing.clientId);
    expect(JSON.stringify(theirs.data ?? null)).not.toContain('2027-01-15');
    // A later PAID collection supersedes it.
    await savings.em().getConnection().execute(
      `insert into "savings"."savings_collection" ("id", "savings_id", "client_id", "debit_order_id", "month", "collection_date", "amount_cents", "status", "created_at") values (gen_random_uuid(), ?, ?, gen_random_uuid(), '2027-02', '2027-02-15', 20000, 'PAID', now())`,
      [savingsId, bouncing.clientId],
    );
    expect((await read(bouncing.caller)).failedCollections).toEqual([]);
  });

  it('refuses at identity what cannot be collected (a mandate the account holder declined) and shows why', async () => {
    const declined = await newClient('2234501111');
    const { savingsId } = await newSavings(declined, 7, [10_000]);
    expect((await job.run('2027-03-07', { waitMs: 1000 })).refused).toBeGreaterThanOrEqual(1);
    expect(await collectionsOf(savingsId)).toEqual([{ month: '2027-03', status: 'FAILED', amount_cents: 10_000, failure_reason: 'NOT_APPROVED' }]);
    expect((await read(declined.caller)).failedCollections.map((c) => c.failureReason)).toEqual([COLLECTION_FAILURE_REASONS['NOT_APPROVED']]);
    // Savings without a debit order, or with nothing to collect, get no collection.
    const none = await newClient('2234500005');
    const { savingsId: noDebitOrder } = await newSavings(none, 7, [10_000], { withDebitOrder: false });
    const zero = await newClient('2234500006');
    const { savingsId: nothingToCollect } = await newSavings(zero, 7, [0]);
    await job.run('2027-04-07', { waitMs: 0 });
    expect(await collectionsOf(noDebitOrder)).toEqual([]);
    expect(await collectionsOf(nothingToCollect)).toEqual([]);
  });

  it('pay day 31 (and 29, 30) falls on the last day of February; not on the days before', async () => {
    expect(payDaysFallingOn('2027-02-28')).toEqual([28, 29, 30, 31]);
    expect(payDaysFallingOn('2028-02-28')).toEqual([28]);
    expect(payDaysFallingOn('2028-02-29')).toEqual([29, 30, 31]);
    expect(payDaysFallingOn('2027-04-30')).toEqual([30, 31]);
    const client31 = await newClient('2234500007');
    const { savingsId: on31 } = await newSavings(client31, 31, [3_000]);
    const client30 = await newClient('2234500008');
    const { savingsId: on30 } = await newSavings(client30, 30, [3_000]);
    await job.createFor('2027-02-27');
    expect(await collectionsOf(on31)).toEqual([]);
    await job.run('2027-02-28', { waitMs: 5000 });
    expect((await collectionsOf(on31)).map((c) => [c.month, c.status])).toEqual([['2027-02', 'PAID']]);
    expect((await collectionsOf(on30)).map((c) => [c.month, c.status])).toEqual([['2027-02', 'PAID']]);
    // And in March on the 30th and the 31st, once more each (the 30th run: a missed day would be caught up the next day).
    await job.createFor('2027-03-30');
    expect((await collectionsOf(on31)).map((c) => c.month)).toEqual(['2027-02']);
    expect((await collectionsOf(on30)).map((c) => c.month)).toEqual(['2027-02', '2027-03']);
    await job.run('2027-03-31', { waitMs: 5000 });
    expect((await collectionsOf(on31)).map((c) => c.month)).toEqual(['2027-02', '2027-03']);
    expect((await collectionsOf(on30)).map((c) => c.month)).toEqual(['2027-02', '2027-03']);
  });

  it('refuses a date that is not a calendar date', async () => {
    await expect(job.run('2027-02-30')).rejects.toThrow(RangeError);
  });
  it('runs by the development route too (the scheduler’s path, under its advisory lock)', async () => {
    const client = await newClient('2234500009');
    const { savingsId } = await newSavings(client, 9, [4_000]);
    const answer = await savings.graphql<{ devRunSavingsCollection: number }>('mutation($d: String) { devRunSavingsCollection(date: $d) }', { d: '2027-05-09' }, client.caller);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.devRunSavingsCollection).toBeGreaterThanOrEqual(1);
    expect((await collectionsOf(savingsId)).map((c) => c.status)).toEqual(['PAID']);
    const bad = await savings.graphql('mutation($d: String) { devRunSavingsCollection(date: $d) }', { d: '2027-02-30' }, client.caller);
    expect(bad.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
  it('leaves the collections for the next run when identity does not answer, and that run collects them once', async () => {
    const client = await newClient('2234500010');
    const { savingsId, bucketIds } = await newSavings(client, 11, [6_000]);
    const down = new SavingsCollectionJob({ em: savings.em() }, new IdentityInternalClient({ baseUrl: 'http://127.0.0.1:9', secret: TEST_INTERNAL_SECRET, timeoutMs: 500 }), new LedgerService(), { pollMs: 20 });
    const outcome = await down.run('2027-06-11', { waitMs: 0 });
    expect(outcome.unavailable).toBeGreaterThanOrEqual(1);
    expect(await collectionsOf(savingsId)).toEqual([{ month: '2027-06', status: 'PENDING', amount_cents: 6_000, failure_reason: null }]);
    await job.run('2027-06-11', { waitMs: 5000 });
    expect((await collectionsOf(savingsId)).map((c) => c.status)).toEqual(['PAID']);
    expect((await ledger(bucketIds)).map((e) => e.amount_cents)).toEqual([6_000]);
  });

  describe('the SMS for a failed collection', () => {
    it('tells the client whose debit order bounced once, in rand with how to pay by EFT; a run again sends nothing, and a PAID collection sends nothing', async () => {
      const bouncing = await newClient('2234513333', { cellNumber: '0821234567' });
      const { savingsId } = await newSavings(bouncing, 16, [20_000]);
      const paying = await newClient('2234510001', { cellNumber: '0831234567' });
      const { savingsId: paidId } = await newSavings(paying, 16, [5_000]);
      const outcome = await job.run('2027-07-16', { waitMs: 5000 });
      expect(outcome.failed).toBeGreaterThanOrEqual(1);
      expect(outcome.notified).toBeGreaterThanOrEqual(1);
      expect((await collectionsOf(savingsId)).map((c) => c.status)).toEqual(['FAILED']);
      const sms = [{ channel: 'SMS', body: collectionFailedMessage(20_000, '2027-07-16', COLLECTION_FAILURE_REASONS['INSUFFICIENT_FUNDS']) }];
      expect(await outboxOf(bouncing.clientId)).toEqual(sms);
      expect(sms[0]!.body).toContain('R 200.00 on 16 Jul 2027');
      expect(await notified(savingsId)).toEqual([true]);
      expect((await collectionsOf(paidId)).map((c) => c.status)).toEqual(['PAID']);
      expect(await outboxOf(paying.clientId)).toEqual([]);
      expect(await notified(paidId)).toEqual([false]);

      // The same day again, and two notify passes at once: still one message.
      await job.run('2027-07-16', { waitMs: 0 });
      await Promise.all([job.notify(), job.notify()]);
      expect(await outboxOf(bouncing.clientId)).toEqual(sms);
      expect(await outboxOf(paying.clientId)).toEqual([]);
    });

    it('leaves the SMS for the next run when identity is down while telling, and that run sends it once', async () => {
      const client = await newClient('2234523333', { cellNumber: '0821234568' });
      const { savingsId } = await newSavings(client, 17, [12_345]);
      await job.createFor('2027-08-17');
      await job.submitDue();
      await job.settle(5000);
      expect((await collectionsOf(savingsId)).map((c) => c.status)).toEqual(['FAILED']);
      const down = new SavingsCollectionJob({ em: savings.em() }, new IdentityInternalClient({ baseUrl: 'http://127.0.0.1:9', secret: TEST_INTERNAL_SECRET, timeoutMs: 500 }), new LedgerService(), { pollMs: 20 });
      expect((await down.notify()).unavailable).toBeGreaterThanOrEqual(1);
      expect(await outboxOf(client.clientId)).toEqual([]);
      expect(await notified(savingsId)).toEqual([false]);

      expect((await job.run('2027-08-17', { waitMs: 0 })).notified).toBeGreaterThanOrEqual(1);
      expect(await outboxOf(client.clientId)).toEqual([{ channel: 'SMS', body: collectionFailedMessage(12_345, '2027-08-17', COLLECTION_FAILURE_REASONS['INSUFFICIENT_FUNDS']) }]);
      await job.run('2027-08-17', { waitMs: 0 });
      expect(await outboxOf(client.clientId)).toHaveLength(1);
    });

    it('a debit order identity does not know is our fault, not the client\'s: FAILED and shown on /savings, logged for operations, no SMS', async () => {
      const client = await newClient('2234500011', { cellNumber: '0821234569' });
      const { savingsId, bucketIds } = await newSavings(client, 19, [8_000]);
      // Savings points at a debit order identity never made (lost or mistyped data).
      await savings.em().getConnection().execute(`update "savings"."savings" set "debit_order_id" = ? where "id" = ?`, [randomUUID(), savingsId]);
      await job.run('2027-10-19', { waitMs: 1000 });
      expect(await collectionsOf(savingsId)).toEqual([{ month: '2027-10', status: 'FAILED', amount_cents: 8_000, failure_reason: 'NOT_FOUND' }]);
      expect(await ledger(bucketIds)).toEqual([]);
      expect((await read(client.caller)).failedCollections.map((c) => c.failureReason)).toEqual([COLLECTION_FAILURE_REASONS['NOT_FOUND']]);
      await job.notify();
      expect(await outboxOf(client.clientId)).toEqual([]);
      expect(await notified(savingsId)).toEqual([false]);
    });

    it('rows settled before codes were stored keep their plain words on /savings and in the SMS', async () => {
      const client = await newClient('2234500012', { cellNumber: '0821234570' });
      const { savingsId } = await newSavings(client, 20, [9_000], { withDebitOrder: false });
      await savings.em().getConnection().execute(
        `insert into "savings"."savings_collection" ("id", "savings_id", "client_id", "debit_order_id", "month", "collection_date", "amount_cents", "status", "failure_reason", "created_at") values (gen_random_uuid(), ?, ?, gen_random_uuid(), '2027-11', '2027-11-20', 9000, 'FAILED', ?, now())`,
        [savingsId, client.clientId, COLLECTION_FAILURE_REASONS['INSUFFICIENT_FUNDS']],
      );
      expect((await read(client.caller)).failedCollections.map((c) => c.failureReason)).toEqual([COLLECTION_FAILURE_REASONS['INSUFFICIENT_FUNDS']]);
      await job.notify();
      expect(await outboxOf(client.clientId)).toEqual([{ channel: 'SMS', body: collectionFailedMessage(9_000, '2027-11-20', COLLECTION_FAILURE_REASONS['INSUFFICIENT_FUNDS']) }]);
    });

    it('marks a failed collection told when identity has no cell number for the client, so it is not asked again', async () => {
      const client = await newClient('2234533333');
      const { savingsId } = await newSavings(client, 18, [7_000]);
      await job.run('2027-09-18', { waitMs: 5000 });
      expect((await collectionsOf(savingsId)).map((c) => c.status)).toEqual(['FAILED']);
      expect(await notified(savingsId)).toEqual([true]);
      expect(await outboxOf(client.clientId)).toEqual([]);
    });
  });

  describe('a pay day no run collected is caught up (docs/decisions/debit-order-missed-pay-day-catch-up.md)', () => {
    const PAY_DAY = 25;
    const collectionsWithDates = (savingsId: string) =>
      savings
        .em()
        .getConnection()
        .execute<{ month: string; collection_date: string; status: string; amount_cents: number }[]>(
          `select "month", to_char("collection_date", 'YYYY-MM-DD') as collection_date, "status", "amount_cents" from "savings"."savings_collection" where "savings_id" = ? order by "collection_date"`,
          [savingsId],
        );
    /** The savings (and its goals) as made at `at` (an instant): its debit order and pay day set then. */
    const madeAt = async (savingsId: string, bucketIds: string[], at: string) => {
      const connection = savings.em().getConnection();
      await connection.execute(`update "savings"."savings" set "created_at" = ?::timestamptz, "updated_at" = ?::timestamptz where "id" = ?`, [at, at, savingsId]);
      await connection.execute(`update "savings"."bucket" set "created_at" = ?::timestamptz where "id" in (select jsonb_array_elements_text(?::jsonb)::uuid)`, [at, JSON.stringify(bucketIds)]);
    };

    it('no run on the pay day: the run two days later collects that month once, dated the run’s day, and credits the goals; again, or on pay day + 3, nothing more', async () => {
      const client = await newClient('2234500021');
      const { savingsId, bucketIds } = await newSavings(client, PAY_DAY, [10_000, 2_500]);
      const outcome = await job.run('2028-05-27', { waitMs: 5000 });
      // Counts include whatever else the shared test database holds for those days: checked per savings below.
      expect(outcome.caughtUp).toBeGreaterThanOrEqual(1);
      expect(await collectionsWithDates(savingsId)).toEqual([{ month: '2028-05', collection_date: '2028-05-27', status: 'PAID', amount_cents: 12_500 }]);
      expect((await ledger(bucketIds)).map((e) => [e.bucket_id, e.kind, e.amount_cents])).toEqual([
        [bucketIds[1], 'DEBIT_ORDER_CONTRIBUTION', 2_500],
        [bucketIds[0], 'DEBIT_ORDER_CONTRIBUTION', 10_000],
      ]);
      await job.run('2028-05-27', { waitMs: 0 });
      await job.run('2028-05-28', { waitMs: 0 });
      await Promise.all([job.createDue('2028-05-26'), job.createDue('2028-05-27')]);
      expect(await collectionsWithDates(savingsId)).toHaveLength(1);
      expect(await ledger(bucketIds)).toHaveLength(2);
      // The next pay day collects the next month as always.
      await job.run('2028-06-25', { waitMs: 5000 });
      expect((await collectionsWithDates(savingsId)).map((c) => [c.month, c.collection_date, c.status])).toEqual([
        ['2028-05', '2028-05-27', 'PAID'],
        ['2028-06', '2028-06-25', 'PAID'],
      ]);
    });

    it('early in a month the last pay days of the month before are caught up, for that month', async () => {
      const client = await newClient('2234500022');
      const { savingsId } = await newSavings(client, 31, [4_000]);
      await job.run('2028-05-02', { waitMs: 5000 });
      expect((await collectionsWithDates(savingsId)).map((c) => [c.month, c.collection_date, c.status])).toEqual([['2028-04', '2028-05-02', 'PAID']]);
      await job.run('2028-05-31', { waitMs: 5000 });
      expect((await collectionsWithDates(savingsId)).map((c) => c.month)).toEqual(['2028-04', '2028-05']);
    });

    it('a late debit order the bank bounces: the client is told of the debit order on the day it was presented', async () => {
      const client = await newClient('2234543333', { cellNumber: '0821234581' });
      const { savingsId } = await newSavings(client, PAY_DAY, [6_000]);
      await job.run('2028-07-28', { waitMs: 5000 });
      expect((await collectionsWithDates(savingsId)).map((c) => [c.month, c.collection_date, c.status])).toEqual([['2028-07', '2028-07-28', 'FAILED']]);
      expect(await outboxOf(client.clientId)).toEqual([{ channel: 'SMS', body: collectionFailedMessage(6_000, '2028-07-28', collectionFailureText('INSUFFICIENT_FUNDS')) }]);
    });

    it('savings not yet collectable on the missed pay day are not charged for it; a goal made after it is not part of it', async () => {
      const late = await newClient('2234500023');
      const { savingsId: detailsAfter, bucketIds: afterBuckets } = await newSavings(late, PAY_DAY, [5_000]);
      // Debit order and pay day set at 22:30 UTC on the pay day: the next day in Johannesburg.
      await madeAt(detailsAfter, afterBuckets, '2028-08-25T22:30:00Z');
      const older = await newClient('2234500024');
      const { savingsId: olderSavings, bucketIds } = await newSavings(older, PAY_DAY, [3_000, 7_000]);
      await madeAt(olderSavings, [bucketIds[0]!], '2028-08-25T21:59:00Z');
      await savings.em().getConnection().execute(`update "savings"."bucket" set "created_at" = '2028-08-26T08:00:00Z' where "id" = ?`, [bucketIds[1]]);

      await job.run('2028-08-27', { waitMs: 5000 });
      expect(await collectionsWithDates(detailsAfter)).toEqual([]);
      expect((await collectionsWithDates(olderSavings)).map((c) => [c.month, c.amount_cents, c.status])).toEqual([['2028-08', 3_000, 'PAID']]);
      expect((await ledger(bucketIds)).map((e) => [e.bucket_id, e.amount_cents])).toEqual([[bucketIds[0], 3_000]]);
      // Their next pay day collects them in full as always.
      await job.run('2028-09-25', { waitMs: 5000 });
      expect((await collectionsWithDates(detailsAfter)).map((c) => [c.month, c.amount_cents])).toEqual([['2028-09', 5_000]]);
      expect((await collectionsWithDates(olderSavings)).map((c) => [c.month, c.amount_cents])).toEqual([
        ['2028-08', 3_000],
        ['2028-09', 10_000],
      ]);
    });

    it('beyond the window (pay day + 4) nothing is made: the savings is logged with ids for operations, no personal details', async () => {
      const client = await newClient('2234500025');
      const { savingsId } = await newSavings(client, PAY_DAY, [4_500]);
      const warn = jest.spyOn(Logger.prototype, 'warn');
      try {
        const outcome = await job.run('2028-10-29', { waitMs: 0 });
        expect(outcome.notCaughtUp).toBeGreaterThanOrEqual(1);
        expect(await collectionsWithDates(savingsId)).toEqual([]);
        const entries = warn.mock.calls.map(([entry]) => entry as { msg?: string; ids?: string[] }).filter((entry) => entry.msg?.includes('beyond the catch-up window'));
        expect(entries).toEqual([expect.objectContaining({ table: '"savings"."savings_collection"', payDate: '2028-10-25', month: '2028-10', ids: expect.arrayContaining([savingsId]) })]);
        expect(JSON.stringify(entries)).not.toContain(client.clientId);
        expect(JSON.stringify(entries)).not.toContain(client.idNumber);

        // Once per missed pay day: the runs again that day (one after another, or two at once) still
        // count it but do not warn about it again.
        warn.mockClear();
        expect((await job.run('2028-10-29', { waitMs: 0 })).notCaughtUp).toBeGreaterThanOrEqual(1);
        await Promise.all([job.run('2028-10-29', { waitMs: 0 }), job.run('2028-10-29', { waitMs: 0 })]);
        const again = warn.mock.calls.map(([entry]) => entry as { msg?: string; ids?: string[] }).filter((entry) => entry.msg?.includes('beyond the catch-up window'));
        expect(again.flatMap((entry) => entry.ids ?? [])).not.toContain(savingsId);
      } finally {
        warn.mockRestore();
      }
      await job.run('2028-11-25', { waitMs: 5000 });
      expect((await collectionsWithDates(savingsId)).map((c) => c.month)).toEqual(['2028-11']);
    });
  });
});

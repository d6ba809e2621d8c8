import { randomUUID } from 'node:crypto';
import { startTestSubgraph } from '@imali/shared/testing';
import { sastDate } from '@imali/shared/domain';
import { definition } from '../subgraph.definition';
import { SandboxPaymentsProvider } from '@imali/integrations/payments';
import { LedgerService } from '../ledger/ledger.service';
import { SavingsIdentityClient } from '../savings-identity.client';
import { loadSavingsConfig } from '../savings.config';
import { credit, eventually, newClient, startSavingsStack, stopSavingsStack, type SavingsStack } from '../testing/savings-test-stack';
import { withdrawalMessage, WithdrawalService } from '../withdrawal/withdrawal.service';
import { DecemberPayoutJob, decemberPayoutNoAccountMessage } from './december-payout.job';
import { decemberPayoutMessage } from './december-payout-messages';

const ADD = `mutation($b: AddSavingsBucketInput!) { addSavingsBucket(bucketInfo: $b) { id } }`;
const PAYMENT_DETAILS = `mutation($i: SavingsPaymentDetailsInput!) { updateSavingsPaymentDetails(input: $i) { id paymentBankAccountId } }`;
const RUN = `mutation($d: String) { devRunSavingsDecemberPayout(date: $d) }`;
const BUCKET = `query($id: ID!) { getSavingsBucket(id: $id) { bucketType amount payoutDate totalWithdrawalsAmount pendingWithdrawalsAmount decemberPayout { payoutDate status amount } } }`;

// The December Fund payout against real PostgreSQL: the subgraph's own job (through its
// development mutation, the schedule's advisory lock and payments sandbox), and for two runs at
// once past that lock, two jobs on the subgraph's database. Payout dates are years ahead, each
// test its own, so no other test's goal is due on them.
describe('December Fund payout', () => {
  const stack = {} as SavingsStack;
  const extra: { service: WithdrawalService; payments: SandboxPaymentsProvider }[] = [];

  beforeAll(async () => {
    Object.assign(stack, await startSavingsStack());
  }, 60_000);
  afterAll(async () => {
    for (const { service, payments } of extra) {
      await service.onModuleDestroy();
      payments.onModuleDestroy();
    }
    await stopSavingsStack(stack);
  });

  const sql = <T extends object[]>(query: string, params: unknown[] = []) => stack.subgraph.em().getConnection().execute<T>(query, params);

  /** A client with a December Fund holding `cents`, paying out on `payoutDate`; `account: false` leaves savings without a payment account. */
  async function decemberFund(cents: number, payoutDate: string, options: { account?: boolean; client?: ReturnType<typeof newClient> } = {}) {
    const client = options.client ?? newClient(stack);
    if (options.account !== false) {
      const details = await stack.subgraph.graphql(PAYMENT_DETAILS, { i: { payDay: 25, bankAccountId: client.bankAccountId } }, client.caller);
      expect(details.errors).toBeUndefined();
    }
    const added = await stack.subgraph.graphql<{ addSavingsBucket: { id: string } }>(ADD, { b: { bucketType: 'YEAR_END', targetAmount: 5000, targetDate: '2030-12-01', idempotencyKey: randomUUID() } }, client.caller);
    expect(added.errors).toBeUndefined();
    const bucketId = added.data!.addSavingsBucket.id;
    // A date years ahead, set directly (the mutation offers only the next five Decembers from today).
    await sql(`update "savings"."bucket" set "payout_date" = ? where "id" = ?`, [payoutDate, bucketId]);
    if (cents > 0) await credit(stack.subgraph, bucketId, cents);
    return { ...client, bucketId };
  }

  const run = async (date: string, caller = newClient(stack).caller) => {
    const answer = await stack.subgraph.graphql<{ devRunSavingsDecemberPayout: number }>(RUN, { d: date }, caller);
    expect(answer.errors).toBeUndefined();
    return answer.data!.devRunSavingsDecemberPayout;
  };
  const ledgerOf = (bucketId: string) => sql<{ kind: string; amount_cents: number }[]>(`select "kind", "amount_cents" from "savings"."ledger_entry" where "bucket_id" = ? order by "created_at", "amount_cents"`, [bucketId]);
  const balanceCents = async (bucketId: string) => (await ledgerOf(bucketId)).reduce((sum, e) => sum + e.amount_cents, 0);
  const withdrawalsOf = (bucketId: string) =>
    sql<{ id: string; status: string; amount_cents: number; bank_account_id: string; client_id: string }[]>(`select "id", "status", "amount_cents", "bank_account_id", "client_id" from "savings"."withdrawal" where "bucket_id" = ?`, [bucketId]);
  const payoutsOf = (bucketId: string) =>
    sql<{ payout_date: string; status: string; amount_cents: number; withdrawal_id: string | null }[]>(
      `select to_char("payout_date", 'YYYY-MM-DD') as payout_date, "status", "amount_cents", "withdrawal_id" from "savings"."december_payout" where "bucket_id" = ?`,
      [bucketId],
    );
  const messagesTo = (clientId: string) => stack.identity.messages.filter((m) => m.clientId === clientId);
  const shown = async (goal: { bucketId: string; caller: ReturnType<typeof newClient>['caller'] }) =>
    (await stack.subgraph.graphql<{ getSavingsBucket: Record<string, unknown> }>(BUCKET, { id: goal.bucketId }, goal.caller)).data!.getSavingsBucket;

  it('pays the whole balance to the savings payment account on the payout date, not before; released, the client told; the goal stays', async () => {
    const goal = await decemberFund(123_456, '2033-12-15');

    expect(await run('2033-12-14')).toBe(0);
    expect(await withdrawalsOf(goal.bucketId)).toEqual([]);
    expect(await payoutsOf(goal.bucketId)).toEqual([]);
    expect(await balanceCents(goal.bucketId)).toBe(123_456);
    expect(await shown(goal)).toMatchObject({ amount: 1234.56, decemberPayout: null });

    expect(await run('2033-12-15')).toBe(1);
    const [withdrawal] = await withdrawalsOf(goal.bucketId);
    expect(withdrawal).toMatchObject({ amount_cents: 123_456, bank_account_id: goal.bankAccountId, client_id: goal.clientId });
    expect(await ledgerOf(goal.bucketId)).toEqual([{ kind: 'EFT_CONTRIBUTION', amount_cents: 123_456 }, { kind: 'WITHDRAWAL', amount_cents: -123_456 }]);
    expect(await payoutsOf(goal.bucketId)).toEqual([{ payout_date: '2033-12-15', status: 'PAID_OUT', amount_cents: 123_456, withdrawal_id: withdrawal!.id }]);

    // The payments sandbox releases it, and the client is told in the December Fund's own words (not the general withdrawal's).
    await eventually(async () => (await withdrawalsOf(goal.bucketId))[0]?.status === 'RELEASED');
    await eventually(async () => messagesTo(goal.clientId).length > 0);
    expect(messagesTo(goal.clientId)).toEqual([
      expect.objectContaining({ key: `savings-withdrawal-released:${withdrawal!.id}`, channel: 'SMS', subject: 'December Fund paid out', body: 'Imali: your December Fund of R 1 234.56 has been paid out to your bank account.' }),
    ]);
    expect(messagesTo(goal.clientId)[0]!.body).toBe(decemberPayoutMessage('RELEASED', 123_456).body);
    expect(messagesTo(goal.clientId)[0]!.body).not.toBe(withdrawalMessage('RELEASED', 123_456).body);
    // The December Fund stays, empty, with its payout date (the client sets next year's).
    expect(await shown(goal)).toEqual({ bucketType: 'YEAR_END', amount: 0, payoutDate: '2033-12-15', totalWithdrawalsAmount: 1234.56, pendingWithdrawalsAmount: 0, decemberPayout: { payoutDate: '2033-12-15', status: 'PAID_OUT', amount: 1234.56 } });
  });

  it('a payout the bank refuses: the money back in the goal, the client told in the December Fund’s words; a client’s own withdrawal keeps the general words', async () => {
    // The payments sandbox fails payouts to an account ending 4444.
    const goal = await decemberFund(45_000, '2033-12-20', { client: newClient(stack, '9876544444') });
    expect(await run('2033-12-20')).toBe(1);
    const [withdrawal] = await withdrawalsOf(goal.bucketId);
    await eventually(async () => (await withdrawalsOf(goal.bucketId))[0]?.status === 'FAILED');
    await eventually(async () => messagesTo(goal.clientId).length > 0);
    expect(messagesTo(goal.clientId)).toEqual([
      expect.objectContaining({
        key: `savings-withdrawal-failed:${withdrawal!.id}`,
        channel: 'SMS',
        body: 'Imali: your December Fund of R 450.00 could not be paid into your bank account. The money is back in your goal: check your bank account in My Savings and withdraw it.',
      }),
    ]);
    expect(await balanceCents(goal.bucketId)).toBe(45_000);

    // The same client withdraws R 100 themselves (the account fails again): the general withdrawal words.
    const own = await stack.subgraph.graphql<{ withdrawSavings: { id: string } }>(
      `mutation($i: WithdrawSavingsInput!) { withdrawSavings(input: $i) { id } }`,
      { i: { bucketId: goal.bucketId, savingsId: (await sql<{ savings_id: string }[]>(`select "savings_id" from "savings"."bucket" where "id" = ?`, [goal.bucketId]))[0]!.savings_id, bankAccountId: goal.bankAccountId, amount: 100, idempotencyKey: randomUUID() } },
      goal.caller,
    );
    expect(own.errors).toBeUndefined();
    await eventually(async () => messagesTo(goal.clientId).length > 1);
    expect(messagesTo(goal.clientId)[1]).toEqual(expect.objectContaining({ key: `savings-withdrawal-failed:${own.data!.withdrawSavings.id}`, body: withdrawalMessage('FAILED', 10_000).body }));
  });

  it('pays once when run twice, and once when runs overlap (through the schedule’s lock and past it)', async () => {
    const goal = await decemberFund(80_000, '2034-12-10');
    expect(await run('2034-12-10')).toBe(1);
    // A contribution lands after the payout: it stays for next year, whether the run comes again
    // the same day or on a later day of the catch-up window.
    await credit(stack.subgraph, goal.bucketId, 20_000);
    expect(await run('2034-12-10')).toBe(0);
    expect(await run('2034-12-20')).toBe(0);
    expect((await withdrawalsOf(goal.bucketId)).map((w) => w.amount_cents)).toEqual([80_000]);
    expect(await balanceCents(goal.bucketId)).toBe(20_000);

    // Two runs at once through the development mutation (the schedule's advisory lock).
    const second = await decemberFund(40_000, '2034-12-11');
    const both = await Promise.all([run('2034-12-11'), run('2034-12-11')]);
    expect(both.reduce((a, b) => a + b, 0)).toBe(1);

    // Two replicas past the lock: two jobs on the same database at the same moment.
    const third = await decemberFund(55_500, '2034-12-12');
    const config = loadSavingsConfig();
    const jobs = [1, 2].map(() => {
      const payments = new SandboxPaymentsProvider();
      const service = new WithdrawalService(stack.subgraph.em(), new LedgerService(), new SavingsIdentityClient(config), payments, { ...config, SAVINGS_PAYOUT_RESUBMIT_MS: 0 });
      service.onApplicationBootstrap();
      extra.push({ service, payments });
      return new DecemberPayoutJob(stack.subgraph.em(), new LedgerService(), service, new SavingsIdentityClient(config));
    });
    const outcomes = await Promise.all([jobs[0]!.run('2034-12-12'), jobs[1]!.run('2034-12-12'), jobs[0]!.run('2034-12-12')]);
    expect(outcomes.reduce((sum, o) => sum + o.paidOut, 0)).toBe(1);

    for (const [bucketId, cents] of [[second.bucketId, 40_000], [third.bucketId, 55_500]] as const) {
      expect((await withdrawalsOf(bucketId)).map((w) => w.amount_cents)).toEqual([cents]);
      expect((await ledgerOf(bucketId)).filter((e) => e.kind === 'WITHDRAWAL').map((e) => e.amount_cents)).toEqual([-cents]);
      expect(await payoutsOf(bucketId)).toHaveLength(1);
      expect(await balanceCents(bucketId)).toBe(0);
    }
    await eventually(async () => (await withdrawalsOf(third.bucketId))[0]?.status === 'RELEASED');
    expect(messagesTo(third.clientId)).toHaveLength(1);
  });

  it('pays nothing from a zero balance (recorded once, the client not messaged)', async () => {
    const goal = await decemberFund(0, '2035-12-05');
    expect(await run('2035-12-05')).toBe(0);
    expect(await withdrawalsOf(goal.bucketId)).toEqual([]);
    expect(await ledgerOf(goal.bucketId)).toEqual([]);
    expect(await payoutsOf(goal.bucketId)).toEqual([{ payout_date: '2035-12-05', status: 'NOTHING_TO_PAY', amount_cents: 0, withdrawal_id: null }]);
    expect(messagesTo(goal.clientId)).toEqual([]);
  });

  it('with no payment account pays nothing: the money stays in the goal and the client is told once', async () => {
    // None chosen (the bank change flow never ran).
    const none = await decemberFund(60_000, '2036-12-01', { account: false });
    // One chosen, then removed from the client's profile at identity.
    const removed = await decemberFund(70_000, '2036-12-01');
    stack.identity.accounts.delete(removed.bankAccountId);

    expect(await run('2036-12-01')).toBe(0);
    expect(await run('2036-12-01')).toBe(0);
    for (const [goal, cents] of [[none, 60_000], [removed, 70_000]] as const) {
      expect(await withdrawalsOf(goal.bucketId)).toEqual([]);
      expect(await balanceCents(goal.bucketId)).toBe(cents);
      expect(await payoutsOf(goal.bucketId)).toEqual([{ payout_date: '2036-12-01', status: 'NO_ACCOUNT', amount_cents: cents, withdrawal_id: null }]);
      expect(messagesTo(goal.clientId)).toEqual([expect.objectContaining({ channel: 'SMS', body: decemberPayoutNoAccountMessage(cents, '2036-12-01').body })]);
      expect(await shown(goal)).toMatchObject({ amount: cents / 100, totalWithdrawalsAmount: 0, pendingWithdrawalsAmount: 0, decemberPayout: { payoutDate: '2036-12-01', status: 'NO_ACCOUNT', amount: cents / 100 } });
    }
    expect(decemberPayoutNoAccountMessage(60_000, '2036-12-01').body).toContain('R 600.00 was not paid out on 1 December 2036');
  });

  it('leaves another client’s goals alone: their December Fund due later and their other goals', async () => {
    const mine = await decemberFund(30_000, '2037-12-20');
    const theirs = await decemberFund(45_000, '2037-12-21');
    const other = await stack.subgraph.graphql<{ addSavingsBucket: { id: string } }>(ADD, { b: { bucketType: 'HOLIDAY', metaData: [{ key: 'destination', value: 'Durban' }, { key: 'tripDate', value: '2030-01-10' }], targetAmount: 9000, targetDate: '2030-01-10', idempotencyKey: randomUUID() } }, theirs.caller);
    expect(other.errors).toBeUndefined();
    const holidayId = other.data!.addSavingsBucket.id;
    await credit(stack.subgraph, holidayId, 25_000);
    // A payout date left on a goal that is no longer a December Fund is not one (the update clears it; here forced).
    await sql(`update "savings"."bucket" set "payout_date" = '2037-12-20' where "id" = ?`, [holidayId]);

    expect(await run('2037-12-20', theirs.caller)).toBe(1);
    expect((await withdrawalsOf(mine.bucketId)).map((w) => [w.client_id, w.bank_account_id])).toEqual([[mine.clientId, mine.bankAccountId]]);
    expect(await withdrawalsOf(theirs.bucketId)).toEqual([]);
    expect(await withdrawalsOf(holidayId)).toEqual([]);
    expect(await balanceCents(theirs.bucketId)).toBe(45_000);
    expect(await balanceCents(holidayId)).toBe(25_000);
    expect(await payoutsOf(theirs.bucketId)).toEqual([]);
    expect(await payoutsOf(holidayId)).toEqual([]);
  });
});

// The schedule as npm start runs it (SAVINGS_JOBS=on): a December Fund whose payout date is today
// (SAST) is paid out without being asked, once across two replicas.
describe('December Fund payout on a schedule', () => {
  const JOB_ENV = { SAVINGS_JOBS: 'on', SAVINGS_DECEMBER_PAYOUT_INTERVAL_MS: '1000', SAVINGS_COLLECTION_INTERVAL_MS: '86400000', SAVINGS_EFT_INTERVAL_MS: '86400000' };
  const stack = {} as SavingsStack;
  let replicas: Awaited<ReturnType<typeof startTestSubgraph>>[] = [];

  beforeAll(async () => {
    Object.assign(stack, await startSavingsStack());
  }, 60_000);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
    for (const name of Object.keys(JOB_ENV)) delete process.env[name];
    await stopSavingsStack(stack);
  });

  it('pays today’s December Fund by itself, once across two replicas', async () => {
    const client = newClient(stack);
    await stack.subgraph.graphql(PAYMENT_DETAILS, { i: { payDay: 25, bankAccountId: client.bankAccountId } }, client.caller);
    const added = await stack.subgraph.graphql<{ addSavingsBucket: { id: string } }>(ADD, { b: { bucketType: 'YEAR_END', targetAmount: 5000, targetDate: '2030-12-01', idempotencyKey: randomUUID() } }, client.caller);
    const bucketId = added.data!.addSavingsBucket.id;
    await stack.subgraph.em().getConnection().execute(`update "savings"."bucket" set "payout_date" = ? where "id" = ?`, [sastDate(), bucketId]);
    await credit(stack.subgraph, bucketId, 31_000);

    replicas = await Promise.all([1, 2].map(() => startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: stack.identity.url, ...JOB_ENV })));
    const withdrawals = () => stack.subgraph.em().getConnection().execute<{ amount_cents: number; status: string }[]>(`select "amount_cents", "status" from "savings"."withdrawal" where "bucket_id" = ?`, [bucketId]);
    await eventually(async () => (await withdrawals())[0]?.status === 'RELEASED', 20_000);
    // A few more ticks of both replicas: still one.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await withdrawals()).toEqual([{ amount_cents: 31_000, status: 'RELEASED' }]);
  }, 60_000);
});

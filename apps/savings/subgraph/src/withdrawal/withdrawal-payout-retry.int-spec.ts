import { randomUUID } from 'node:crypto';
import { SandboxPaymentsProvider, type PayoutResult } from '@imali/integrations/payments';
import { withdrawalAmountMessage } from '@imali/savings/domain';
import { LedgerService } from '../ledger/ledger.service';
import { SavingsIdentityClient } from '../savings-identity.client';
import { loadSavingsConfig, type SavingsConfig } from '../savings.config';
import { credit, eventually, newClient, startSavingsStack, stopSavingsStack, type SavingsStack } from '../testing/savings-test-stack';
import { WITHDRAWAL_ACCOUNT_GONE, withdrawalMessage, WithdrawalService } from './withdrawal.service';

const ADD = `mutation($b: AddSavingsBucketInput!) { addSavingsBucket(bucketInfo: $b) { id } }`;
const WITHDRAW = `mutation($i: WithdrawSavingsInput!) { withdrawSavings(input: $i) { id status amount } }`;
const BUCKET = `query($id: ID!) { getSavingsBucket(id: $id) { amount totalWithdrawalsAmount pendingWithdrawalsAmount } }`;

// The payments provider down when a withdrawal asks for its payout, against real PostgreSQL: the
// withdrawal service runs here on a sandbox this test switches off and on (the subgraph's own
// provider is out of reach), with the subgraph's database, ledger and test identity; the client's
// view is read through the subgraph's GraphQL as the gateway would.
describe('withdrawal payout when the payments provider is down', () => {
  const stack = {} as SavingsStack;
  let config: SavingsConfig;
  const services: { service: WithdrawalService; payments: SandboxPaymentsProvider }[] = [];

  beforeAll(async () => {
    Object.assign(stack, await startSavingsStack());
    config = loadSavingsConfig();
  }, 60_000);
  afterAll(async () => {
    for (const { service, payments } of services) {
      await service.onModuleDestroy();
      payments.onModuleDestroy();
    }
    await stopSavingsStack(stack);
  });

  /** A withdrawal service on a sandbox of its own; `started` registers its payout result handler as the app does on start. */
  function withdrawals(options: { failure?: 'unavailable'; started?: boolean } = {}) {
    const payments = new SandboxPaymentsProvider({ failure: options.failure ?? 'none' });
    const results: PayoutResult[] = [];
    payments.onPayoutResult(async (result) => void results.push(result));
    const service = new WithdrawalService(stack.subgraph.em(), new LedgerService(), new SavingsIdentityClient(config), payments, { ...config, SAVINGS_PAYOUT_RESUBMIT_MS: 0 });
    if (options.started !== false) service.onApplicationBootstrap();
    services.push({ service, payments });
    return { service, payments, results };
  }

  async function fundedGoal(cents: number) {
    const client = newClient(stack);
    const added = await stack.subgraph.graphql<{ addSavingsBucket: { id: string } }>(ADD, { b: { bucketType: 'HOUSE', targetAmount: 20000, targetDate: '2030-06-30', idempotencyKey: randomUUID() } }, client.caller);
    const bucketId = added.data!.addSavingsBucket.id;
    await credit(stack.subgraph, bucketId, cents);
    const [row] = await stack.subgraph.em().getConnection().execute<{ savings_id: string }[]>(`select "savings_id" from "savings"."bucket" where "id" = ?`, [bucketId]);
    return { ...client, bucketId, savingsId: row!.savings_id };
  }
  const input = (goal: Awaited<ReturnType<typeof fundedGoal>>, amount: number) => ({ bucketId: goal.bucketId, savingsId: goal.savingsId, bankAccountId: goal.bankAccountId, amount, idempotencyKey: randomUUID() });
  const status = async (id: string) => (await stack.subgraph.em().getConnection().execute<{ status: string }[]>(`select "status" from "savings"."withdrawal" where "id" = ?`, [id]))[0]?.status;
  const ledgerOf = (bucketId: string) =>
    stack.subgraph.em().getConnection().execute<{ kind: string; amount_cents: number }[]>(`select "kind", "amount_cents" from "savings"."ledger_entry" where "bucket_id" = ? order by "created_at", "amount_cents"`, [bucketId]);
  const balanceCents = async (bucketId: string) => (await ledgerOf(bucketId)).reduce((sum, e) => sum + e.amount_cents, 0);
  const shown = async (goal: Awaited<ReturnType<typeof fundedGoal>>) => (await stack.subgraph.graphql<{ getSavingsBucket: Record<string, number> }>(BUCKET, { id: goal.bucketId }, goal.caller)).data!.getSavingsBucket;
  const messagesTo = (clientId: string) => stack.identity.messages.filter((m) => m.clientId === clientId);
  /** The retry pass's view of time: this withdrawal was asked for more than a minute ago. */
  const aMinuteAgo = (id: string) => stack.subgraph.em().getConnection().execute(`update "savings"."withdrawal" set "created_at" = now() - interval '2 minutes' where "id" = ?`, [id], 'run');
  const settleTime = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('stays PROCESSING with the money held back and the client not told; the retry pays it once when the provider is back, and tells the client once', async () => {
    const goal = await fundedGoal(100_000);
    const { service, payments, results } = withdrawals({ failure: 'unavailable' });

    // The client's request succeeds: the payout is what failed, not the withdrawal.
    const withdrawal = await service.withdraw(goal.clientId, input(goal, 600));
    expect(withdrawal).toMatchObject({ status: 'PROCESSING', amount: 600, releasedAt: null });
    await settleTime();
    expect(await status(withdrawal.id)).toBe('PROCESSING');
    expect(await ledgerOf(goal.bucketId)).toEqual([{ kind: 'EFT_CONTRIBUTION', amount_cents: 100_000 }, { kind: 'WITHDRAWAL', amount_cents: -60_000 }]);
    expect(await shown(goal)).toEqual({ amount: 400, totalWithdrawalsAmount: 600, pendingWithdrawalsAmount: 600 });
    expect(messagesTo(goal.clientId)).toEqual([]);

    // The held money cannot be withdrawn again: the balance never goes below zero.
    const more = await stack.subgraph.graphql(WITHDRAW, { i: input(goal, 500) }, goal.caller);
    expect(more.errors?.[0]?.extensions?.['fieldErrors']).toEqual([{ field: 'amount', message: withdrawalAmountMessage(40_000) }]);
    expect(await balanceCents(goal.bucketId)).toBe(40_000);

    // A minute on, the retry pass runs while the provider is still down: nothing changes.
    await aMinuteAgo(withdrawal.id);
    expect(await service.resubmitProcessing()).toBeGreaterThanOrEqual(1);
    await service.resubmitProcessing();
    await settleTime();
    expect(await status(withdrawal.id)).toBe('PROCESSING');
    payments.setFailure('none');
    // The provider never took it: asked again, it is the first and only payout.
    expect(await payments.payoutStatus(withdrawal.id)).toBeNull();
    expect(results).toEqual([]);
    expect(messagesTo(goal.clientId)).toEqual([]);
    expect(await balanceCents(goal.bucketId)).toBe(40_000);

    // The provider is back: the next pass asks for the payout, which is released once.
    await service.resubmitProcessing();
    await eventually(async () => (await status(withdrawal.id)) === 'RELEASED');
    // More passes (and two at once) ask nothing twice.
    await Promise.all([service.resubmitProcessing(), service.resubmitProcessing()]);
    await settleTime();
    expect(results.filter((r) => r.reference === withdrawal.id).map((r) => [r.status, r.amountCents])).toEqual([['RELEASED', 60_000]]);
    expect(await ledgerOf(goal.bucketId)).toEqual([{ kind: 'EFT_CONTRIBUTION', amount_cents: 100_000 }, { kind: 'WITHDRAWAL', amount_cents: -60_000 }]);
    expect(await shown(goal)).toEqual({ amount: 400, totalWithdrawalsAmount: 600, pendingWithdrawalsAmount: 0 });
    expect(messagesTo(goal.clientId)).toEqual([expect.objectContaining({ key: `savings-withdrawal-released:${withdrawal.id}`, channel: 'SMS', body: expect.stringContaining('R 600.00 has been released') })]);
  });

  it('fails a withdrawal whose bank account left the client before it could be paid: money back in the goal, the client told once', async () => {
    const goal = await fundedGoal(50_000);
    const { service } = withdrawals({ failure: 'unavailable' });
    const withdrawal = await service.withdraw(goal.clientId, input(goal, 200));
    await settleTime();
    expect(await status(withdrawal.id)).toBe('PROCESSING');
    // The client removes the account while the provider is down: identity no longer gives it for them.
    stack.identity.accounts.delete(goal.bankAccountId);
    const { service: later } = withdrawals();
    await aMinuteAgo(withdrawal.id);
    await later.resubmitProcessing();
    expect(await status(withdrawal.id)).toBe('FAILED');
    const [row] = await stack.subgraph.em().getConnection().execute<{ failure_reason: string }[]>(`select "failure_reason" from "savings"."withdrawal" where "id" = ?`, [withdrawal.id]);
    expect(row!.failure_reason).toBe(WITHDRAWAL_ACCOUNT_GONE);
    expect(await balanceCents(goal.bucketId)).toBe(50_000);
    expect(await shown(goal)).toEqual({ amount: 500, totalWithdrawalsAmount: 0, pendingWithdrawalsAmount: 0 });
    expect(messagesTo(goal.clientId).map((m) => m.body)).toEqual([withdrawalMessage('FAILED', 20_000).body]);
    await later.resubmitProcessing();
    expect(messagesTo(goal.clientId)).toHaveLength(1);
  });

  it('settles a payout whose result never reached savings (callback lost) from the provider’s status, once', async () => {
    const goal = await fundedGoal(50_000);
    // Savings was not listening when the provider answered: the result is lost.
    const { service, payments, results } = withdrawals({ started: false });
    const withdrawal = await service.withdraw(goal.clientId, input(goal, 100));
    await eventually(async () => results.length === 1);
    expect(await status(withdrawal.id)).toBe('PROCESSING');
    expect(await payments.payoutStatus(withdrawal.id)).toMatchObject({ status: 'RELEASED' });

    service.onApplicationBootstrap();
    await aMinuteAgo(withdrawal.id);
    await service.resubmitProcessing();
    expect(await status(withdrawal.id)).toBe('RELEASED');
    await service.resubmitProcessing();
    await settleTime();
    // One payout: the provider was not asked again, and no second result came.
    expect(results.map((r) => r.reference)).toEqual([withdrawal.id]);
    expect((await ledgerOf(goal.bucketId)).map((e) => e.kind)).toEqual(['EFT_CONTRIBUTION', 'WITHDRAWAL']);
    expect(messagesTo(goal.clientId).map((m) => m.key)).toEqual([`savings-withdrawal-released:${withdrawal.id}`]);
  });

  it('keeps reconciling the others when one cannot be (identity down for it), and that one is paid on a later pass', async () => {
    const goal = await fundedGoal(50_000);
    const down = withdrawals({ failure: 'unavailable' });
    const first = await down.service.withdraw(goal.clientId, input(goal, 100));
    const second = await down.service.withdraw(goal.clientId, input(goal, 200));
    await aMinuteAgo(first.id);
    await aMinuteAgo(second.id);
    // The older one first: identity does not answer for its bank account this time.
    await stack.subgraph.em().getConnection().execute(`update "savings"."withdrawal" set "created_at" = "created_at" - interval '1 second' where "id" = ?`, [first.id], 'run');
    let identityDown = true;
    class FlakyIdentity extends SavingsIdentityClient {
      override payoutBankAccount(clientId: string, bankAccountId: string) {
        if (identityDown && bankAccountId === goal.bankAccountId && clientId === goal.clientId) {
          identityDown = false;
          return Promise.reject(Object.assign(new Error('identity is unavailable'), { extensions: { code: 'SUBGRAPH_UNAVAILABLE' } }));
        }
        return super.payoutBankAccount(clientId, bankAccountId);
      }
    }
    const payments = new SandboxPaymentsProvider();
    const service = new WithdrawalService(stack.subgraph.em(), new LedgerService(), new FlakyIdentity(config), payments, { ...config, SAVINGS_PAYOUT_RESUBMIT_MS: 0 });
    service.onApplicationBootstrap();
    services.push({ service, payments });
    await service.resubmitProcessing();
    await eventually(async () => (await status(second.id)) === 'RELEASED');
    expect(await status(first.id)).toBe('PROCESSING');
    await service.resubmitProcessing();
    await eventually(async () => (await status(first.id)) === 'RELEASED');
    // The SMS goes after the settling transaction commits: the status can be read before it is sent.
    await eventually(async () => messagesTo(goal.clientId).length === 2);
    expect(messagesTo(goal.clientId).map((m) => m.key).sort()).toEqual([`savings-withdrawal-released:${first.id}`, `savings-withdrawal-released:${second.id}`].sort());
    expect(await balanceCents(goal.bucketId)).toBe(20_000);
  });

  it('shutting down waits for a payout result being settled before the database closes, and refuses one that comes after (the resubmit pass settles it later)', async () => {
    const goal = await fundedGoal(50_000);
    // A sandbox that answers late (never within this test): the results are delivered here, by hand.
    class HandDelivered extends SandboxPaymentsProvider {
      deliver?: (result: PayoutResult) => Promise<void>;
      override onPayoutResult(handler: (result: PayoutResult) => Promise<void>): void {
        this.deliver = handler;
      }
    }
    const payments = new HandDelivered({ answerAfterMs: 3_600_000 });
    const service = new WithdrawalService(stack.subgraph.em(), new LedgerService(), new SavingsIdentityClient(config), payments, { ...config, SAVINGS_PAYOUT_RESUBMIT_MS: 0 });
    service.onApplicationBootstrap();
    services.push({ service, payments });
    const first = await service.withdraw(goal.clientId, input(goal, 100));
    const second = await service.withdraw(goal.clientId, input(goal, 200));
    const released = (id: string, cents: number): PayoutResult => ({ reference: id, providerReference: `PO-${id}`, status: 'RELEASED', amountCents: cents, at: new Date() });

    // The first result is being settled (held at its row lock) when shutdown begins.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = stack.subgraph.em().fork().transactional(async (tx) => {
      await tx.getConnection().execute(`select 1 from "savings"."withdrawal" where "id" = ? for update`, [first.id], 'all', tx.getTransactionContext());
      locked();
      await held;
    });
    await isLocked;
    const settling = payments.deliver!(released(first.id, 10_000));
    let destroyed = false;
    const destroying = service.onModuleDestroy().then(() => (destroyed = true));
    await settleTime();
    expect(destroyed).toBe(false);

    // A result that comes now is refused (the provider calls again), and changes nothing.
    await expect(payments.deliver!(released(second.id, 20_000))).rejects.toThrow('shutting down');
    letGo();
    await holder;
    await destroying;
    await settling;
    expect(await status(first.id)).toBe('RELEASED');
    expect(await status(second.id)).toBe('PROCESSING');

    // The next start's resubmit pass settles the refused one from the provider's answer.
    const { service: next } = withdrawals();
    await aMinuteAgo(second.id);
    await next.resubmitProcessing();
    await eventually(async () => (await status(second.id)) === 'RELEASED');
  });

  it('tells the client on a later pass when identity was down as the result came (the provider gave up calling back), once', async () => {
    const goal = await fundedGoal(50_000);
    let identityDown = true;
    class DownIdentity extends SavingsIdentityClient {
      override sendClientMessage(message: Parameters<SavingsIdentityClient['sendClientMessage']>[0]) {
        if (identityDown) return Promise.reject(Object.assign(new Error('identity is unavailable'), { extensions: { code: 'SUBGRAPH_UNAVAILABLE' } }));
        return super.sendClientMessage(message);
      }
    }
    const payments = new SandboxPaymentsProvider();
    const service = new WithdrawalService(stack.subgraph.em(), new LedgerService(), new DownIdentity(config), payments, { ...config, SAVINGS_PAYOUT_RESUBMIT_MS: 0 });
    service.onApplicationBootstrap();
    services.push({ service, payments });
    const withdrawal = await service.withdraw(goal.clientId, input(goal, 150));
    await eventually(async () => (await status(withdrawal.id)) === 'RELEASED');
    // The sandbox's three deliveries all fail at the message: settled, not told.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const told = async () => (await stack.subgraph.em().getConnection().execute<{ told: boolean }[]>(`select "notified_at" is not null as told from "savings"."withdrawal" where "id" = ?`, [withdrawal.id]))[0]?.told;
    expect(await told()).toBe(false);
    expect(messagesTo(goal.clientId)).toEqual([]);
    await service.resubmitProcessing();
    expect(messagesTo(goal.clientId)).toEqual([]);

    identityDown = false;
    await service.resubmitProcessing();
    await Promise.all([service.resubmitProcessing(), service.settle((await payments.payoutStatus(withdrawal.id)) as PayoutResult)]);
    expect(await told()).toBe(true);
    expect(messagesTo(goal.clientId).map((m) => m.key)).toEqual([`savings-withdrawal-released:${withdrawal.id}`]);
    expect((await ledgerOf(goal.bucketId)).map((e) => e.kind)).toEqual(['EFT_CONTRIBUTION', 'WITHDRAWAL']);
  });
});

import { IntegrationError } from '@imali/integrations/core';
import { ConfigError } from '@imali/shared/nest';
import type { PayoutRequest, PayoutResult } from './payments-provider';
import { SANDBOX_PAYOUT_FAILED_REASON, SandboxPaymentsProvider, sandboxPayoutDecision } from './sandbox-payments-provider';
import { createPaymentsProvider } from './payments.providers';
import { loadPaymentsConfig } from './payments.config';

const request = (accountNo: string, overrides: Partial<PayoutRequest> = {}): PayoutRequest => ({
  reference: `payout-${accountNo}`,
  amountCents: 15_000,
  bankAccount: { accountNo, branchCode: '470010', accountHolderName: 'T Nkosi' },
  ...overrides,
});

function bank(options: ConstructorParameters<typeof SandboxPaymentsProvider>[0] = {}) {
  const provider = new SandboxPaymentsProvider(options);
  const results: PayoutResult[] = [];
  provider.onPayoutResult(async (r) => void results.push(r));
  const settle = () => new Promise((resolve) => setTimeout(resolve, (options.answerAfterMs ?? 0) + 20));
  return { provider, results, settle };
}

describe('payments sandbox: payouts', () => {
  it.each([
    ['1234567890', 'RELEASED', undefined],
    ['1234564444', 'FAILED', SANDBOX_PAYOUT_FAILED_REASON],
    ['44441234', 'RELEASED', undefined],
  ])('account %s: the payout is %s, by callback', async (accountNo, status, reason) => {
    const { provider, results, settle } = bank();
    const accepted = await provider.payout(request(accountNo));
    expect(accepted).toEqual({ reference: `payout-${accountNo}`, providerReference: expect.stringMatching(/^PO[0-9A-F]{12}$/), status: 'PROCESSING' });
    expect(sandboxPayoutDecision(request(accountNo)).status).toBe(status);
    await settle();
    expect(results).toEqual([{ reference: `payout-${accountNo}`, providerReference: accepted.providerReference, status, amountCents: 15_000, at: expect.any(Date), ...(reason ? { reason } : {}) }]);
    expect(await provider.payoutStatus(`payout-${accountNo}`)).toMatchObject({ status });
  });

  it('settles only after the answer time, and the same reference is one payout', async () => {
    const { provider, results, settle } = bank({ answerAfterMs: 60 });
    const first = await provider.payout(request('1234567890'));
    const again = await provider.payout(request('1234567890', { amountCents: 99_999 }));
    expect(again.providerReference).toBe(first.providerReference);
    expect(await provider.payoutStatus('payout-1234567890')).toEqual({ reference: 'payout-1234567890', status: 'PROCESSING' });
    expect(results).toEqual([]);
    await settle();
    expect(results.map((r) => [r.status, r.amountCents])).toEqual([['RELEASED', 15_000]]);
    expect(await provider.payoutStatus('unknown')).toBeNull();
  });

  it.each([[0], [-100], [12.5], [Number.NaN]])('refuses an amount of %p cents, not retryably', async (amountCents) => {
    const failure = await bank().provider.payout(request('1234567890', { amountCents })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(IntegrationError);
    expect(failure).toMatchObject({ integration: 'payments', retryable: false });
  });

  it('fails every call retryably when told the bank is unavailable, and is slow when told', async () => {
    const { provider } = bank({ failure: 'unavailable' });
    await expect(provider.payout(request('1234567890'))).rejects.toMatchObject({ retryable: true });
    await expect(provider.incomingPayments(null, 10)).rejects.toMatchObject({ retryable: true });
    provider.setFailure('slow');
    const started = Date.now();
    const slow = new SandboxPaymentsProvider({ failure: 'slow', slowMs: 50 });
    await slow.payout(request('1234567890'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    slow.onModuleDestroy();
  });

  it('takes no payout while unavailable: once switched back, the same reference is the first and only payout', async () => {
    const { provider, results, settle } = bank({ failure: 'unavailable' });
    await expect(provider.payout(request('1234567890'))).rejects.toMatchObject({ integration: 'payments', retryable: true, code: 'PROVIDER_UNAVAILABLE' });
    await expect(provider.payoutStatus('payout-1234567890')).rejects.toMatchObject({ retryable: true });
    await settle();
    expect(results).toEqual([]);
    provider.setFailure('none');
    expect(await provider.payoutStatus('payout-1234567890')).toBeNull();
    await provider.payout(request('1234567890'));
    await provider.payout(request('1234567890'));
    await settle();
    expect(results.map((r) => [r.reference, r.status])).toEqual([['payout-1234567890', 'RELEASED']]);
  });

  it('retries a failing handler like a webhook', async () => {
    const provider = new SandboxPaymentsProvider();
    let calls = 0;
    provider.onPayoutResult(async () => {
      calls += 1;
      if (calls < 3) throw new Error('database down');
    });
    await provider.payout(request('1234567890'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls).toBe(3);
  });

  it('drops pending results on shutdown', async () => {
    const { provider, results, settle } = bank({ answerAfterMs: 30 });
    await provider.payout(request('1234567890'));
    provider.onModuleDestroy();
    await settle();
    expect(results).toEqual([]);
  });
});

describe('payments sandbox: incoming EFTs', () => {
  it('lists received payments oldest first, page by page with the cursor', async () => {
    const provider = new SandboxPaymentsProvider({ now: () => new Date('2026-11-27T08:00:00Z') });
    expect(await provider.incomingPayments(null, 10)).toEqual({ payments: [], cursor: null });
    const a = provider.receiveEft('8001015009087', 50_000);
    provider.receiveEft('8001015009087', 50_000);
    provider.receiveEft('unknown reference', 1_000);
    expect(a).toEqual({ id: expect.stringMatching(/^EFT[0-9A-F]{16}$/), reference: '8001015009087', amountCents: 50_000, receivedAt: new Date('2026-11-27T08:00:00Z') });
    const first = await provider.incomingPayments(null, 2);
    expect(first.payments.map((p) => [p.reference, p.amountCents])).toEqual([['8001015009087', 50_000], ['8001015009087', 50_000]]);
    expect(new Set(first.payments.map((p) => p.id)).size).toBe(2);
    const second = await provider.incomingPayments(first.cursor, 2);
    expect(second.payments.map((p) => p.reference)).toEqual(['unknown reference']);
    const none = await provider.incomingPayments(second.cursor, 2);
    expect(none).toEqual({ payments: [], cursor: second.cursor });
    provider.receiveEft('later', 100);
    expect((await provider.incomingPayments(none.cursor, 2)).payments.map((p) => p.reference)).toEqual(['later']);
  });

  it.each([
    [null, 0],
    [null, 1001],
    [null, 1.5],
    ['abc', 10],
    ['-1', 10],
    ['feed:x', 10],
  ])('refuses cursor %p with limit %p', async (cursor, limit) => {
    await expect(new SandboxPaymentsProvider().incomingPayments(cursor, limit)).rejects.toMatchObject({ retryable: false });
  });

  it('a restart is a new feed: ids never repeat and an old cursor reads the new feed from its start', async () => {
    const before = new SandboxPaymentsProvider({ feedId: 'before' });
    const old = before.receiveEft('8001015009087', 50_000);
    const { cursor } = await before.incomingPayments(null, 10);
    expect(cursor).toBe('before:1');
    const after = new SandboxPaymentsProvider({ feedId: 'after' });
    const fresh = after.receiveEft('8001015009087', 50_000);
    expect(fresh.id).not.toBe(old.id);
    const page = await after.incomingPayments(cursor, 10);
    expect(page.payments.map((p) => p.id)).toEqual([fresh.id]);
    expect(page.cursor).toBe('after:1');
    expect(new SandboxPaymentsProvider().receiveEft('r', 1).id).not.toBe(new SandboxPaymentsProvider().receiveEft('r', 1).id);
  });

  it('refuses a received amount that is not positive whole cents', () => {
    const provider = new SandboxPaymentsProvider();
    expect(() => provider.receiveEft('ref', 0)).toThrow(IntegrationError);
    expect(() => provider.receiveEft('ref', 10.5)).toThrow(IntegrationError);
    expect(() => provider.receiveEft('x'.repeat(101), 10)).toThrow(IntegrationError);
  });
});

describe('payments configuration', () => {
  it('is picked by configuration', () => {
    expect(loadPaymentsConfig({ NODE_ENV: 'test' })).toEqual({
      PAYMENTS_PROVIDER: 'sandbox',
      PAYMENTS_SANDBOX_LATENCY_MS: 0,
      PAYMENTS_SANDBOX_ANSWER_MS: 0,
      PAYMENTS_SANDBOX_FAILURE: 'none',
      PAYMENTS_SANDBOX_SLOW_MS: 200,
    });
    expect(loadPaymentsConfig({}).PAYMENTS_SANDBOX_ANSWER_MS).toBe(3000);
    expect(loadPaymentsConfig({ NODE_ENV: 'test', PAYMENTS_SANDBOX_FAILURE: 'unavailable' }).PAYMENTS_SANDBOX_FAILURE).toBe('unavailable');
    expect(createPaymentsProvider(loadPaymentsConfig({ NODE_ENV: 'test' }))).toBeInstanceOf(SandboxPaymentsProvider);
    expect(() => loadPaymentsConfig({ PAYMENTS_PROVIDER: 'some-bank' })).toThrow(ConfigError);
    expect(() => loadPaymentsConfig({ PAYMENTS_SANDBOX_FAILURE: 'sometimes' })).toThrow(ConfigError);
  });
});

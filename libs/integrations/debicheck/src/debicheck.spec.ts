import { IntegrationError } from '@imali/integrations/core';
import { ConfigError } from '@imali/shared/nest';
import type { CollectionResult, MandateRequest, MandateResult } from './debicheck-provider';
import { SANDBOX_EXPIRED_REASON, SANDBOX_REJECTED_REASON, SandboxDebiCheckProvider, sandboxDecision } from './sandbox-debicheck-provider';
import { createDebiCheckProvider } from './debicheck.providers';
import { loadDebiCheckConfig } from './debicheck.config';

const request = (accountNo: string, overrides: Partial<MandateRequest> = {}): MandateRequest => ({
  reference: `mandate-${accountNo}`,
  accountHolderName: 'T Nkosi',
  accountNo,
  branchCode: '470010',
  maxAmountCents: 15_000,
  payDay: 25,
  firstCollectionDate: '2026-12-25',
  ...overrides,
});

/** A sandbox whose results are collected as they arrive. */
function bank(options: ConstructorParameters<typeof SandboxDebiCheckProvider>[0] = {}) {
  const provider = new SandboxDebiCheckProvider(options);
  const mandates: MandateResult[] = [];
  const collections: CollectionResult[] = [];
  provider.onMandateResult(async (r) => void mandates.push(r));
  provider.onCollectionResult(async (r) => void collections.push(r));
  const settle = () => new Promise((resolve) => setTimeout(resolve, (options.answerAfterMs ?? 0) + 20));
  return { provider, mandates, collections, settle };
}

describe('DebiCheck sandbox', () => {
  it.each([
    ['1234567890', 'APPROVED', undefined],
    ['1234561111', 'REJECTED', SANDBOX_REJECTED_REASON],
    ['1234562222', 'EXPIRED', SANDBOX_EXPIRED_REASON],
    ['1234563333', 'APPROVED', undefined],
  ])('account %s: the account holder answers %s, by callback', async (accountNo, status, reason) => {
    const { provider, mandates, settle } = bank();
    const asked = await provider.requestMandate(request(accountNo));
    expect(asked).toEqual({ providerReference: expect.stringMatching(/^DC[0-9A-F]{12}$/), status: 'PENDING' });
    expect(sandboxDecision({ accountNo }).status).toBe(status);
    await settle();
    expect(mandates).toEqual([{ reference: `mandate-${accountNo}`, providerReference: asked.providerReference, status, at: expect.any(Date), ...(reason ? { reason } : {}) }]);
    expect((await provider.status(asked.providerReference))?.status).toBe(status);
  });

  it('answers only after the account holder has had time, and asks once per reference', async () => {
    const { provider, mandates, settle } = bank({ answerAfterMs: 60 });
    const first = await provider.requestMandate(request('1234567890'));
    const again = await provider.requestMandate(request('1234567890'));
    expect(again.providerReference).toBe(first.providerReference);
    expect((await provider.status(first.providerReference))?.status).toBe('PENDING');
    expect(mandates).toEqual([]);
    await settle();
    expect(mandates.map((m) => m.status)).toEqual(['APPROVED']);
  });

  it('fails a request when the bank is unavailable (account ending 9999), retryably', async () => {
    const failure = await bank().provider.requestMandate(request('1234569999')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(IntegrationError);
    expect(failure).toMatchObject({ integration: 'debicheck', retryable: true });
    const bad = await bank().provider.requestMandate(request('1234567890', { maxAmountCents: 12.5 })).catch((e: unknown) => e);
    expect(bad).toMatchObject({ retryable: false });
  });

  it('a cancelled request is never approved', async () => {
    const { provider, mandates, settle } = bank({ answerAfterMs: 30 });
    const asked = await provider.requestMandate(request('1234567890'));
    await provider.cancel(asked.providerReference);
    await settle();
    expect(mandates).toEqual([]);
    expect((await provider.status(asked.providerReference))?.status).toBe('CANCELLED');
    await expect(provider.cancel('DCUNKNOWN')).rejects.toThrow(IntegrationError);
    expect(await provider.status('DCUNKNOWN')).toBeNull();
  });

  it('reports collection results within the mandate only', async () => {
    const { provider, collections, settle } = bank();
    await provider.requestMandate(request('1234567890'));
    await provider.requestMandate(request('1234563333'));
    await provider.requestMandate(request('1234561111'));
    await settle();
    const collect = (accountNo: string, amountCents: number) => provider.collect({ mandateReference: `mandate-${accountNo}`, reference: `c-${accountNo}-${amountCents}`, amountCents, date: '2026-12-25' });
    await collect('1234567890', 15_000);
    await collect('1234567890', 15_001);
    await collect('1234563333', 100);
    await collect('1234561111', 100);
    await collect('0000000000', 100);
    await settle();
    expect(collections.map((c) => [c.reference, c.status, c.failure])).toEqual([
      ['c-1234567890-15000', 'PAID', undefined],
      ['c-1234567890-15001', 'FAILED', 'EXCEEDS_MANDATE'],
      ['c-1234563333-100', 'FAILED', 'INSUFFICIENT_FUNDS'],
      ['c-1234561111-100', 'FAILED', 'MANDATE_NOT_ACTIVE'],
      ['c-0000000000-100', 'FAILED', 'MANDATE_NOT_ACTIVE'],
    ]);
  });

  it('retries a failing handler like a webhook', async () => {
    const provider = new SandboxDebiCheckProvider();
    let calls = 0;
    provider.onMandateResult(async () => {
      calls += 1;
      if (calls < 3) throw new Error('database down');
    });
    await provider.requestMandate(request('1234567890'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls).toBe(3);
  });

  it('drops pending answers on shutdown', async () => {
    const { provider, mandates, settle } = bank({ answerAfterMs: 30 });
    await provider.requestMandate(request('1234567890'));
    provider.onModuleDestroy();
    await settle();
    expect(mandates).toEqual([]);
  });

  it('is picked by configuration', () => {
    expect(loadDebiCheckConfig({ NODE_ENV: 'test' })).toEqual({ DEBICHECK_PROVIDER: 'sandbox', DEBICHECK_SANDBOX_LATENCY_MS: 0, DEBICHECK_SANDBOX_ANSWER_MS: 0 });
    expect(loadDebiCheckConfig({}).DEBICHECK_SANDBOX_ANSWER_MS).toBe(3000);
    expect(createDebiCheckProvider(loadDebiCheckConfig({ NODE_ENV: 'test' }))).toBeInstanceOf(SandboxDebiCheckProvider);
    expect(() => loadDebiCheckConfig({ DEBICHECK_PROVIDER: 'some-bank' })).toThrow(ConfigError);
  });
});

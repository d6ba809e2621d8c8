import { IntegrationError } from '@imali/integrations/core';
import { ConfigError } from '@imali/shared/nest';
import type { CollectionResult, MandateRequest, MandateResult, SignedMandateRequest } from './debicheck-provider';
import { SANDBOX_EXPIRED_REASON, SANDBOX_REJECTED_REASON, SANDBOX_RULES, SandboxDebiCheckProvider, sandboxApprovedAccountNo, sandboxDecision } from './sandbox-debicheck-provider';
import { createDebiCheckProvider } from './debicheck.providers';
import { loadDebiCheckConfig } from './debicheck.config';
import { InMemorySandboxMandateMemory, SandboxMandateMemory } from './sandbox-mandate-memory';

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
  it('a fresh approved account number never ends in a rule of the sandbox bank', () => {
    const draws = [123452222, 1111, 3333, 9999, 987654321];
    const accountNo = sandboxApprovedAccountNo('1', () => draws.shift()!);
    expect(accountNo).toBe('1987654321');
    expect(draws).toEqual([]);
    expect(sandboxDecision({ accountNo }).status).toBe('APPROVED');
    expect(Object.values(SANDBOX_RULES).some((suffix) => accountNo.endsWith(suffix))).toBe(false);
    expect(sandboxApprovedAccountNo('7')).toMatch(/^7\d{9}$/);
  });

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
  describe('with a mandate memory (the app’s table)', () => {
    it('knows its mandates after a restart: status, cancel and collections as before, never the full account number', async () => {
      const memory = new InMemorySandboxMandateMemory();
      const before = bank({ memory });
      const approved = await before.provider.requestMandate(request('1234567890'));
      const bouncing = await before.provider.requestMandate(request('1234563333'));
      await before.settle();
      before.provider.onModuleDestroy();
      expect([...memory.records.values()].map((r) => r.accountNoLast4)).toEqual(['7890', '3333']);
      expect(Object.keys([...memory.records.values()][0]!).sort()).toEqual(['accountNoLast4', 'at', 'maxAmountCents', 'payDay', 'providerReference', 'reason', 'reference', 'status']);

      const after = bank({ memory });
      expect((await after.provider.status(approved.providerReference))?.status).toBe('APPROVED');
      await after.provider.collectBatch([
        { mandateReference: 'mandate-1234567890', reference: 'c1', amountCents: 15_000, date: '2026-12-25' },
        { mandateReference: 'mandate-1234567890', reference: 'c2', amountCents: 15_001, date: '2026-12-25' },
        { mandateReference: 'mandate-1234563333', reference: 'c3', amountCents: 100, date: '2026-12-25' },
        { mandateReference: 'mandate-unknown', reference: 'c4', amountCents: 100, date: '2026-12-25' },
      ]);
      await after.settle();
      expect(after.collections.map((c) => [c.reference, c.status, c.failure])).toEqual([
        ['c1', 'PAID', undefined],
        ['c2', 'FAILED', 'EXCEEDS_MANDATE'],
        ['c3', 'FAILED', 'INSUFFICIENT_FUNDS'],
        ['c4', 'FAILED', 'MANDATE_NOT_ACTIVE'],
      ]);
      await after.provider.cancel(bouncing.providerReference);
      const third = bank({ memory });
      expect((await third.provider.status(bouncing.providerReference))?.status).toBe('CANCELLED');
      // The same reference after a restart is still the same mandate (not asked again).
      await third.provider.requestMandate(request('1234567890'));
      await third.settle();
      expect(third.mandates).toEqual([]);
    });

    it('answers a mandate left PENDING by a restart once it is read again', async () => {
      const memory = new InMemorySandboxMandateMemory();
      const before = bank({ memory, answerAfterMs: 60 });
      const asked = await before.provider.requestMandate(request('1234561111'));
      before.provider.onModuleDestroy();
      const after = bank({ memory });
      expect((await after.provider.status(asked.providerReference))?.status).toBe('PENDING');
      await after.settle();
      expect(after.mandates.map((m) => [m.providerReference, m.status])).toEqual([[asked.providerReference, 'REJECTED']]);
      expect((await memory.findByProviderReference(asked.providerReference))?.status).toBe('REJECTED');
    });

    it('is unavailable (retryable) when its memory cannot be read or written', async () => {
      class Broken extends SandboxMandateMemory {
        save = () => Promise.reject(new Error('database down'));
        findByProviderReference = () => Promise.reject(new Error('database down'));
        findByReferences = () => Promise.reject(new Error('database down'));
      }
      const { provider } = bank({ memory: new Broken() });
      await expect(provider.requestMandate(request('1234567890'))).rejects.toMatchObject({ integration: 'debicheck', retryable: true });
      await expect(provider.collect({ mandateReference: 'm', reference: 'c', amountCents: 1, date: '2026-12-25' })).rejects.toMatchObject({ retryable: true });
    });
  });

  it('takes a batch of collections in one round trip', async () => {
    const { provider, collections, settle } = bank({ latencyMs: 30 });
    await provider.requestMandate(request('1234567890'));
    await settle();
    const started = Date.now();
    const batch = Array.from({ length: 200 }, (_, i) => ({ mandateReference: 'mandate-1234567890', reference: `b${i}`, amountCents: 100, date: '2026-12-25' }));
    expect(await provider.collectBatch(batch)).toEqual(batch.map((b) => ({ reference: b.reference })));
    expect(Date.now() - started).toBeLessThan(1000);
    await settle();
    expect(collections.filter((c) => c.status === 'PAID')).toHaveLength(200);
  });

  describe('a web-signed mandate (NAEDO, DO) lodged for collections', () => {
    const signed = (accountNo: string, overrides: Partial<SignedMandateRequest> = {}): SignedMandateRequest => ({
      reference: `signed-${accountNo}`,
      paymentType: 'NAEDO',
      accountHolderName: 'T Nkosi',
      accountNo,
      branchCode: '470010',
      maxAmountCents: 15_000,
      payDay: 25,
      signedAt: new Date('2026-11-20T08:00:00Z'),
      ...overrides,
    });
    const collect = (mandateReference: string, reference: string, amountCents = 10_000) => ({ mandateReference, reference, amountCents, date: '2026-12-25' });

    it('is active at once (no account holder asked); its collections settle later by callback, with the same rules', async () => {
      const memory = new InMemorySandboxMandateMemory();
      const { provider, mandates, collections, settle } = bank({ answerAfterMs: 30, memory });
      const lodged = await provider.lodgeMandate(signed('1234567890'));
      expect(lodged).toEqual({ providerReference: expect.stringMatching(/^NA[0-9A-F]{12}$/), status: 'APPROVED' });
      expect(await provider.lodgeMandate(signed('1234567890'))).toEqual(lodged);
      expect((await provider.lodgeMandate(signed('1234560001', { paymentType: 'DO' }))).providerReference).toMatch(/^DO[0-9A-F]{12}$/);
      await provider.lodgeMandate(signed('1234563333'));
      expect((await provider.status(lodged.providerReference))?.status).toBe('APPROVED');
      await provider.collectBatch([collect('signed-1234567890', 'n1'), collect('signed-1234563333', 'n2'), collect('signed-1234567890', 'n3', 15_001), collect('unknown', 'n4')]);
      expect(collections).toEqual([]);
      await settle();
      expect(collections.map((c) => [c.reference, c.status, c.failure])).toEqual([
        ['n1', 'PAID', undefined],
        ['n2', 'FAILED', 'INSUFFICIENT_FUNDS'],
        ['n3', 'FAILED', 'EXCEEDS_MANDATE'],
        ['n4', 'FAILED', 'MANDATE_NOT_ACTIVE'],
      ]);
      expect(mandates).toEqual([]);
      // Remembered (last four digits only) and cancelled like any other: collections then fail.
      expect([...memory.records.values()].find((r) => r.reference === 'signed-1234567890')).toMatchObject({ status: 'APPROVED', accountNoLast4: '7890' });
      await provider.cancel(lodged.providerReference);
      await expect(provider.lodgeMandate(signed('1234567890'))).rejects.toMatchObject({ retryable: false });
      await provider.collect(collect('signed-1234567890', 'n5'));
      await settle();
      expect(collections.at(-1)).toMatchObject({ reference: 'n5', failure: 'MANDATE_NOT_ACTIVE' });
    });

    it('fails while the bank is unavailable (9999, retryable) and for a bad amount (not retryable)', async () => {
      const { provider } = bank({ latencyMs: 20 });
      const started = Date.now();
      await expect(provider.lodgeMandate(signed('1234569999'))).rejects.toMatchObject({ retryable: true });
      expect(Date.now() - started).toBeGreaterThanOrEqual(15);
      await expect(provider.lodgeMandate(signed('1234567890', { maxAmountCents: 0 }))).rejects.toBeInstanceOf(IntegrationError);
    });
  });
});

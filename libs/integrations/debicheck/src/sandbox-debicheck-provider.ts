import { randomInt } from 'node:crypto';
import { IntegrationError, SandboxCallbacks, deterministicReference, simulateLatency } from '@imali/integrations/core';
import {
  DebiCheckProvider,
  type CollectionFailure,
  type CollectionRequest,
  type CollectionResult,
  type CollectionResultHandler,
  type MandateRequest,
  type MandateResult,
  type MandateResultHandler,
  type MandateStatus,
  type SignedMandateRequest,
} from './debicheck-provider';
import type { SandboxMandateMemory, SandboxMandateRecord } from './sandbox-mandate-memory';

/**
 * The sandbox bank's rules, from the account number's last four digits
 * (docs/decisions/debicheck-sandbox.md):
 */
export const SANDBOX_RULES = {
  /** The bank cannot be reached: requestMandate fails (retryable). */
  unavailable: '9999',
  /** The account holder declines the mandate. */
  rejected: '1111',
  /** The account holder never answers: the request expires. */
  expires: '2222',
  /** Approved, but collections bounce for insufficient funds. */
  insufficientFunds: '3333',
} as const;

export const SANDBOX_REJECTED_REASON = 'Declined by the account holder';
export const SANDBOX_EXPIRED_REASON = 'No response from the account holder';

/**
 * A new ten-digit account number, starting with `firstDigit`, whose last four digits are none of
 * SANDBOX_RULES': the sandbox bank approves its mandates and its collections succeed. For tests
 * that need a fresh account each run (a plain random number ends in 2222 once in 10 000 draws,
 * and its mandate then expires).
 */
export function sandboxApprovedAccountNo(firstDigit: string, draw: () => number = () => randomInt(1_000_000_000)): string {
  for (;;) {
    const accountNo = `${firstDigit}${String(draw()).padStart(9, '0')}`;
    if (!Object.values(SANDBOX_RULES).some((suffix) => accountNo.endsWith(suffix))) return accountNo;
  }
}

/** What the account holder will answer, from the request alone. */
export function sandboxDecision(request: Pick<MandateRequest, 'accountNo'>): { status: Exclude<MandateStatus, 'PENDING' | 'CANCELLED'>; reason?: string } {
  if (request.accountNo.endsWith(SANDBOX_RULES.rejected)) return { status: 'REJECTED', reason: SANDBOX_REJECTED_REASON };
  if (request.accountNo.endsWith(SANDBOX_RULES.expires)) return { status: 'EXPIRED', reason: SANDBOX_EXPIRED_REASON };
  return { status: 'APPROVED' };
}

/** What the sandbox knows of a mandate (the account number only by its last four digits). */
interface SandboxMandate {
  reference: string;
  maxAmountCents: number;
  payDay: number;
  accountNoLast4: string;
  result: MandateResult;
}

export interface SandboxDebiCheckOptions {
  /** Round trip of each call. */
  latencyMs?: number;
  /** Until the account holder answers (and a collection settles). */
  answerAfterMs?: number;
  now?: () => Date;
  /**
   * Where mandates outlive a restart (the app's table). Without it the sandbox remembers them in
   * memory only: after a restart `status` answers null and collections fail MANDATE_NOT_ACTIVE.
   */
  memory?: SandboxMandateMemory;
}

const last4 = (accountNo: string) => accountNo.slice(-4);

/**
 * A bank in a box: remembers mandates (in memory, and in the app's SandboxMandateMemory when given,
 * so they outlive a restart), answers each one deterministically from the account number after
 * `answerAfterMs`, and delivers the answer to the registered handlers (retried up to three times,
 * like a webhook). A mandate still PENDING when the app stopped is answered once it is read again.
 */
export class SandboxDebiCheckProvider extends DebiCheckProvider {
  private readonly byProviderReference = new Map<string, SandboxMandate>();
  private readonly byReference = new Map<string, SandboxMandate>();
  private readonly mandateHandlers: MandateResultHandler[] = [];
  private readonly collectionHandlers: CollectionResultHandler[] = [];
  private readonly callbacks: SandboxCallbacks;
  private readonly latencyMs: number;
  private readonly now: () => Date;
  private readonly memory: SandboxMandateMemory | undefined;

  constructor(options: SandboxDebiCheckOptions = {}) {
    super();
    this.latencyMs = options.latencyMs ?? 0;
    this.callbacks = new SandboxCallbacks(options.answerAfterMs ?? 0);
    this.now = options.now ?? (() => new Date());
    this.memory = options.memory;
  }

  onMandateResult(handler: MandateResultHandler): void {
    this.mandateHandlers.push(handler);
  }

  onCollectionResult(handler: CollectionResultHandler): void {
    this.collectionHandlers.push(handler);
  }

  async requestMandate(request: MandateRequest): Promise<{ providerReference: string; status: 'PENDING' }> {
    await simulateLatency(this.latencyMs);
    if (request.accountNo.endsWith(SANDBOX_RULES.unavailable)) throw new IntegrationError('debicheck', 'the bank is unavailable', true);
    if (!Number.isInteger(request.maxAmountCents) || request.maxAmountCents <= 0) throw new IntegrationError('debicheck', 'the amount must be a positive number of cents', false);
    const providerReference = deterministicReference('DC', request.reference);
    // The same reference again is the same mandate (the bank does not ask twice).
    if (await this.find(providerReference)) return { providerReference, status: 'PENDING' };
    const mandate: SandboxMandate = {
      reference: request.reference,
      maxAmountCents: request.maxAmountCents,
      payDay: request.payDay,
      accountNoLast4: last4(request.accountNo),
      result: { reference: request.reference, providerReference, status: 'PENDING', at: this.now() },
    };
    await this.save(mandate);
    this.keep(mandate);
    this.answerLater(mandate);
    return { providerReference, status: 'PENDING' };
  }

  /**
   * A web-signed mandate (NAEDO, DO): remembered as active at once, no account holder's answer to
   * wait for. `9999` the bank is unavailable (retryable); collections on it follow the same rules
   * as on an approved DebiCheck mandate (`3333` insufficient funds, above the maximum, cancelled).
   */
  async lodgeMandate(request: SignedMandateRequest): Promise<{ providerReference: string; status: 'APPROVED' }> {
    await simulateLatency(this.latencyMs);
    if (request.accountNo.endsWith(SANDBOX_RULES.unavailable)) throw new IntegrationError('debicheck', 'the bank is unavailable', true);
    if (!Number.isInteger(request.maxAmountCents) || request.maxAmountCents <= 0) throw new IntegrationError('debicheck', 'the amount must be a positive number of cents', false);
    const providerReference = deterministicReference(request.paymentType === 'NAEDO' ? 'NA' : 'DO', request.reference);
    // The same reference again is the same mandate (as it stands: a cancelled one stays cancelled).
    const known = await this.find(providerReference);
    if (known) {
      if (known.result.status !== 'APPROVED') throw new IntegrationError('debicheck', 'the mandate is no longer active', false);
      return { providerReference, status: 'APPROVED' };
    }
    const mandate: SandboxMandate = {
      reference: request.reference,
      maxAmountCents: request.maxAmountCents,
      payDay: request.payDay,
      accountNoLast4: last4(request.accountNo),
      result: { reference: request.reference, providerReference, status: 'APPROVED', at: this.now() },
    };
    await this.save(mandate);
    this.keep(mandate);
    return { providerReference, status: 'APPROVED' };
  }

  async status(providerReference: string): Promise<MandateResult | null> {
    await simulateLatency(this.latencyMs);
    return (await this.find(providerReference))?.result ?? null;
  }

  async cancel(providerReference: string): Promise<void> {
    await simulateLatency(this.latencyMs);
    const mandate = await this.find(providerReference);
    if (!mandate) throw new IntegrationError('debicheck', 'no such mandate', false);
    if (mandate.result.status === 'PENDING' || mandate.result.status === 'APPROVED') {
      mandate.result = { ...mandate.result, status: 'CANCELLED', reason: undefined, at: this.now() };
      await this.save(mandate);
    }
  }

  async collect(request: CollectionRequest): Promise<{ reference: string }> {
    await simulateLatency(this.latencyMs);
    const [submitted] = await this.settle([request]);
    return submitted!;
  }

  /** One submission (one round trip) for the whole batch; results arrive together after `answerAfterMs`. */
  override async collectBatch(requests: CollectionRequest[]): Promise<{ reference: string }[]> {
    await simulateLatency(this.latencyMs);
    return this.settle(requests);
  }

  /** Stops pending answers (shutdown, tests). */
  onModuleDestroy(): void {
    this.callbacks.stop();
  }

  /** Each collection's result, from its mandate as the bank knows it, delivered later. */
  private async settle(requests: CollectionRequest[]): Promise<{ reference: string }[]> {
    const unknown = [...new Set(requests.map((r) => r.mandateReference).filter((reference) => !this.byReference.has(reference)))];
    if (unknown.length > 0 && this.memory) {
      for (const record of await this.recall(() => this.memory!.findByReferences(unknown))) this.adopt(record);
    }
    const results = requests.map((request): CollectionResult => {
      const mandate = this.byReference.get(request.mandateReference);
      const failure: CollectionFailure | undefined =
        mandate?.result.status !== 'APPROVED'
          ? 'MANDATE_NOT_ACTIVE'
          : request.amountCents > mandate.maxAmountCents
            ? 'EXCEEDS_MANDATE'
            : mandate.accountNoLast4.endsWith(SANDBOX_RULES.insufficientFunds)
              ? 'INSUFFICIENT_FUNDS'
              : undefined;
      return {
        reference: request.reference,
        mandateReference: request.mandateReference,
        status: failure ? 'FAILED' : 'PAID',
        ...(failure ? { failure } : {}),
        amountCents: request.amountCents,
        at: this.now(),
      };
    });
    this.callbacks.later(async () => {
      await Promise.all(results.map((result) => this.callbacks.deliver(this.collectionHandlers, result)));
    });
    return requests.map((r) => ({ reference: r.reference }));
  }

  private answerLater(mandate: SandboxMandate): void {
    this.callbacks.later(async () => {
      if (mandate.result.status !== 'PENDING') return;
      const decision = sandboxDecision({ accountNo: mandate.accountNoLast4 });
      mandate.result = { reference: mandate.reference, providerReference: mandate.result.providerReference, ...decision, at: this.now() };
      // Remembered before it is told: an answer is never delivered that a restart would forget.
      await this.save(mandate).catch(() => undefined);
      await this.callbacks.deliver(this.mandateHandlers, mandate.result);
    });
  }

  private keep(mandate: SandboxMandate): void {
    this.byProviderReference.set(mandate.result.providerReference, mandate);
    this.byReference.set(mandate.reference, mandate);
  }

  /** The mandate from memory; one left PENDING by a restart gets its answer now. */
  private adopt(record: SandboxMandateRecord): SandboxMandate {
    const known = this.byProviderReference.get(record.providerReference);
    if (known) return known;
    const mandate: SandboxMandate = {
      reference: record.reference,
      maxAmountCents: record.maxAmountCents,
      payDay: record.payDay,
      accountNoLast4: record.accountNoLast4,
      result: { reference: record.reference, providerReference: record.providerReference, status: record.status, ...(record.reason ? { reason: record.reason } : {}), at: record.at },
    };
    this.keep(mandate);
    if (mandate.result.status === 'PENDING') this.answerLater(mandate);
    return mandate;
  }

  private async find(providerReference: string): Promise<SandboxMandate | null> {
    const known = this.byProviderReference.get(providerReference);
    if (known || !this.memory) return known ?? null;
    const record = await this.recall(() => this.memory!.findByProviderReference(providerReference));
    return record ? this.adopt(record) : null;
  }

  private async save(mandate: SandboxMandate): Promise<void> {
    if (!this.memory) return;
    const { result } = mandate;
    await this.recall(() =>
      this.memory!.save({
        providerReference: result.providerReference,
        reference: mandate.reference,
        maxAmountCents: mandate.maxAmountCents,
        payDay: mandate.payDay,
        accountNoLast4: mandate.accountNoLast4,
        status: result.status,
        reason: result.reason ?? null,
        at: result.at,
      }),
    );
  }

  /** The bank's own storage failing is the bank being unavailable (retryable). */
  private async recall<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch {
      throw new IntegrationError('debicheck', 'the bank is unavailable', true);
    }
  }
}

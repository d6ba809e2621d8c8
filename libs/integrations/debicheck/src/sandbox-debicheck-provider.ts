import { IntegrationError, deterministicReference, simulateLatency } from '@imali/integrations/core';
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
} from './debicheck-provider';

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

/** What the account holder will answer, from the request alone. */
export function sandboxDecision(request: Pick<MandateRequest, 'accountNo'>): { status: Exclude<MandateStatus, 'PENDING' | 'CANCELLED'>; reason?: string } {
  if (request.accountNo.endsWith(SANDBOX_RULES.rejected)) return { status: 'REJECTED', reason: SANDBOX_REJECTED_REASON };
  if (request.accountNo.endsWith(SANDBOX_RULES.expires)) return { status: 'EXPIRED', reason: SANDBOX_EXPIRED_REASON };
  return { status: 'APPROVED' };
}

interface SandboxMandate {
  request: MandateRequest;
  result: MandateResult;
}

export interface SandboxDebiCheckOptions {
  /** Round trip of each call. */
  latencyMs?: number;
  /** Until the account holder answers (and a collection settles). */
  answerAfterMs?: number;
  now?: () => Date;
}

/**
 * A bank in a box: remembers mandates in memory, answers each one deterministically from the
 * account number after `answerAfterMs`, and delivers the answer to the registered handlers
 * (retried up to three times, like a webhook). `status` answers for mandates it was asked for
 * since it started.
 */
export class SandboxDebiCheckProvider extends DebiCheckProvider {
  private readonly mandates = new Map<string, SandboxMandate>();
  private readonly mandateHandlers: MandateResultHandler[] = [];
  private readonly collectionHandlers: CollectionResultHandler[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly latencyMs: number;
  private readonly answerAfterMs: number;
  private readonly now: () => Date;

  constructor(options: SandboxDebiCheckOptions = {}) {
    super();
    this.latencyMs = options.latencyMs ?? 0;
    this.answerAfterMs = options.answerAfterMs ?? 0;
    this.now = options.now ?? (() => new Date());
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
    const known = this.mandates.get(providerReference);
    // The same reference again is the same mandate (the bank does not ask twice).
    if (known) return { providerReference, status: 'PENDING' };
    const mandate: SandboxMandate = { request, result: { reference: request.reference, providerReference, status: 'PENDING', at: this.now() } };
    this.mandates.set(providerReference, mandate);
    this.later(async () => {
      if (mandate.result.status !== 'PENDING') return;
      mandate.result = { reference: request.reference, providerReference, ...sandboxDecision(request), at: this.now() };
      await this.deliver(this.mandateHandlers, mandate.result);
    });
    return { providerReference, status: 'PENDING' };
  }

  async status(providerReference: string): Promise<MandateResult | null> {
    await simulateLatency(this.latencyMs);
    return this.mandates.get(providerReference)?.result ?? null;
  }

  async cancel(providerReference: string): Promise<void> {
    await simulateLatency(this.latencyMs);
    const mandate = this.mandates.get(providerReference);
    if (!mandate) throw new IntegrationError('debicheck', 'no such mandate', false);
    if (mandate.result.status === 'PENDING' || mandate.result.status === 'APPROVED') {
      mandate.result = { ...mandate.result, status: 'CANCELLED', reason: undefined, at: this.now() };
    }
  }

  async collect(request: CollectionRequest): Promise<{ reference: string }> {
    await simulateLatency(this.latencyMs);
    const mandate = [...this.mandates.values()].find((m) => m.request.reference === request.mandateReference);
    const failure: CollectionFailure | undefined =
      mandate?.result.status !== 'APPROVED'
        ? 'MANDATE_NOT_ACTIVE'
        : request.amountCents > mandate.request.maxAmountCents
          ? 'EXCEEDS_MANDATE'
          : mandate.request.accountNo.endsWith(SANDBOX_RULES.insufficientFunds)
            ? 'INSUFFICIENT_FUNDS'
            : undefined;
    const result: CollectionResult = {
      reference: request.reference,
      mandateReference: request.mandateReference,
      status: failure ? 'FAILED' : 'PAID',
      ...(failure ? { failure } : {}),
      amountCents: request.amountCents,
      at: this.now(),
    };
    this.later(() => this.deliver(this.collectionHandlers, result));
    return { reference: request.reference };
  }

  /** Stops pending answers (shutdown, tests). */
  onModuleDestroy(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(run: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, this.answerAfterMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Each handler gets the result; a failing handler is tried again (3 attempts), like a webhook. */
  private async deliver<T>(handlers: ((result: T) => Promise<void>)[], result: T): Promise<void> {
    for (const handler of handlers) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        try {
          await handler(result);
          break;
        } catch {
          await simulateLatency(25 * attempt);
        }
      }
    }
  }
}

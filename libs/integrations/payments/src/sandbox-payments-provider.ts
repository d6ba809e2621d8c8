import { randomUUID } from 'node:crypto';
import { IntegrationError, SandboxCallbacks, deterministicReference, simulateLatency, type SandboxFailureMode } from '@imali/integrations/core';
import {
  PaymentsProvider,
  type IncomingPayment,
  type IncomingPaymentsPage,
  type PayoutAccepted,
  type PayoutRequest,
  type PayoutResult,
  type PayoutResultHandler,
} from './payments-provider';

const INTEGRATION = 'payments';

/** The sandbox's rule, from the account number's last four digits (docs/decisions/payments-sandbox.md). */
export const SANDBOX_PAYOUT_RULES = {
  /** The bank refuses the payout: FAILED with SANDBOX_PAYOUT_FAILED_REASON. */
  failed: '4444',
} as const;

export const SANDBOX_PAYOUT_FAILED_REASON = 'The bank refused the payment: the account is closed';

/** The most payments one incomingPayments call returns. */
export const INCOMING_PAYMENTS_MAX_LIMIT = 1000;

/** What the bank will answer for a payout, from the request alone. */
export function sandboxPayoutDecision(request: Pick<PayoutRequest, 'bankAccount'>): { status: 'RELEASED' | 'FAILED'; reason?: string } {
  return request.bankAccount.accountNo.endsWith(SANDBOX_PAYOUT_RULES.failed) ? { status: 'FAILED', reason: SANDBOX_PAYOUT_FAILED_REASON } : { status: 'RELEASED' };
}

export interface SandboxPaymentsOptions {
  /** Round trip of each call. */
  latencyMs?: number;
  /** Until a payout's result arrives. */
  answerAfterMs?: number;
  /** A failure every call shows: unavailable (retryable) or slow (waits slowMs). */
  failure?: SandboxFailureMode;
  slowMs?: number;
  now?: () => Date;
  /**
   * This feed's name, part of every payment id and cursor (default: random per start). The feed
   * lives in memory: after a restart it is a new feed, so ids never repeat and a cursor of the old
   * feed reads the new one from its start.
   */
  feedId?: string;
}

interface SandboxPayout {
  request: PayoutRequest;
  providerReference: string;
  result: PayoutResult | null;
}

/**
 * A bank in a box: remembers payouts in memory (the same reference is one payout), settles each
 * after `answerAfterMs` from the account number, and delivers the result to the registered
 * handlers (retried up to three times, like a webhook). EFTs "received" with `receiveEft` are
 * listed by `incomingPayments` in order; the cursor is the feed's name and the position read, and
 * payment ids include the feed's name, so a restart (a new, empty feed) repeats neither.
 */
export class SandboxPaymentsProvider extends PaymentsProvider {
  private readonly payouts = new Map<string, SandboxPayout>();
  private readonly handlers: PayoutResultHandler[] = [];
  private readonly incoming: IncomingPayment[] = [];
  private readonly callbacks: SandboxCallbacks;
  private readonly latencyMs: number;
  private readonly slowMs: number;
  private readonly now: () => Date;
  private readonly feedId: string;
  private failure: SandboxFailureMode;

  constructor(options: SandboxPaymentsOptions = {}) {
    super();
    this.latencyMs = options.latencyMs ?? 0;
    this.callbacks = new SandboxCallbacks(options.answerAfterMs ?? 0);
    this.slowMs = options.slowMs ?? 3000;
    this.failure = options.failure ?? 'none';
    this.now = options.now ?? (() => new Date());
    this.feedId = options.feedId ?? randomUUID().slice(0, 8);
  }

  /** Injects a failure for every later call (tests, a development switch); 'none' ends it. */
  setFailure(mode: SandboxFailureMode): void {
    this.failure = mode;
  }

  onPayoutResult(handler: PayoutResultHandler): void {
    this.handlers.push(handler);
  }

  async payout(request: PayoutRequest): Promise<PayoutAccepted> {
    await this.answer();
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) throw new IntegrationError(INTEGRATION, 'the amount must be a positive number of cents', false);
    if (typeof request.reference !== 'string' || request.reference === '' || request.reference.length > 100) throw new IntegrationError(INTEGRATION, 'a payout reference is 1 to 100 characters', false);
    const providerReference = deterministicReference('PO', request.reference);
    // The same reference again is the same payout (never paid twice).
    if (this.payouts.has(request.reference)) return { reference: request.reference, providerReference, status: 'PROCESSING' };
    const payout: SandboxPayout = { request, providerReference, result: null };
    this.payouts.set(request.reference, payout);
    this.callbacks.later(async () => {
      payout.result = { reference: request.reference, providerReference, ...sandboxPayoutDecision(request), amountCents: request.amountCents, at: this.now() };
      await this.callbacks.deliver(this.handlers, payout.result);
    });
    return { reference: request.reference, providerReference, status: 'PROCESSING' };
  }

  async payoutStatus(reference: string): Promise<PayoutResult | { reference: string; status: 'PROCESSING' } | null> {
    await this.answer();
    const payout = this.payouts.get(reference);
    if (!payout) return null;
    return payout.result ?? { reference, status: 'PROCESSING' };
  }

  async incomingPayments(sinceCursor: string | null, limit: number): Promise<IncomingPaymentsPage> {
    await this.answer();
    if (!Number.isInteger(limit) || limit < 1 || limit > INCOMING_PAYMENTS_MAX_LIMIT) throw new IntegrationError(INTEGRATION, `limit must be 1 to ${INCOMING_PAYMENTS_MAX_LIMIT}`, false);
    const after = this.positionOf(sinceCursor);
    const payments = this.incoming.slice(after, after + limit);
    const position = after + payments.length;
    return { payments: payments.map((p) => ({ ...p })), cursor: position > 0 ? `${this.feedId}:${position}` : sinceCursor || null };
  }

  /** How far a cursor has read this feed: a cursor of another feed (before a restart) reads from the start. */
  private positionOf(cursor: string | null): number {
    if (cursor === null || cursor === '') return 0;
    const match = /^([A-Za-z0-9-]{1,40}):(\d{1,12})$/.exec(cursor);
    if (!match) throw new IntegrationError(INTEGRATION, 'unknown cursor', false);
    if (match[1] !== this.feedId) return 0;
    return Math.min(Number(match[2]), this.incoming.length);
  }

  /**
   * Sandbox only: a client pays `amountCents` into our account with this reference (the
   * development route and tests). Answers the payment as incomingPayments will list it.
   */
  receiveEft(reference: string, amountCents: number): IncomingPayment {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new IntegrationError(INTEGRATION, 'the amount must be a positive number of cents', false);
    if (typeof reference !== 'string' || reference.length > 100) throw new IntegrationError(INTEGRATION, 'a reference is at most 100 characters', false);
    const sequence = this.incoming.length + 1;
    const payment: IncomingPayment = { id: deterministicReference('EFT', `${this.feedId}:${sequence}:${reference}:${amountCents}`, 16), reference, amountCents, receivedAt: this.now() };
    this.incoming.push(payment);
    return { ...payment };
  }

  /** Stops pending results (shutdown, tests). */
  onModuleDestroy(): void {
    this.callbacks.stop();
  }

  private async answer(): Promise<void> {
    await simulateLatency(this.failure === 'slow' ? this.slowMs : this.latencyMs);
    if (this.failure === 'unavailable') throw new IntegrationError(INTEGRATION, 'the bank is unavailable', true);
  }
}

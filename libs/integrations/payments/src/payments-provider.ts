// Payments (issue 14): paying money out to a client's bank account (a savings withdrawal) and the
// feed of EFTs clients pay in (matched to their savings by the reference). Amounts are integer
// cents. Instant EFT for clearance comes later in the same library.

/** The account paid into. */
export interface PayoutBankAccount {
  accountNo: string;
  branchCode: string;
  accountHolderName: string;
}

export interface PayoutRequest {
  /** Our payout id: the same reference asked twice is one payout. */
  reference: string;
  /** More than 0, whole cents. */
  amountCents: number;
  bankAccount: PayoutBankAccount;
}

export interface PayoutAccepted {
  reference: string;
  /** The provider's own reference for the payout. */
  providerReference: string;
  status: 'PROCESSING';
}

export interface PayoutResult {
  reference: string;
  providerReference: string;
  status: 'RELEASED' | 'FAILED';
  /** Why it failed, in the bank's words. */
  reason?: string;
  amountCents: number;
  at: Date;
}

export type PayoutResultHandler = (result: PayoutResult) => Promise<void>;

/** One EFT received into our account. */
export interface IncomingPayment {
  /** The provider's id of the payment (unique). */
  id: string;
  /** The reference the payer typed (for savings: the client's ID number), as the bank reports it. */
  reference: string;
  amountCents: number;
  receivedAt: Date;
}

export interface IncomingPaymentsPage {
  payments: IncomingPayment[];
  /** Pass it back as `sinceCursor` to read what came after; unchanged when nothing new came. */
  cursor: string | null;
}

/**
 * The port. `payout` answers at once (PROCESSING); the result arrives later through the handlers
 * the app registers (a real provider: its webhook; the sandbox: a timer). `incomingPayments`
 * reads the EFTs received after a cursor, oldest first. Fails with IntegrationError.
 */
export abstract class PaymentsProvider {
  abstract payout(request: PayoutRequest): Promise<PayoutAccepted>;
  /** The payout's state as the provider knows it: PROCESSING, its result, or null for a reference it does not know. */
  abstract payoutStatus(reference: string): Promise<PayoutResult | { reference: string; status: 'PROCESSING' } | null>;
  abstract onPayoutResult(handler: PayoutResultHandler): void;
  /** EFTs received after `sinceCursor` (null: from the start), oldest first, at most `limit` (1 to 1000). */
  abstract incomingPayments(sinceCursor: string | null, limit: number): Promise<IncomingPaymentsPage>;
}

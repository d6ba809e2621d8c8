// DebiCheck (DOMAIN.md): the account holder's bank asks them to approve a mandate once
// (banking app, USSD, SMS); collections must then stay within it (amount, day, frequency).

/** What the account holder is asked to approve. Amounts are integer cents. */
export interface MandateRequest {
  /** Our mandate id: the same reference asked twice is one mandate at the bank. */
  reference: string;
  accountHolderName: string;
  accountNo: string;
  branchCode: string;
  /** Cell number the bank may use to reach the account holder. */
  accountHolderCellNumber?: string;
  /** The most one collection may take, in cents. */
  maxAmountCents: number;
  /** Day of the month (1 to 31; 31 means the last day). */
  payDay: number;
  /** First collection, YYYY-MM-DD (South African calendar date). */
  firstCollectionDate: string;
}

/** PENDING: waiting for the account holder. The others are final. */
export type MandateStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED' | 'CANCELLED';

export interface MandateResult {
  reference: string;
  providerReference: string;
  status: MandateStatus;
  /** Why it was not approved, in the bank's words. */
  reason?: string;
  at: Date;
}

/**
 * A mandate the account holder signed with us on the web (NAEDO, DO): the bank does not ask them.
 * It is lodged with the provider (as a payment bureau takes a debtor's signed mandate) so that
 * collections can name it, and is active at once. Amounts are integer cents.
 */
export interface SignedMandateRequest {
  /** Our mandate id: the same reference lodged twice is one mandate. */
  reference: string;
  /** NAEDO or DO (a DebiCheck mandate is asked for with requestMandate). */
  paymentType: 'NAEDO' | 'DO';
  accountHolderName: string;
  accountNo: string;
  branchCode: string;
  /** The most one collection may take, in cents. */
  maxAmountCents: number;
  /** Day of the month (1 to 31; 31 means the last day). */
  payDay: number;
  /** When the account holder signed it. */
  signedAt: Date;
}

export interface CollectionRequest {
  /** The mandate (our reference). */
  mandateReference: string;
  /** Our collection id, unique. */
  reference: string;
  amountCents: number;
  /** YYYY-MM-DD */
  date: string;
}

export type CollectionFailure = 'MANDATE_NOT_ACTIVE' | 'EXCEEDS_MANDATE' | 'INSUFFICIENT_FUNDS';

export interface CollectionResult {
  reference: string;
  mandateReference: string;
  status: 'PAID' | 'FAILED';
  failure?: CollectionFailure;
  amountCents: number;
  at: Date;
}

export type MandateResultHandler = (result: MandateResult) => Promise<void>;
export type CollectionResultHandler = (result: CollectionResult) => Promise<void>;

/**
 * The port. Requests answer at once with a provider reference; the account holder's answer and
 * collection results arrive later through the handlers the app registers (a real provider:
 * its webhook; the sandbox: a timer). Fails with IntegrationError.
 */
export abstract class DebiCheckProvider {
  abstract requestMandate(request: MandateRequest): Promise<{ providerReference: string; status: 'PENDING' }>;
  /** The mandate's state as the bank knows it, or null for a reference it does not know. */
  abstract status(providerReference: string): Promise<MandateResult | null>;
  abstract cancel(providerReference: string): Promise<void>;
  /** A web-signed mandate (NAEDO, DO) lodged for collections: active at once (no answer to wait for). */
  abstract lodgeMandate(request: SignedMandateRequest): Promise<{ providerReference: string; status: 'APPROVED' }>;
  abstract collect(request: CollectionRequest): Promise<{ reference: string }>;
  /**
   * Many collections in one submission (banks take debit order collections as batch files); each
   * result still arrives through onCollectionResult. By default, one `collect` after another.
   */
  async collectBatch(requests: CollectionRequest[]): Promise<{ reference: string }[]> {
    const submitted: { reference: string }[] = [];
    for (const request of requests) submitted.push(await this.collect(request));
    return submitted;
  }
  abstract onMandateResult(handler: MandateResultHandler): void;
  abstract onCollectionResult(handler: CollectionResultHandler): void;
}

import { GraphQLError } from 'graphql';
import { ANONYMOUS, FieldValidationError, INTERNAL_IDENTITY_HEADER, signIdentity, type CallerIdentity, type FieldErrorShape } from '@imali/shared/nest';
import { IDENTITY_ROUTES, type BankAccountFields, type CollectionItem, type CollectionOutcome, type ClientMessageChannel, type PayoutBankAccount, type DebitOrderChange, type GuestClient, type InternalDebitOrder, type NewDebitOrderFields, type IdentityRouteName, type RouteRequest, type RouteResponse } from './routes';
import { fieldErrorsOf } from './field-errors';

/** The part of fetch the client needs (global fetch, or undici's with a keep-alive dispatcher). */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number; ok: boolean; json(): Promise<unknown> }>;

export interface IdentityInternalClientOptions {
  /** Identity's base URL (http://127.0.0.1:4101), without a path. */
  baseUrl: string;
  /** INTERNAL_AUTH_SECRET: every call is signed for identity, its method, path and exact body. */
  secret: string;
  /** Per call; identity answers in milliseconds, a hung call must not hold a sale. */
  timeoutMs?: number;
  fetch?: FetchLike;
}

/** How one call's errors reach the caller's own client. */
export interface IdentityCallOptions {
  /** Identity's field errors are reported under this prefix (the caller's own field names: `members.0`). */
  fieldPrefix?: string;
  /** What the buyer reads when identity cannot answer (code SUBGRAPH_UNAVAILABLE). */
  unavailableMessage?: string;
}

export const IDENTITY_TIMEOUT_MS = 5000;
export const IDENTITY_UNAVAILABLE_MESSAGE = 'We could not finish this right now. Please try again in a few minutes.';

const unavailable = (message: string, status?: number) =>
  new GraphQLError(message, { extensions: { code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'identity', ...(status === undefined ? {} : { status }) } });

const prefixed = (errors: FieldErrorShape[], prefix?: string) => (prefix ? errors.map((e) => ({ field: `${prefix}.${e.field}`, message: e.message })) : errors);

/**
 * Identity's internal API for every other service: typed, validated with the same schemas identity
 * uses (./routes), signed with the internal secret. Bad input comes back as a FieldValidationError
 * under the caller's field names; identity down, slow or failing as SUBGRAPH_UNAVAILABLE (the
 * caller may retry with the same key).
 */
export class IdentityInternalClient {
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;

  constructor(private readonly options: IdentityInternalClientOptions) {
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.timeoutMs = options.timeoutMs ?? IDENTITY_TIMEOUT_MS;
  }

  /** The gateway's look-up: the caller's identity, or null for a token identity does not accept (401). */
  async resolveSession(token: string, options: IdentityCallOptions = {}): Promise<CallerIdentity | null> {
    const answer = await this.call('resolveSession', { token }, options, [401]);
    return answer ? answer.identity : null;
  }

  /** A new guest record for a visitor's sale (never an existing client), idempotent on `key`. */
  async ensureClient(client: GuestClient, key: string, options: IdentityCallOptions = {}): Promise<RouteResponse<'ensureClient'>> {
    return (await this.call('ensureClient', { client, key }, options))!;
  }

  /** Creates (or reuses, by its key or number) one of the client's bank accounts. */
  async ensureBankAccount(clientId: string, account: BankAccountFields, options: IdentityCallOptions = {}): Promise<RouteResponse<'ensureBankAccount'>['bankAccount']> {
    return (await this.call('ensureBankAccount', { clientId, account }, options))!.bankAccount;
  }

  /** Whether the bank account is one of the client's own records (theirs or a third party's they added). */
  async ownsBankAccount(clientId: string, bankAccountId: string, options: IdentityCallOptions = {}): Promise<RouteResponse<'ownsBankAccount'>> {
    return (await this.call('ownsBankAccount', { clientId, bankAccountId }, options))!;
  }

  /** A debit order on one of the client's accounts (amounts in cents); the same key answers with the same one. */
  async createDebitOrder(clientId: string, debitOrder: NewDebitOrderFields, key: string, options: IdentityCallOptions = {}): Promise<InternalDebitOrder> {
    return (await this.call('createDebitOrder', { clientId, key, debitOrder }, options))!.debitOrder;
  }

  /** A new debit order in place of `debitOrderId` (which becomes REPLACED); the same key answers with the same one. */
  async replaceDebitOrder(clientId: string, debitOrderId: string, change: DebitOrderChange, key: string, options: IdentityCallOptions = {}): Promise<InternalDebitOrder> {
    return (await this.call('replaceDebitOrder', { clientId, debitOrderId, key, change }, options))!.debitOrder;
  }

  /** Cancels the client's debit order (a cancelled or replaced one is answered as it is). */
  async cancelDebitOrder(clientId: string, debitOrderId: string, options: IdentityCallOptions = {}): Promise<InternalDebitOrder> {
    return (await this.call('cancelDebitOrder', { clientId, debitOrderId }, options))!.debitOrder;
  }

  /** The client's debit order, or null (missing, malformed id or another client's). */
  async findDebitOrder(clientId: string, debitOrderId: string, options: IdentityCallOptions = {}): Promise<InternalDebitOrder | null> {
    return (await this.call('findDebitOrder', { clientId, debitOrderId }, options))!.debitOrder;
  }

  /** The client's ID number (null when none is on file) and whether it passed the bureau's identity questions. */
  async clientIdNumber(clientId: string, options: IdentityCallOptions = {}): Promise<RouteResponse<'clientIdNumber'>> {
    return (await this.call('clientIdNumber', { clientId }, options))!;
  }

  /** The ID type and number on the client's record (both null when none is set, or the client is unknown or a guest record). */
  async clientIdRecord(clientId: string, options: IdentityCallOptions = {}): Promise<RouteResponse<'clientIdRecord'>> {
    return (await this.call('clientIdRecord', { clientId }, options))!;
  }

  /** The client's birth date (YYYY-MM-DD), or null when identity holds none (or does not know the client). */
  async clientBirthDate(clientId: string, options: IdentityCallOptions = {}): Promise<string | null> {
    return (await this.call('clientBirthDate', { clientId }, options))!.birthDate;
  }

  /** Records that the client passed the bureau's identity questions for `idNumber`; recorded only when it is theirs. */
  async recordIdNumberVerified(clientId: string, idNumber: string, options: IdentityCallOptions = {}): Promise<boolean> {
    return (await this.call('recordIdNumberVerified', { clientId, idNumber }, options))!.recorded;
  }

  /**
   * Sends the client an SMS or e-mail at the contact detail identity holds; the same key sends
   * once. False when the client has no such detail (or is unknown) or the provider refused it.
   */
  async sendClientMessage(message: { clientId: string; key: string; channel: ClientMessageChannel; subject?: string | null; body: string }, options: IdentityCallOptions = {}): Promise<boolean> {
    return (await this.call('sendClientMessage', message, options))!.sent;
  }

  /**
   * Asks identity to send a third party's account holder the SMS with the link to sign the
   * client's NAEDO or DO debit order (once per debit order). sent: false with the reason when
   * there is nothing to send.
   */
  async sendDebitOrderSignRequest(clientId: string, debitOrderId: string, product: string, options: IdentityCallOptions = {}): Promise<RouteResponse<'sendDebitOrderSignRequest'>> {
    return (await this.call('sendDebitOrderSignRequest', { clientId, debitOrderId, product }, options))!;
  }

  /** The client's bank account for a payout (account number in clear), or null (unknown or another client's). */
  async payoutBankAccount(clientId: string, bankAccountId: string, options: IdentityCallOptions = {}): Promise<PayoutBankAccount | null> {
    return (await this.call('payoutBankAccount', { clientId, bankAccountId }, options))!.bankAccount;
  }

  /** Sends up to 1000 collections to the bank through the clients' debit orders; per item accepted or refused. */
  async collectDebitOrders(items: CollectionItem[], options: IdentityCallOptions = {}): Promise<RouteResponse<'collectDebitOrders'>['results']> {
    return (await this.call('collectDebitOrders', { items }, options))!.results;
  }

  /** The bank's results so far for up to 1000 collection references (unknown ones left out). */
  async debitOrderCollectionResults(references: string[], options: IdentityCallOptions = {}): Promise<CollectionOutcome[]> {
    return (await this.call('debitOrderCollectionResults', { references }, options))!.results;
  }

  /** The registered clients with these ID numbers (up to 1000; numbers nobody has are left out). */
  async clientIdsByIdNumber(idNumbers: string[], options: IdentityCallOptions = {}): Promise<RouteResponse<'clientIdsByIdNumber'>['matches']> {
    return (await this.call('clientIdsByIdNumber', { idNumbers }, options))!.matches;
  }

  /** One signed call; null when identity answered with one of `expected` (a status the method handles). */
  private async call<N extends IdentityRouteName>(name: N, request: RouteRequest<N>, options: IdentityCallOptions, expected: number[] = []): Promise<RouteResponse<N> | null> {
    const route = IDENTITY_ROUTES[name];
    const fieldsOf = 'fieldsOf' in route ? route.fieldsOf : undefined;
    const message = options.unavailableMessage ?? IDENTITY_UNAVAILABLE_MESSAGE;
    // The contract is checked before anything leaves: identity would refuse it the same way.
    const parsed = route.request.safeParse(request);
    if (!parsed.success) throw new FieldValidationError(prefixed(fieldErrorsOf(parsed.error, request, fieldsOf), options.fieldPrefix));
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}${route.path}`;
    const body = JSON.stringify(parsed.data);
    let response: Awaited<ReturnType<FetchLike>>;
    let payload: unknown;
    try {
      response = await this.fetch(url, {
        method: route.method,
        headers: {
          'content-type': 'application/json',
          [INTERNAL_IDENTITY_HEADER]: signIdentity(ANONYMOUS, this.options.secret, { audience: 'identity', method: route.method, path: url, body }),
        },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      payload = await response.json().catch(() => undefined);
    } catch {
      throw unavailable(message);
    }
    if (expected.includes(response.status)) return null;
    const fieldErrors = (payload as { fieldErrors?: unknown } | undefined)?.fieldErrors;
    if (response.status === 400 && Array.isArray(fieldErrors)) {
      const errors = fieldErrors.filter((e): e is FieldErrorShape => typeof e?.field === 'string' && typeof e?.message === 'string');
      if (errors.length > 0) throw new FieldValidationError(prefixed(errors, options.fieldPrefix));
    }
    // Identity failed on its side (a 5xx, or an answer outside the contract): the cause is in its logs.
    if (!response.ok) throw unavailable(message, response.status);
    const answer = route.response.safeParse(payload);
    if (!answer.success) throw unavailable(message, response.status);
    return answer.data as RouteResponse<N>;
  }
}

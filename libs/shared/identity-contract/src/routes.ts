// Identity's internal API (service-to-service, /internal/*), one schema per route: identity's
// controller validates what it receives with it and the shared client validates what it sends and
// what comes back, so the two ends cannot drift apart. The spec's rules (ID numbers, cell numbers,
// bank accounts) stay in identity's services, which answer with their own field errors; these
// schemas check the shape only.
import { z } from 'zod';
import { STAFF_ROLES } from '@imali/shared/nest';

// No lengths here: identity's rules answer an over-long value with the spec's message (the
// subgraph's body limit bounds the whole request).
const text = z.string();
const optionalText = text.nullish();
const id = z.string();
/** A calendar day as identity stores it (YYYY-MM-DD). */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const callerIdentitySchema = z.object({
  userId: id.nullable(),
  clientId: id.nullable(),
  sessionId: id.nullable(),
  verification: z.object({ registered: z.boolean(), acceptedTerms: z.boolean(), otpVerified: z.boolean() }).optional(),
  staff: z.object({ staffId: id, roles: z.array(z.enum(STAFF_ROLES)) }).optional(),
});

/** What a visitor typed at a sale in another area: always a new guest record. */
export const guestClientSchema = z.object({
  idType: optionalText,
  idNumber: text,
  firstNames: optionalText,
  surname: optionalText,
  cellNumber: optionalText,
  email: optionalText,
});

export const bankAccountSchema = z.object({
  branchCode: text,
  bankName: optionalText,
  accountNo: text,
  ownAccount: z.boolean().nullish(),
  accountHolderName: optionalText,
  accountHolderContactNumber: optionalText,
  accountHolderEmail: optionalText,
  accountHolderIdNumber: optionalText,
  verifyAccountInfo: z.boolean().nullish(),
  idempotencyKey: optionalText,
});

/** Payment types and states of identity's debit orders (apps/identity/subgraph/src/mandate). */
export const DEBIT_ORDER_PAYMENT_TYPES = ['DEBI_CHECK', 'NAEDO', 'DO'] as const;
export const DEBIT_ORDER_STATUSES = ['AWAITING_SIGNATURE', 'SIGNED', 'NOT_SENT', 'SENT', 'APPROVED', 'REJECTED', 'EXPIRED', 'CANCELLED', 'REPLACED'] as const;

/** NAEDO and DO mandates are signed by the account holder on the web; DebiCheck ones approved at their bank. */
export const isWebSigned = (paymentType: string): boolean => paymentType === 'NAEDO' || paymentType === 'DO';
/**
 * The account holder has authorised the debit order, so it may be collected on
 * (docs/decisions/naedo-debit-order-collections.md): a DebiCheck one approved at the bank, a NAEDO
 * or DO one signed on the web. Identity refuses any other NOT_APPROVED.
 */
export const isCollectableDebitOrder = (paymentType: string, status: string): boolean => (paymentType === 'DEBI_CHECK' ? status === 'APPROVED' : isWebSigned(paymentType) && status === 'SIGNED');
/**
 * Still waiting for the account holder to authorise it (nothing declined or ended yet): a DebiCheck
 * request not yet sent or at the bank, a NAEDO or DO one not yet signed.
 */
export const awaitsAccountHolder = (paymentType: string, status: string): boolean =>
  paymentType === 'DEBI_CHECK' ? status === 'NOT_SENT' || status === 'SENT' : isWebSigned(paymentType) && status === 'AWAITING_SIGNATURE';

/** What an area's sale asks for: one of the client's bank accounts, amounts in integer cents. */
export const newDebitOrderSchema = z.object({
  bankAccountId: id,
  paymentType: z.enum(DEBIT_ORDER_PAYMENT_TYPES),
  maxAmountCents: z.number().int(),
  payDay: z.number().int(),
  associatedProducts: z.array(z.object({ productId: id.nullish(), productType: text, amountCents: z.number().int(), description: text })).optional(),
});

/** A replacement: what changes (the rest is the replaced debit order's). */
export const debitOrderChangeSchema = newDebitOrderSchema.partial();

/** Identity's debit order as another service sees it (amounts in cents). */
export const debitOrderSchema = z.object({
  id,
  bankAccountId: id,
  paymentType: z.enum(DEBIT_ORDER_PAYMENT_TYPES),
  maxAmountCents: z.number().int(),
  payDay: z.number().int(),
  status: z.enum(DEBIT_ORDER_STATUSES),
  /** The account is a third party's the client added: the mandate goes to that account holder. */
  sentToThirdParty: z.boolean(),
});

/** Why identity sent no signing SMS to a third party's account holder (sendDebitOrderSignRequest). */
export const DEBIT_ORDER_SIGN_REQUEST_REFUSALS = ['NOT_FOUND', 'NOT_AWAITING', 'OWN_ACCOUNT', 'NO_CONTACT_NUMBER', 'REFUSED'] as const;
export type DebitOrderSignRequestRefusal = (typeof DEBIT_ORDER_SIGN_REQUEST_REFUSALS)[number];

/** The channels sendClientMessage sends on. */
export const CLIENT_MESSAGE_CHANNELS = ['SMS', 'EMAIL'] as const;
/** Longest key, subject and body sendClientMessage accepts (SMS: six concatenated parts). */
export const CLIENT_MESSAGE_LIMITS = { key: 200, subject: 200, smsBody: 918, emailBody: 20_000 } as const;

/** A bank account as a payout needs it (the account number in clear; only for its owner's payout). */
export const payoutBankAccountSchema = z.object({ id, bankName: text, accountNo: text, branchCode: text, accountHolderName: text.nullable() });

/** Most items per collection call (and per results or ID-number look-up). */
export const COLLECTION_BATCH_LIMIT = 1000;
/** Why identity refused to collect an item (nothing was sent to the bank for it). */
export const COLLECTION_REFUSALS = ['INVALID', 'NOT_FOUND', 'NOT_APPROVED', 'EXCEEDS_MANDATE', 'REFERENCE_IN_USE'] as const;
/**
 * The refusals that say nothing about the client's bank account: the debit order is not one
 * identity knows for this client (NOT_FOUND: an unknown id, or another client's), or the caller's
 * own request was malformed (INVALID) or reused a reference (REFERENCE_IN_USE). Nothing was asked
 * of the bank, so no area tells the client their payment failed: operations look at these.
 * NOT_APPROVED and EXCEEDS_MANDATE stay the client's (their mandate at the bank).
 * (docs/decisions/funeral-premium-needs-operations.md)
 */
export const OPERATIONS_COLLECTION_REFUSALS = ['NOT_FOUND', 'INVALID', 'REFERENCE_IN_USE'] as const satisfies readonly (typeof COLLECTION_REFUSALS)[number][];
/** Whether a stored failure reason is one of OPERATIONS_COLLECTION_REFUSALS (our fault, not the client's). */
export const isOperationsRefusal = (reason: string | null | undefined): boolean => (OPERATIONS_COLLECTION_REFUSALS as readonly string[]).includes(reason ?? '');
export const COLLECTION_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
/** One collection: the caller's unique reference, an amount in cents, the SAST date (YYYY-MM-DD). */
export const collectionItemSchema = z.object({ clientId: id, debitOrderId: id, reference: text, amountCents: z.number().int(), date: text });

export interface InternalRoute<Req extends z.ZodType, Res extends z.ZodType> {
  method: 'POST';
  path: string;
  request: Req;
  response: Res;
  /** Where the route's field errors sit in the request (they are reported relative to it). */
  fieldsOf?: string;
}

const route = <Req extends z.ZodType, Res extends z.ZodType>(definition: InternalRoute<Req, Res>) => definition;

export const IDENTITY_ROUTES = {
  /** The gateway: session token → the caller's identity (401 for an unknown, expired or revoked token). */
  resolveSession: route({
    method: 'POST',
    path: '/internal/sessions/resolve',
    request: z.object({ token: z.string() }),
    response: z.object({ identity: callerIdentitySchema }),
  }),
  /** A visitor's sale: a new guest record, idempotent on the sale's derived key. */
  ensureClient: route({
    method: 'POST',
    path: '/internal/clients/ensure',
    request: z.object({ client: guestClientSchema, key: z.string() }),
    response: z.object({ clientId: id, created: z.boolean() }),
    fieldsOf: 'client',
  }),
  /** A sale in another area: create or reuse a client's bank account, idempotent on its key. */
  ensureBankAccount: route({
    method: 'POST',
    path: '/internal/bank-accounts/ensure',
    request: z.object({ clientId: id, account: bankAccountSchema }),
    response: z.object({ bankAccount: z.object({ id, bankName: text, branchCode: text }) }),
    fieldsOf: 'account',
  }),
  /** Is this bank account one of the client's records? Unknown and someone else's answer alike. */
  ownsBankAccount: route({
    method: 'POST',
    path: '/internal/bank-accounts/owned',
    request: z.object({ clientId: id, bankAccountId: id }),
    response: z.object({ owned: z.boolean(), ownAccount: z.boolean().optional() }),
  }),
  /** A sale in another area: a debit order on one of the client's accounts, idempotent on the caller's key. */
  createDebitOrder: route({
    method: 'POST',
    path: '/internal/debit-orders/create',
    request: z.object({ clientId: id, key: z.string(), debitOrder: newDebitOrderSchema }),
    response: z.object({ debitOrder: debitOrderSchema }),
    fieldsOf: 'debitOrder',
  }),
  /**
   * A change of account, day or amount: a new debit order (asked from the bank as a new one is)
   * and the old one REPLACED, idempotent on the caller's key.
   */
  replaceDebitOrder: route({
    method: 'POST',
    path: '/internal/debit-orders/replace',
    request: z.object({ clientId: id, debitOrderId: id, key: z.string(), change: debitOrderChangeSchema }),
    response: z.object({ debitOrder: debitOrderSchema }),
    fieldsOf: 'change',
  }),
  /** The product was cancelled: the debit order is no longer used (again: the same answer). */
  cancelDebitOrder: route({
    method: 'POST',
    path: '/internal/debit-orders/cancel',
    request: z.object({ clientId: id, debitOrderId: id }),
    response: z.object({ debitOrder: debitOrderSchema }),
  }),
  /** One of the client's debit orders; null for a missing one and another client's alike. */
  findDebitOrder: route({
    method: 'POST',
    path: '/internal/debit-orders/find',
    request: z.object({ clientId: id, debitOrderId: id }),
    response: z.object({ debitOrder: debitOrderSchema.nullable() }),
  }),
  /**
   * The debt subgraph: the client's ID number and whether they passed the credit bureau's identity
   * questions for it (null idNumber: none on file; an unknown client answers the same), and their
   * monthly income in cents (null when not given), for the credit record's affordability.
   */
  clientIdNumber: route({
    method: 'POST',
    path: '/internal/clients/id-number',
    request: z.object({ clientId: id }),
    response: z.object({ idNumber: text.nullable(), idNumberVerified: z.boolean(), incomeCents: z.number().int().nullable() }),
  }),
  /**
   * A sale in another area for a signed-in client: the ID type and number on the client's record
   * (both null when none is set; an unknown client and a guest record answer the same), which the
   * sale's policy holder must keep (the ID number cannot be changed once it is set).
   */
  clientIdRecord: route({
    method: 'POST',
    path: '/internal/clients/id-record',
    request: z.object({ clientId: id }),
    response: z.object({ idType: text.nullable(), idNumber: text.nullable() }),
  }),
  /**
   * The savings subgraph (a Funeral goal's target date is the birth date plus the stop-paying
   * age): the client's birth date, YYYY-MM-DD; null when identity holds none (an unknown client
   * and a guest record answer the same).
   */
  clientBirthDate: route({
    method: 'POST',
    path: '/internal/clients/birth-date',
    request: z.object({ clientId: id }),
    response: z.object({ birthDate: isoDate.nullable() }),
  }),
  /**
   * The debt subgraph: the client passed the bureau's identity questions for this ID number.
   * Recorded only when it is the client's current ID number (recorded: false otherwise).
   */
  recordIdNumberVerified: route({
    method: 'POST',
    path: '/internal/clients/id-number-verified',
    request: z.object({ clientId: id, idNumber: text }),
    response: z.object({ recorded: z.boolean() }),
  }),
  /**
   * Another area tells the client something (a withdrawal released, a collection that bounced):
   * identity looks up the client's cell number (SMS) or e-mail address (EMAIL) and sends it, so
   * no other service holds contact details. The same key sends once (sent: true again); sent:
   * false when the client is unknown, has no such contact detail, or the provider refused it.
   */
  sendClientMessage: route({
    method: 'POST',
    path: '/internal/messages/send',
    request: z.object({ clientId: id, key: text, channel: z.enum(CLIENT_MESSAGE_CHANNELS), subject: optionalText, body: text }),
    response: z.object({ sent: z.boolean() }),
  }),
  /**
   * After a sale whose NAEDO or DO debit order is on a third party's account and awaits its
   * holder's web signature: identity sends the account holder one SMS with a link to sign it
   * without an Imali sign-in (docs/decisions/debit-order-third-party-signing.md). `product` names
   * what it pays for in the SMS ("funeral cover"). Once per debit order however often asked
   * (sent: true again). sent: false with a reason when there is nothing to send: NOT_FOUND (an
   * unknown or another client's debit order), NOT_AWAITING (signed, cancelled, replaced, or a
   * DebiCheck one), OWN_ACCOUNT (the client signs it themself), NO_CONTACT_NUMBER or REFUSED (the
   * SMS provider refused it). Identity down or the provider unavailable: SUBGRAPH_UNAVAILABLE.
   */
  sendDebitOrderSignRequest: route({
    method: 'POST',
    path: '/internal/debit-orders/sign-request',
    request: z.object({ clientId: id, debitOrderId: id, product: text }),
    response: z.object({ sent: z.boolean(), reason: z.enum(DEBIT_ORDER_SIGN_REQUEST_REFUSALS).optional() }),
  }),
  /**
   * A payout (a savings withdrawal): the account's details in clear, for the payments provider.
   * null for another client's account and an unknown id alike.
   */
  payoutBankAccount: route({
    method: 'POST',
    path: '/internal/bank-accounts/payout',
    request: z.object({ clientId: id, bankAccountId: id }),
    response: z.object({ bankAccount: payoutBankAccountSchema.nullable() }),
  }),
  /**
   * An area's monthly collections by debit order (≤ 1000 a call): each item on one of the client's
   * APPROVED DebiCheck debit orders within its maximum is recorded (idempotent on the caller's
   * reference) and sent to the bank; the others are refused with a reason. The bank's results
   * arrive later: read them with debitOrderCollectionResults.
   */
  collectDebitOrders: route({
    method: 'POST',
    path: '/internal/debit-orders/collect',
    request: z.object({ items: z.array(collectionItemSchema).max(COLLECTION_BATCH_LIMIT) }),
    response: z.object({ results: z.array(z.object({ reference: text, accepted: z.boolean(), refusal: z.enum(COLLECTION_REFUSALS).optional() })) }),
  }),
  /** The state of collections asked for earlier (≤ 1000 references); unknown references are left out. */
  debitOrderCollectionResults: route({
    method: 'POST',
    path: '/internal/debit-orders/collection-results',
    request: z.object({ references: z.array(text).max(COLLECTION_BATCH_LIMIT) }),
    response: z.object({ results: z.array(z.object({ reference: text, status: z.enum(COLLECTION_STATUSES), failure: text.nullable(), amountCents: z.number().int() })) }),
  }),
  /**
   * An incoming EFT's reference read as an ID number (≤ 1000 a call): the registered clients with
   * these ID numbers; numbers no client has are left out. The caller keeps no ID numbers.
   */
  clientIdsByIdNumber: route({
    method: 'POST',
    path: '/internal/clients/by-id-number',
    request: z.object({ idNumbers: z.array(text).max(COLLECTION_BATCH_LIMIT) }),
    response: z.object({ matches: z.array(z.object({ idNumber: text, clientId: id })) }),
  }),
} as const;

export type IdentityRoutes = typeof IDENTITY_ROUTES;
export type IdentityRouteName = keyof IdentityRoutes;
/** What a caller passes (before parsing) and what identity's controller receives (parsed). */
export type RouteRequest<N extends IdentityRouteName> = z.input<IdentityRoutes[N]['request']>;
export type RouteBody<N extends IdentityRouteName> = z.output<IdentityRoutes[N]['request']>;
export type RouteResponse<N extends IdentityRouteName> = z.output<IdentityRoutes[N]['response']>;
export type GuestClient = z.output<typeof guestClientSchema>;
export type BankAccountFields = z.output<typeof bankAccountSchema>;
export type NewDebitOrderFields = z.input<typeof newDebitOrderSchema>;
export type DebitOrderChange = z.input<typeof debitOrderChangeSchema>;
export type InternalDebitOrder = z.output<typeof debitOrderSchema>;
export type ClientMessageChannel = (typeof CLIENT_MESSAGE_CHANNELS)[number];
export type PayoutBankAccount = z.output<typeof payoutBankAccountSchema>;
export type CollectionItem = z.input<typeof collectionItemSchema>;
export type CollectionRefusal = (typeof COLLECTION_REFUSALS)[number];
export type CollectionOutcome = RouteResponse<'debitOrderCollectionResults'>['results'][number];

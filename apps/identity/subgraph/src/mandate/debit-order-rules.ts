// The debit order mandate's rules, free of Nest and the database (table-tested beside).
import { createHash } from 'node:crypto';
import { resolveToday, toIsoDate, type CalendarDate } from '@imali/shared/validation';
import { SIGNATURE_PREFIX, webSignatureErrors, type SignatureInput } from '@imali/shared/domain';

/** DEBI_CHECK: the bank authenticates the account holder; NAEDO and DO: signed on the web. */
export const PAYMENT_TYPES = ['DEBI_CHECK', 'NAEDO', 'DO'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * AWAITING_SIGNATURE: the account holder still signs on the web (NAEDO, DO).
 * SIGNED: signed on the web; collections may run.
 * NOT_SENT: a DebiCheck request could not reach the bank yet (signing again retries).
 * SENT: the bank has asked the account holder to approve it.
 * APPROVED: approved at the bank; collections may run.
 * REJECTED / EXPIRED: declined, or not answered in time (signing again asks again).
 * CANCELLED: no longer to be used.
 * REPLACED: a later debit order (another account, day or amount) took its place.
 */
export const MANDATE_STATUSES = ['AWAITING_SIGNATURE', 'SIGNED', 'NOT_SENT', 'SENT', 'APPROVED', 'REJECTED', 'EXPIRED', 'CANCELLED', 'REPLACED'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export type AuthenticationType = 'WEB_SIGNATURE' | 'DEBICHECK';

export const authenticationTypeOf = (paymentType: PaymentType): AuthenticationType => (paymentType === 'DEBI_CHECK' ? 'DEBICHECK' : 'WEB_SIGNATURE');

/** Collections may run: nothing is left for the account holder to do. */
export const isAlreadySigned = (status: MandateStatus) => status === 'SIGNED' || status === 'APPROVED';

/** The mandate cannot be used as it stands: it was declined, expired, cancelled or replaced. */
export const isMandateInvalid = (status: MandateStatus) => status === 'REJECTED' || status === 'EXPIRED' || status === 'CANCELLED' || status === 'REPLACED';

/** No longer in use: nothing moves it on (signing, the bank's answer, another replacement). */
export const isRetired = (status: MandateStatus) => status === 'CANCELLED' || status === 'REPLACED';

/** Signing (again) asks the bank (again): never sent, declined or expired. */
export const needsBankRequest = (paymentType: PaymentType, status: MandateStatus) =>
  paymentType === 'DEBI_CHECK' && (status === 'AWAITING_SIGNATURE' || status === 'NOT_SENT' || status === 'REJECTED' || status === 'EXPIRED');

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The next collection on or after `today` (South African calendar): the pay day in this month,
 * else in the next; a day the month does not have (31 in June) is its last day.
 */
export function nextDebitDate(payDay: number, today?: unknown): string {
  const now: CalendarDate = resolveToday(today);
  const inMonth = (year: number, month: number): CalendarDate => ({ year, month, day: Math.min(payDay, daysIn(year, month)) });
  const thisMonth = inMonth(now.year, now.month);
  if (thisMonth.day >= now.day) return toIsoDate(thisMonth);
  return toIsoDate(now.month === 12 ? inMonth(now.year + 1, 1) : inMonth(now.year, now.month + 1));
}

// The signature's rules are shared with the mandate wizard (@imali/shared/domain web-signature-rules).
export {
  SIGNATURE_MAX_LENGTH,
  SIGNATURE_PREFIX,
  SIGNATURE_REQUIRED_MESSAGE,
  SIGNATURE_FORMAT_MESSAGE,
  SIGNATURE_SIZE_MESSAGE,
  SIGNATURE_TYPE_MESSAGE,
  SIGNATURE_TIMESTAMP_MESSAGE,
  type SignatureInput,
} from '@imali/shared/domain';
export const DEBIT_ORDER_CANCELLED_MESSAGE = 'This debit order has been cancelled';
export const DEBIT_ORDER_REPLACED_MESSAGE = 'This debit order has been replaced';
/** The client's own signature on a NAEDO or DO debit order on a third party's account (its holder signs, by link). */
export const DEBIT_ORDER_HOLDER_SIGNS_MESSAGE =
  "This debit order is on someone else's bank account, so the account holder signs it with the link we sent them. If they need it again, you can send them the link again.";
/** The refusal's `extensions.reason`. */
export const DEBIT_ORDER_HOLDER_SIGNS_REASON = 'ACCOUNT_HOLDER_SIGNS';

/** Who signs: the signed-in client (updateDebitOrder) or a third party's account holder with the link identity sent them. */
export type DebitOrderSigner = 'CLIENT' | 'ACCOUNT_HOLDER_LINK';

/** NAEDO or DO and not signed yet: what a web signature (and a signing link) is for. */
export const awaitsWebSignature = (order: { paymentType: PaymentType; status: MandateStatus }) => (order.paymentType === 'NAEDO' || order.paymentType === 'DO') && order.status === 'AWAITING_SIGNATURE';

/**
 * Only the account holder's signature authorises a debit order on their account: the client signs
 * one awaiting a web signature only on their own account (ownAccount, the notion behind
 * sentToThirdParty); a third party's holder signs it by link. A DebiCheck mandate is approved by
 * the holder at their bank, so the client may still (re)send it there.
 */
export const clientMaySign = (order: { paymentType: PaymentType; status: MandateStatus }, account: { ownAccount: boolean } | null) => !awaitsWebSignature(order) || account?.ownAccount === true;

/**
 * updateBankAccount on an account with a debit order its third-party holder is still to sign
 * (a clientMaySign refusal): the edit would make the account the client's. Shares the signing
 * refusal's reason.
 */
export const ACCOUNT_HOLDER_AWAITED_MESSAGE =
  "A debit order on this bank account is waiting for the account holder to sign it with the link we sent them, so you cannot change this account to your own or put your own details on it. If they need the link again, you can send it to them again. To pay from your own account instead, change your policy's payment details to your own bank account.";

/** Who holds a bank account, in the terms accountTurnsClients compares (the holder's ID number as its lookup hash). */
export interface AccountHolderDetails {
  ownAccount: boolean;
  idNumberHash: string | null;
  contactNumber: string | null;
  email: string | null;
}

/** The client's own details (their ID number as its lookup hash). */
export interface ClientOwnDetails {
  idNumberHash?: string | null;
  cellNumbers?: readonly string[] | null;
  email?: string | null;
}

const digits = (value: string | null | undefined) => value?.replace(/\s+/g, '') || null;
const emailKey = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

/** Which of the holder's details are the client's own. */
function clientsDetails(holder: AccountHolderDetails, client: ClientOwnDetails): Set<'idNumber' | 'contactNumber' | 'email'> {
  const found = new Set<'idNumber' | 'contactNumber' | 'email'>();
  if (holder.ownAccount) return found;
  if (holder.idNumberHash && holder.idNumberHash === client.idNumberHash) found.add('idNumber');
  const contact = digits(holder.contactNumber);
  if (contact && (client.cellNumbers ?? []).some((cell) => digits(cell) === contact)) found.add('contactNumber');
  const email = emailKey(holder.email);
  if (email && email === emailKey(client.email)) found.add('email');
  return found;
}

/**
 * An edit that turns a third party's account into the client's: declared the client's own
 * (ownAccount, which also clears the holder's name, number, ID number and e-mail), or a holder's
 * ID number, cellphone number or e-mail address changed to the client's own (the holder would be
 * the client, or the signing link would reach them). A detail that was already the client's before
 * the edit is not a change (a declaration made when the account was added is not checked here).
 */
export function accountTurnsClients(before: AccountHolderDetails, after: AccountHolderDetails, client: ClientOwnDetails): boolean {
  if (before.ownAccount) return false;
  if (after.ownAccount) return true;
  const already = clientsDetails(before, client);
  return [...clientsDetails(after, client)].some((detail) => !already.has(detail));
}

export interface CheckedSignature {
  /** The PNG bytes. */
  png: Buffer;
  sha256: string;
  signedAt: Date;
}

/** Field errors for the signature (field paths as the input has them), or the checked value. */
export function checkSignature(input: SignatureInput | null | undefined, now: Date = new Date()): { errors: { field: string; message: string }[]; value?: CheckedSignature } {
  const errors = webSignatureErrors(input, now);
  if (errors.length) return { errors };
  const png = Buffer.from((input!.signature as string).slice(SIGNATURE_PREFIX.length), 'base64');
  const signedAt = new Date(input!.timestamp as string);
  return { errors, value: { png, sha256: createHash('sha256').update(png).digest('hex'), signedAt } };
}

/** Rand (two decimals) from integer cents, as the spec's amounts are shown. */
export const randFromCents = (cents: number) => Math.round(cents) / 100;

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

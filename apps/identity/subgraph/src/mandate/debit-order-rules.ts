// The debit order mandate's rules, free of Nest and the database (table-tested beside).
import { createHash } from 'node:crypto';
import { resolveToday, toIsoDate, type CalendarDate } from '@imali/shared/validation';

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
 */
export const MANDATE_STATUSES = ['AWAITING_SIGNATURE', 'SIGNED', 'NOT_SENT', 'SENT', 'APPROVED', 'REJECTED', 'EXPIRED', 'CANCELLED'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export type AuthenticationType = 'WEB_SIGNATURE' | 'DEBICHECK';

export const authenticationTypeOf = (paymentType: PaymentType): AuthenticationType => (paymentType === 'DEBI_CHECK' ? 'DEBICHECK' : 'WEB_SIGNATURE');

/** Collections may run: nothing is left for the account holder to do. */
export const isAlreadySigned = (status: MandateStatus) => status === 'SIGNED' || status === 'APPROVED';

/** The mandate cannot be used as it stands: it was declined, expired or cancelled. */
export const isMandateInvalid = (status: MandateStatus) => status === 'REJECTED' || status === 'EXPIRED' || status === 'CANCELLED';

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

/** Signatures are PNG drawings sent as a data URL, kept within the shared text limit. */
export const SIGNATURE_MAX_LENGTH = 10_000;
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
export const SIGNATURE_REQUIRED_MESSAGE = 'Please sign in the box';
export const SIGNATURE_FORMAT_MESSAGE = 'The signature must be a PNG drawing';
export const SIGNATURE_SIZE_MESSAGE = 'The signature is too large; please sign again';
export const SIGNATURE_TYPE_MESSAGE = 'Select one';
export const SIGNATURE_TIMESTAMP_MESSAGE = 'The signing time must be a date and time with its zone, within the last day';
export const DEBIT_ORDER_CANCELLED_MESSAGE = 'This debit order has been cancelled';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export interface SignatureInput {
  type?: unknown;
  signature?: unknown;
  timestamp?: unknown;
}

export interface CheckedSignature {
  /** The PNG bytes. */
  png: Buffer;
  sha256: string;
  signedAt: Date;
}

/** Field errors for the signature (field paths as the input has them), or the checked value. */
export function checkSignature(input: SignatureInput | null | undefined, now: Date = new Date()): { errors: { field: string; message: string }[]; value?: CheckedSignature } {
  const errors: { field: string; message: string }[] = [];
  if (input?.type !== 'WEB_SIGNATURE') errors.push({ field: 'signature.type', message: SIGNATURE_TYPE_MESSAGE });
  let png: Buffer | undefined;
  const raw = input?.signature;
  if (typeof raw !== 'string' || raw.trim() === '' || raw === SIGNATURE_PREFIX) errors.push({ field: 'signature.signature', message: SIGNATURE_REQUIRED_MESSAGE });
  else if (raw.length > SIGNATURE_MAX_LENGTH) errors.push({ field: 'signature.signature', message: SIGNATURE_SIZE_MESSAGE });
  else {
    const data = raw.startsWith(SIGNATURE_PREFIX) ? raw.slice(SIGNATURE_PREFIX.length) : '';
    const bytes = BASE64.test(data) ? Buffer.from(data, 'base64') : Buffer.alloc(0);
    if (bytes.length <= PNG.length || !bytes.subarray(0, PNG.length).equals(PNG)) errors.push({ field: 'signature.signature', message: SIGNATURE_FORMAT_MESSAGE });
    else png = bytes;
  }
  const stamp = input?.timestamp;
  const signedAt = typeof stamp === 'string' && ISO_INSTANT.test(stamp) ? new Date(stamp) : undefined;
  const age = signedAt ? now.getTime() - signedAt.getTime() : NaN;
  // A browser clock a few minutes fast is fine; a day-old page is not "now".
  if (!signedAt || Number.isNaN(age) || age < -5 * 60_000 || age > 24 * 3600_000) errors.push({ field: 'signature.timestamp', message: SIGNATURE_TIMESTAMP_MESSAGE });
  if (errors.length || !png || !signedAt) return { errors };
  return { errors, value: { png, sha256: createHash('sha256').update(png).digest('hex'), signedAt } };
}

/** Rand (two decimals) from integer cents, as the spec's amounts are shown. */
export const randFromCents = (cents: number) => Math.round(cents) / 100;

// A web signature (a drawing on screen) as the browser sends it and identity checks it: one set
// of rules for the mandate wizard's Submit and for updateDebitOrder (table-tested beside). Pure:
// no Buffer, so the browser runs it too; the server then decodes and hashes the PNG.
import type { FieldError } from '@imali/shared/validation';

export const WEB_SIGNATURE = 'WEB_SIGNATURE';
/** Signatures are PNG drawings sent as a data URL, kept within the shared text limit. */
export const SIGNATURE_MAX_LENGTH = 10_000;
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
export const SIGNATURE_REQUIRED_MESSAGE = 'Please sign in the box';
export const SIGNATURE_FORMAT_MESSAGE = 'The signature must be a PNG drawing';
export const SIGNATURE_SIZE_MESSAGE = 'The signature is too large; please sign again';
export const SIGNATURE_TYPE_MESSAGE = 'Select one';
export const SIGNATURE_TIMESTAMP_MESSAGE = 'The signing time must be a date and time with its zone, within the last day';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const BASE64_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A browser clock a few minutes fast is fine; a day-old page is not "now". */
const CLOCK_AHEAD_MS = 5 * 60_000;
const SIGNATURE_MAX_AGE_MS = 24 * 3600_000;

export interface SignatureInput {
  type?: unknown;
  signature?: unknown;
  timestamp?: unknown;
}

/** The first `count` bytes of valid base64 text (fewer when it is shorter). */
function leadingBytes(base64: string, count: number): number[] {
  const bytes: number[] = [];
  let bits = 0;
  let buffer = 0;
  for (const char of base64) {
    const digit = BASE64_DIGITS.indexOf(char);
    if (digit < 0 || bytes.length >= count) break;
    buffer = (buffer << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/** How many bytes valid base64 text decodes to. */
const decodedLength = (base64: string) => Math.floor((base64.replace(/=+$/, '').length * 3) / 4);

/** The drawing's message: required, within the size limit, a PNG data URL; undefined when fine. */
export function signatureDrawingMessage(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '' || value === SIGNATURE_PREFIX) return SIGNATURE_REQUIRED_MESSAGE;
  if (value.length > SIGNATURE_MAX_LENGTH) return SIGNATURE_SIZE_MESSAGE;
  const data = value.startsWith(SIGNATURE_PREFIX) ? value.slice(SIGNATURE_PREFIX.length) : '';
  if (!BASE64.test(data) || decodedLength(data) <= PNG_MAGIC.length) return SIGNATURE_FORMAT_MESSAGE;
  const head = leadingBytes(data, PNG_MAGIC.length);
  return PNG_MAGIC.every((byte, index) => head[index] === byte) ? undefined : SIGNATURE_FORMAT_MESSAGE;
}

/** When it was signed: an ISO date-time with its zone, at most a day old and 5 minutes ahead. */
export function signatureTimestampMessage(value: unknown, now: Date = new Date()): string | undefined {
  const signedAt = typeof value === 'string' && ISO_INSTANT.test(value) ? new Date(value) : undefined;
  const age = signedAt ? now.getTime() - signedAt.getTime() : NaN;
  return Number.isNaN(age) || age < -CLOCK_AHEAD_MS || age > SIGNATURE_MAX_AGE_MS ? SIGNATURE_TIMESTAMP_MESSAGE : undefined;
}

/** Field errors for a web signature, with the paths the GraphQL input has (`signature.signature`). */
export function webSignatureErrors(input: SignatureInput | null | undefined, now: Date = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  if (input?.type !== WEB_SIGNATURE) errors.push({ field: 'signature.type', message: SIGNATURE_TYPE_MESSAGE });
  const drawing = signatureDrawingMessage(input?.signature);
  if (drawing) errors.push({ field: 'signature.signature', message: drawing });
  const timestamp = signatureTimestampMessage(input?.timestamp, now);
  if (timestamp) errors.push({ field: 'signature.timestamp', message: timestamp });
  return errors;
}

import { createHmac, hkdfSync } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { signCapability, verifyCapability } from './capability-token';

// The credit record access code (docs/decisions/credit-record-access-code.md): a capability the
// debt subgraph issues when someone passes the bureau's identity questions (or is a signed-in
// client whose own ID number is verified). Debt, credit life and clearance verify it statelessly
// with this module: all of them hold INTERNAL_AUTH_SECRET. The code never carries the ID number,
// only a keyed hash of it, so a code read from a log or a browser discloses nothing.

export const CREDIT_RECORD_ACCESS_PURPOSE = 'credit-record-access';
export const CREDIT_RECORD_ACCESS_TTL_SECONDS = 30 * 60;
/** The clientId claim of a code issued to someone not signed in. */
export const CREDIT_RECORD_VISITOR = 'visitor';
export const ACCESS_CODE_INVALID_CODE = 'ACCESS_CODE_INVALID';
export const ACCESS_CODE_INVALID_MESSAGE = 'Your verification has expired. Please verify your identity again.';

/** An SA ID number as the bureau and the hash read it: spaces removed. */
export function normaliseIdNumber(idNumber: string): string {
  return idNumber.replace(/\s+/g, '');
}

const subjectKeys = new Map<string, Buffer>();
function subjectKey(secret: string): Buffer {
  let key = subjectKeys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'imali-credit-record', 'credit-record-subject', 32));
    subjectKeys.set(secret, key);
  }
  return key;
}

/**
 * The keyed hash of a normalised ID number (hex, 64 characters): the access code's subject and the
 * debt subgraph's key for the stored record. Same secret, same hash, in every subgraph.
 */
export function creditRecordSubject(idNumber: string, secret: string): string {
  return createHmac('sha256', subjectKey(secret)).update(normaliseIdNumber(idNumber)).digest('hex');
}

/** Who is asking: a signed-in client's id, or null for a visitor. */
export type CreditRecordCaller = string | null;

/**
 * `challenge`: the set of questions passed for this code, when there was one (debt keeps what was
 * given with that set, e.g. a visitor's income, on its row: docs/decisions/credit-bureau-challenge-per-set.md).
 */
export function signCreditRecordAccess(idNumber: string, caller: CreditRecordCaller, secret: string, now = Date.now(), challenge: string | null = null): string {
  return signCapability(
    { purpose: CREDIT_RECORD_ACCESS_PURPOSE, clientId: caller ?? CREDIT_RECORD_VISITOR, subject: creditRecordSubject(idNumber, secret), ...(challenge ? { ref: challenge } : {}) },
    secret,
    CREDIT_RECORD_ACCESS_TTL_SECONDS,
    now,
  );
}

export type CreditRecordAccessResult =
  | { ok: true; subject: string; clientId: string | null; expiresAt: number; challenge: string | null }
  | { ok: false; reason: 'missing' | 'malformed' | 'bad signature' | 'expired' | 'other id number' | 'other caller' };

/**
 * Is `accessCode` a live code for this ID number and this caller? Refused when forged, expired,
 * issued for another ID number, or issued to another caller (another client, or a visitor's code
 * shown by a signed-in client and the other way round). Never throws.
 */
export function checkCreditRecordAccess(accessCode: unknown, idNumber: string, caller: CreditRecordCaller, secret: string, now = Date.now()): CreditRecordAccessResult {
  const result = verifyCapability(accessCode, CREDIT_RECORD_ACCESS_PURPOSE, secret, now);
  if (!result.ok) return result;
  const subject = creditRecordSubject(idNumber, secret);
  if (result.claims.subject !== subject) return { ok: false, reason: 'other id number' };
  if (result.claims.clientId !== (caller ?? CREDIT_RECORD_VISITOR)) return { ok: false, reason: 'other caller' };
  return { ok: true, subject, clientId: caller, expiresAt: result.claims.exp * 1000, challenge: result.claims.ref ?? null };
}

export class AccessCodeInvalidError extends GraphQLError {
  constructor() {
    super(ACCESS_CODE_INVALID_MESSAGE, { extensions: { code: ACCESS_CODE_INVALID_CODE } });
  }
}

/** checkCreditRecordAccess that throws ACCESS_CODE_INVALID (one message for every reason: nothing to probe). */
export function assertCreditRecordAccess(accessCode: unknown, idNumber: string, caller: CreditRecordCaller, secret: string, now = Date.now()): { subject: string; challenge: string | null } {
  const result = checkCreditRecordAccess(accessCode, idNumber, caller, secret, now);
  if (!result.ok) throw new AccessCodeInvalidError();
  return { subject: result.subject, challenge: result.challenge };
}

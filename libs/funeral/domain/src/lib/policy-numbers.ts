// Funeral policy numbers and EasyPay (pay-at-retailer) numbers, each with a Luhn check digit
// from the shared library so a mistyped digit is caught before it reaches a payment or a call
// centre. Formats: docs/decisions/funeral-policy-numbers.md.
import { isLuhnValid, luhnCheckDigit } from '@imali/shared/validation';

/** "IMF": Imali funeral. */
export const POLICY_NUMBER_PREFIX = 'IMF';
export const POLICY_SEQUENCE_DIGITS = 8;
export const MAX_POLICY_SEQUENCE = 10 ** POLICY_SEQUENCE_DIGITS - 1;
const POLICY_NUMBER = new RegExp(`^${POLICY_NUMBER_PREFIX}(\\d{${POLICY_SEQUENCE_DIGITS}})(\\d)$`);

function isSequence(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= max;
}

/**
 * `IMF` + the sequence as 8 digits + a Luhn check digit over those 8 digits: sequence 1 gives
 * "IMF000000018". Undefined unless the sequence is a whole number from 1 to 99 999 999.
 */
export function makePolicyNumber(sequence: number): string | undefined {
  if (!isSequence(sequence, MAX_POLICY_SEQUENCE)) return undefined;
  const digits = String(sequence).padStart(POLICY_SEQUENCE_DIGITS, '0');
  return `${POLICY_NUMBER_PREFIX}${digits}${luhnCheckDigit(digits)}`;
}

function normalise(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().toUpperCase() : undefined;
}

/** The sequence inside a valid policy number (case and surrounding spaces ignored); else undefined. */
export function policySequenceOf(policyNumber: unknown): number | undefined {
  const match = POLICY_NUMBER.exec(normalise(policyNumber) ?? '');
  if (!match) return undefined;
  const digits = `${match[1]}${match[2]}`;
  const sequence = Number(match[1]);
  return isLuhnValid(digits) && sequence >= 1 ? sequence : undefined;
}

/** True for a policy number `makePolicyNumber` could have made. */
export function isValidPolicyNumber(policyNumber: unknown): boolean {
  return policySequenceOf(policyNumber) !== undefined;
}

/** Every EasyPay number starts with 9 (the EasyPay network). */
export const EASYPAY_PREFIX = '9';
/** The biller's receiver ID, issued by EasyPay, is 4 digits. */
export const EASYPAY_RECEIVER_ID_DIGITS = 4;
/** The account part, zero-padded to a fixed width. */
export const EASYPAY_ACCOUNT_DIGITS = 14;
export const EASYPAY_NUMBER_LENGTH = 1 + EASYPAY_RECEIVER_ID_DIGITS + EASYPAY_ACCOUNT_DIGITS + 1;
/**
 * A placeholder receiver ID for the sandbox and tests. Production reads the receiver ID EasyPay
 * issues from configuration; numbers made with this one cannot be paid anywhere.
 */
export const SANDBOX_EASYPAY_RECEIVER_ID = '0000';

const RECEIVER_ID = new RegExp(`^\\d{${EASYPAY_RECEIVER_ID_DIGITS}}$`);
const ACCOUNT = new RegExp(`^\\d{1,${EASYPAY_ACCOUNT_DIGITS}}$`);
const EASYPAY_NUMBER = new RegExp(`^${EASYPAY_PREFIX}(\\d{${EASYPAY_RECEIVER_ID_DIGITS}})\\d{${EASYPAY_ACCOUNT_DIGITS + 1}}$`);

/**
 * `9` + receiver ID (4 digits) + account reference (zero-padded to 14 digits) + a Luhn check
 * digit over everything before it: 20 digits. The account reference is a whole number or a
 * string of up to 14 digits (a policy's sequence, see `easyPayNumberForPolicy`). Undefined
 * for a malformed receiver ID or account reference.
 */
export function makeEasyPayNumber(accountReference: number | string, receiverId: string): string | undefined {
  const account = typeof accountReference === 'number' && Number.isSafeInteger(accountReference) && accountReference >= 0 ? String(accountReference) : accountReference;
  if (typeof account !== 'string' || !ACCOUNT.test(account) || typeof receiverId !== 'string' || !RECEIVER_ID.test(receiverId)) return undefined;
  const payload = `${EASYPAY_PREFIX}${receiverId}${account.padStart(EASYPAY_ACCOUNT_DIGITS, '0')}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

/** The EasyPay number of a policy: its sequence as the account reference. */
export function easyPayNumberForPolicy(policyNumber: unknown, receiverId: string): string | undefined {
  const sequence = policySequenceOf(policyNumber);
  return sequence === undefined ? undefined : makeEasyPayNumber(sequence, receiverId);
}

/**
 * True for a 20-digit EasyPay number starting with 9 whose Luhn check digit is right (spaces
 * ignored, as the number is printed in groups); when `receiverId` is given it must be ours.
 */
export function isValidEasyPayNumber(value: unknown, receiverId?: string): boolean {
  if (typeof value !== 'string') return false;
  const digits = value.replace(/\s+/g, '');
  const match = EASYPAY_NUMBER.exec(digits);
  if (!match || !isLuhnValid(digits)) return false;
  return receiverId === undefined || match[1] === receiverId;
}

/** The number in groups of four for statements and screens: "9000 0000 0000 0000 0018". */
export function formatEasyPayNumber(easyPayNumber: string): string {
  return easyPayNumber.replace(/\s+/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

// Identity's own rules (spec §5.4 and §9): sign-up, OTP and the profile's monthly income. The
// shell's forms and the identity subgraph both call these, so the two can never disagree.
import { isBlank, toNumber } from './input';
import { REQUIRED_MESSAGE } from './messages';
import { validateAtMostTwoDecimals, validateNumber } from './number';
import { isSouthAfricanIdType, validateSaIdNumber } from './sa-id-number';
import { getFieldValue, type ValidationMessage, type Validator } from './validator';
import { OTP_LENGTH } from './field-limits';
import { EMAIL_MAX_LENGTH, ID_DOCUMENT_NUMBER_MAX_LENGTH, atMostCharactersMessage, maxLength } from './max-length';
import { required } from './required';
import type { ValidationRules } from './collect-errors';

export const PASSWORD_MIN_LENGTH = 8;
/** Ours (not in the spec): a bound on what is hashed. */
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/** Ours: no identity document of any type is longer (an SA ID number is 13 digits). */
export const SIGN_UP_ID_NUMBER_MAX_LENGTH = ID_DOCUMENT_NUMBER_MAX_LENGTH;
export const SIGN_UP_ID_NUMBER_TOO_LONG_MESSAGE = atMostCharactersMessage(SIGN_UP_ID_NUMBER_MAX_LENGTH);

// Spec §9: an OTP is 4 digits (OTP_LENGTH), 3 attempts, 30 minute expiry, resend locked for 30 seconds; texts of §8.
export const OTP_ATTEMPTS = 3;
export const OTP_EXPIRY_MINUTES = 30;
export const OTP_RESEND_LOCK_SECONDS = 30;
/** Ours (docs/decisions/otp-limits.md): a client blocked by 3 wrong OTPs stays blocked this long (or until support clears it). */
export const OTP_BLOCK_HOURS = 24;
export const OTP_INCORRECT_MESSAGE = 'Oops, incorrect OTP';
export const OTP_BLOCKED_MESSAGE = 'You have exceed the maximum number of OTP attempts.';
export const OTP_BLOCKED_DETAIL = 'Request a call back and our team will help you get back on track!';
export const OTP_CODE_MESSAGE = `Enter the ${OTP_LENGTH} digits we sent you`;
/** §8's texts with the attempts left, for every OTP the platform checks (identity's and the national vaccine system's). */
export const otpIncorrectDetail = (left: number) => `The OTP you've entered was incorrect. Please Try again. You have ${left} attempts left.`;
export const otpExpiredMessage = (left: number) => `Your OTP has expired - Resend to get a new one. You have ${left} attempts left.`;
/** A send refused by the resend lock, with the seconds left. */
export const otpResendWaitMessage = (seconds: number) => `Please wait ${seconds} seconds before asking for another OTP.`;
const OTP_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const MONTHLY_INCOME_MAX = 10_000_000;
export const MONTHLY_INCOME_MESSAGE = 'Enter a monthly income from 0 to 10 000 000';

/** A password of 8 to 200 characters. Like the format checks it passes an empty value: combine with `required`. */
export function validatePassword(value: unknown): ValidationMessage {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string' || value.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGE;
  return value.length > PASSWORD_MAX_LENGTH ? PASSWORD_TOO_LONG_MESSAGE : undefined;
}

/**
 * The sign-up ID number, as a field validator reading `idType` and `email` from the same form (or
 * input): a South African ID number is required and must be valid; other ID types may sign up
 * with an e-mail address instead.
 */
export const validateSignUpIdNumber: Validator = (value, allValues) => {
  const idType = getFieldValue(allValues, 'idType');
  if (isBlank(value)) return isSouthAfricanIdType(idType) || isBlank(getFieldValue(allValues, 'email')) ? REQUIRED_MESSAGE : undefined;
  const invalid = validateSaIdNumber(value, typeof idType === 'string' ? idType : undefined);
  if (invalid) return invalid;
  return typeof value === 'string' && value.trim().length > SIGN_UP_ID_NUMBER_MAX_LENGTH ? SIGN_UP_ID_NUMBER_TOO_LONG_MESSAGE : undefined;
};

/** The sign-in form's username (an ID number or an e-mail address) and password, for the form and signIn. */
export const SIGN_IN_MAX_LENGTHS = { username: EMAIL_MAX_LENGTH, password: PASSWORD_MAX_LENGTH } as const;
export const SIGN_IN_RULES = {
  username: [required, maxLength(SIGN_IN_MAX_LENGTHS.username)],
  password: [required, maxLength(SIGN_IN_MAX_LENGTHS.password)],
} as const satisfies ValidationRules;

/** Exactly OTP_LENGTH digits. An empty code fails too: there is nothing else to enter on the OTP screen. */
export function validateOtpCode(value: unknown): ValidationMessage {
  return typeof value === 'string' && OTP_CODE.test(value) ? undefined : OTP_CODE_MESSAGE;
}

/** The profile's monthly income: a number from 0 to 10 000 000 (blank passes). */
export function validateMonthlyIncome(value: unknown): ValidationMessage {
  if (isBlank(value)) return undefined;
  const invalid = validateNumber(value);
  if (invalid) return invalid;
  const income = toNumber(value)!;
  return income >= 0 && income <= MONTHLY_INCOME_MAX ? validateAtMostTwoDecimals(value) : MONTHLY_INCOME_MESSAGE;
}

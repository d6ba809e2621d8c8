import { isBlank } from './input';
import { BANK_ACCOUNT_NUMBER_MESSAGE } from './messages';
import type { ValidationMessage } from './validator';

// Digits only, 7 to 11 long: the longest standard account number payment files carry is 11
// digits (docs/decisions/bank-account-number-length.md). A bank-specific check digit is the
// bank's to verify.
export const BANK_ACCOUNT_NUMBER_MIN_LENGTH = 7;
export const BANK_ACCOUNT_NUMBER_MAX_LENGTH = 11;
const ACCOUNT_NUMBER = new RegExp(`^\\d{${BANK_ACCOUNT_NUMBER_MIN_LENGTH},${BANK_ACCOUNT_NUMBER_MAX_LENGTH}}$`);

/** "Account number must be 7 to 11 digits"; an empty value passes (combine with `required`). */
export function validateBankAccountNumber(value: unknown): ValidationMessage {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && ACCOUNT_NUMBER.test(value) ? undefined : BANK_ACCOUNT_NUMBER_MESSAGE;
}

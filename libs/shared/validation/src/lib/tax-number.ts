import { isBlank, toText } from './input';
import { isLuhnValid } from './luhn';
import { TAX_NUMBER_MESSAGE } from './messages';
import type { ValidationMessage } from './validator';

// SARS tax reference numbers: 10 digits, the first 0, 1, 2, 3 or 9, the last a Luhn check digit.
const TAX_NUMBER = /^[01239]\d{9}$/;

/** "Invalid Tax Number"; an empty value passes (combine with `required`). */
export function validateTaxNumber(value: unknown): ValidationMessage {
  if (isBlank(value)) return undefined;
  const text = toText(value);
  return text !== undefined && TAX_NUMBER.test(text) && isLuhnValid(text) ? undefined : TAX_NUMBER_MESSAGE;
}

import { isBlank } from './input';
import { CELLPHONE_MESSAGE } from './messages';
import type { ValidationMessage } from './validator';

// South African mobile numbers as the client types them: 06, 07 or 08 and 8 more digits.
const CELLPHONE = /^0[678]\d{8}$/;

/** "Invalid cellphone number"; an empty value passes (combine with `required`). */
export function validateCellphone(value: unknown): ValidationMessage {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && CELLPHONE.test(value) ? undefined : CELLPHONE_MESSAGE;
}

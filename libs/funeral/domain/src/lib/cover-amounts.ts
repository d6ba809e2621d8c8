import { isBlank, toNumber, type ValidationMessage } from '@imali/shared/validation';

export const COVER_AMOUNT_MESSAGE = 'Cover Amount must be 10000, 20000, 30000, 40000, 50000 or 60000';

/** Funeral cover amounts in rand (spec funeral.md section 9). */
export const COVER_AMOUNTS = [10000, 20000, 30000, 40000, 50000, 60000] as const;
export const DEFAULT_COVER_AMOUNT = 30000;

/** One of 10000 to 60000 in steps of 10000; an empty value passes (combine with `required`). */
export function validateCoverAmount(value: unknown): ValidationMessage {
  if (isBlank(value)) return undefined;
  const amount = toNumber(value);
  return amount !== undefined && (COVER_AMOUNTS as readonly number[]).includes(amount) ? undefined : COVER_AMOUNT_MESSAGE;
}

// The Edit Payment Details form's rules (§5.4: debit order day numeric, choices 1 to 31).
import type { FieldError } from '@imali/shared/validation';

/** The sale's wording for the same rule (sale-rules.ts). */
export const PAYMENT_DAY_MESSAGE = 'Choose a day from 1 to 31';

export function paymentDueDayError(day: unknown): string | undefined {
  return typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= 31 ? undefined : PAYMENT_DAY_MESSAGE;
}

/** A day is checked when one is sent; null or absent leaves the day as it is. */
export function paymentDetailsErrors(change: { paymentDueDay?: number | null }): FieldError[] {
  if (change.paymentDueDay === null || change.paymentDueDay === undefined) return [];
  const message = paymentDueDayError(change.paymentDueDay);
  return message ? [{ field: 'paymentDueDay', message }] : [];
}

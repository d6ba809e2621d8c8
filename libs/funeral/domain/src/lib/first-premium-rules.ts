// A sold policy's first premium (docs/decisions/funeral-first-premium-and-activation.md): when the
// debit order is first presented, what an activated policy's lives become, and how many first
// premiums may be missed before the policy is not taken up. Calendar dates are SAST YYYY-MM-DD.
import { collectionDay, isCalendarDate } from '@imali/shared/domain';

/**
 * Our choice: the first debit order is presented on the first pay day at least this many days
 * after the sale (or after a change of payment details while the policy awaits its first
 * premium), so the new DebiCheck mandate can be approved at the bank first (a batch request takes
 * up to two business days; five calendar days cover a weekend too).
 */
export const FIRST_DEBIT_LEAD_DAYS = 5;

/** Our choice: a policy whose first premium is missed this many times (three pay days) is not taken up: CANCELLED. */
export const FIRST_PREMIUM_ATTEMPTS = 3;

/** The cancel reason of a policy not taken up (no first premium after FIRST_PREMIUM_ATTEMPTS pay days). */
export const NOT_TAKEN_UP_REASON = 'Not taken up: no first premium received';

/** The lives' state when their policy is sold (awaiting the first premium) ... */
export const AWAITING_FIRST_PREMIUM_MEMBER_STATE = 'INITIAL';
/** ... and once the first premium is received: covered, the waiting periods running from that day (waiting-periods.ts). */
export const ACTIVATED_MEMBER_STATE = 'IN_WAITING_PERIOD';

const DAY_MS = 86_400_000;

function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function payDateInMonth(payDay: number, year: number, month: number): string {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  return `${first.slice(0, 8)}${String(collectionDay(payDay, first)).padStart(2, '0')}`;
}

/** The first date on or after `date` that the pay day falls on (29-31: a shorter month's last day); undefined for a bad day or date. */
export function payDateOnOrAfter(payDay: number, date: string): string | undefined {
  if (!Number.isInteger(payDay) || payDay < 1 || payDay > 31 || !isCalendarDate(date)) return undefined;
  const [year, month] = date.split('-').map(Number) as [number, number];
  const thisMonth = payDateInMonth(payDay, year, month);
  if (thisMonth >= date) return thisMonth;
  return month === 12 ? payDateInMonth(payDay, year + 1, 1) : payDateInMonth(payDay, year, month + 1);
}

/** The pay day after `date` (the next try after a premium collected on `date`). */
export function nextPayDateAfter(payDay: number, date: string): string | undefined {
  return isCalendarDate(date) ? payDateOnOrAfter(payDay, plusDays(date, 1)) : undefined;
}

/** expectFirstPaymentAt of a policy sold (or whose payment details changed) on `day`: the first pay day at least FIRST_DEBIT_LEAD_DAYS later. */
export function expectedFirstPaymentDate(payDay: number, day: string): string | undefined {
  return isCalendarDate(day) ? payDateOnOrAfter(payDay, plusDays(day, FIRST_DEBIT_LEAD_DAYS)) : undefined;
}

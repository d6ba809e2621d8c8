// The debit order collections' calendar (savings' collections, funeral's premiums): Africa/Johannesburg
// (SAST, UTC+2 all year: no daylight saving). A pay day of 29, 30 or 31 falls on the month's last
// day in shorter months (31 in February: the 28th or 29th).

const SAST_OFFSET_MS = 2 * 3600_000;

/** YYYY-MM-DD of `now` in Johannesburg. */
export function sastDate(now: number = Date.now()): string {
  return new Date(now + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days in the month of a YYYY-MM-DD date. */
export function daysInMonth(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day a pay day falls on in the month of `date` (31 → the last day). */
export function collectionDay(payDay: number, date: string): number {
  return Math.min(payDay, daysInMonth(date));
}

/** The pay days whose collection falls on `date` (the 28th of February 2027: 28, 29, 30 and 31). */
export function payDaysFallingOn(date: string): number[] {
  const day = Number(date.slice(8, 10));
  const last = daysInMonth(date);
  if (day < last) return [day];
  return Array.from({ length: 31 - last + 1 }, (_, i) => last + i);
}

/** YYYY-MM of a YYYY-MM-DD date: a savings contribution or a policy's premium is collected once per month. */
export const monthOf = (date: string) => date.slice(0, 7);

/**
 * How many days after a pay day its collection is still made when no run happened on the day
 * itself (docs/decisions/debit-order-missed-pay-day-catch-up.md): a run on D also collects the
 * pay days that fell on D-1 .. D-3, once per month as always.
 */
export const CATCH_UP_DAYS = 3;

/** The YYYY-MM-DD date `days` before a YYYY-MM-DD date (calendar days: no time zone involved). */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The days whose pay days a run on `date` still collects late, newest first (the 2nd of March 2027: 1 March, 28 and 27 February). */
export function catchUpDates(date: string, days: number = CATCH_UP_DAYS): string[] {
  return Array.from({ length: days }, (_, i) => daysBefore(date, i + 1));
}

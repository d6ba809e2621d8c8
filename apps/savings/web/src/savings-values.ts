// Small conversions between the API (rand as Float, days as YYYY-MM-DD) and the savings domain
// (whole cents, CalendarDate). The rules themselves are all @imali/savings/domain's.
import { decemberYears, toCents, type Cents } from '@imali/savings/domain';
import { resolveToday, toIsoDate, type CalendarDate } from '@imali/shared/validation';

/** A balance or figure the API sent (rand, two decimals) as whole cents; 0 for anything unreadable. */
export function centsOf(rand: number | null | undefined): Cents {
  if (typeof rand !== 'number' || !Number.isFinite(rand)) return 0;
  try {
    return toCents(rand, { allowNegative: true });
  } catch {
    return Math.round(rand * 100);
  }
}

/** Rand (the API's unit) from whole cents. */
export const randOf = (cents: Cents): number => Math.round(cents) / 100;

/** Today in South Africa (the rules take it as an argument). */
export const today = (): CalendarDate => resolveToday();

export const isoDate = (date: CalendarDate | undefined | null): string | null => (date ? toIsoDate(date) : null);

/**
 * The December plan's year choices: decemberYears(today), plus the stored payout date's year when
 * it is no longer offered (its December has passed), so the selector shows the saved year until the
 * client changes it (docs/decisions/savings-december-years.md); choosing it again is refused by the rule.
 */
export function payoutYearOptions(day: CalendarDate, payoutDate: string | null | undefined): number[] {
  const offered = decemberYears(day);
  const stored = payoutDate ? /^(\d{4})-12-\d{2}$/.exec(payoutDate) : null;
  const year = stored ? Number(stored[1]) : undefined;
  return year === undefined || offered.includes(year) ? offered : [...offered, year].sort((a, b) => a - b);
}

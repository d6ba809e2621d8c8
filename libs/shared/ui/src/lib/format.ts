// Display formats. The rules live in @imali/shared/domain (one rule for server and browser,
// docs/decisions/rand-format.md and calendar-dates-in-south-african-time.md); screens use
// these on-screen variants.
import { formatRand as formatRandText, type RandFormatOptions } from '@imali/shared/domain';

export { formatDate, formatMonthYear, formatYear } from '@imali/shared/domain';

/** `1234.5` → `R 1 234.50` with no-break spaces, so an amount never wraps; '' when missing. */
export function formatRand(amount: number | null | undefined, options: Pick<RandFormatOptions, 'decimals'> = {}): string {
  return formatRandText(amount, { ...options, nonBreaking: true });
}

/** A server code for display when the spec gives no label: `POLICY_ISSUED` → `Policy issued`. */
export function humaniseCode(code: string | null | undefined): string {
  if (!code) return 'Unknown';
  const words = code.replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

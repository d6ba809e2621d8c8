// Amounts in rand as the spec writes them: "R 50.00", "R 1 150.00". Built by hand rather than
// with Intl: en-ZA formatting differs between ICU versions (decimal comma, no-break spaces),
// and messages such as "greater than R 50.00" must come out the same on server and browser.
// See docs/decisions/rand-format.md.

export interface RandFormatOptions {
  /** Digits after the decimal point: 2 (default) or 0 for whole rands ("R 25"). */
  decimals?: 0 | 2;
  /** No-break spaces (U+00A0) so an amount never wraps on screen; default plain spaces, as the spec's messages write them. */
  nonBreaking?: boolean;
}

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

function toAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** Rounds half away from zero on decimal digits (so 1.005 becomes 1.01, not 1.00). */
function roundTo(amount: number, decimals: number): number {
  const abs = Math.abs(amount);
  const text = String(abs);
  // Shifting the decimal point in the text avoids binary error (1.005 * 100 = 100.49999...).
  const scaled = text.includes('e') ? abs * 10 ** decimals : Number(`${text}e${decimals}`);
  return (Math.sign(amount) * Math.round(scaled)) / 10 ** decimals;
}

/** Groups thousands: 1150000 -> "1 150 000". */
function groupThousands(digits: string, space: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, space);
}

/**
 * "R 1 150.00"; negative amounts as "-R 50.00". A number or a numeric string; anything else
 * (null, undefined, NaN, text) gives an empty string so the screen can show its own placeholder.
 */
export function formatRand(amount: number | string | null | undefined, options: RandFormatOptions = {}): string {
  const value = toAmount(amount);
  if (value === undefined) return '';
  const decimals = options?.decimals === 0 ? 0 : 2;
  const rounded = roundTo(value, decimals);
  const [whole, fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  const sign = rounded < 0 ? '-' : '';
  const space = options?.nonBreaking ? '\u00a0' : ' ';
  return `${sign}R${space}${groupThousands(whole ?? '0', space)}${fraction ? `.${fraction}` : ''}`;
}

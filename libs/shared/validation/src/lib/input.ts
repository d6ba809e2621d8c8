// Reading untrusted input. Validators receive whatever a form or a GraphQL input holds, so
// these helpers never call String() on objects (a null-prototype object would throw).

/** undefined, null, NaN, an empty or blank string, or an empty list: nothing was entered. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The text of a string or a finite number; undefined for anything else. */
export function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/** A finite number, or a string written like 123, -4 or 123.45; otherwise undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !DECIMAL.test(value)) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A whole number 0, 1, 2, ... given as a number or as digits; otherwise undefined. */
export function toWholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || !WHOLE.test(value)) return undefined;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

// Rand at the edges, cents inside. The API speaks rand (GraphQL Float, two decimals) and the
// ledger whole cents; these helpers are the only way between them and refuse what is not an
// amount of money: not a number, NaN, Infinity, more than two decimals, a negative (unless
// allowed), zero (when a positive amount is wanted) or more than the limit. The same check is a
// final-form validator (message or undefined) and, through the rule maps, the subgraph's
// { field, message } list. docs/decisions/savings-money-input.md gives the reasons.
import { formatRand } from '@imali/shared/domain';
import { AT_MOST_TWO_DECIMALS_MESSAGE, GREATER_THAN_ZERO_MESSAGE, isBlank, NUMBER_MESSAGE, toNumber, type ValidationMessage, type Validator } from '@imali/shared/validation';
import { SAVINGS_AMOUNT_MAX_CENTS, type Cents } from './savings-constants';

/** Ours: an amount with a third decimal (a fraction of a cent); the shared rule's words. */
export { AT_MOST_TWO_DECIMALS_MESSAGE };
/** Ours: a negative amount where only zero or more makes sense. */
export const NOT_NEGATIVE_MESSAGE = 'Must be zero or more';
/** Ours: more than the field's ceiling, e.g. "Must be at most R 10 000 000.00". */
export function atMostAmountMessage(maxCents: Cents): string {
  return `Must be at most ${formatCents(maxCents)}`;
}
/** Ours: cents that are not a whole number (a bug in the caller, never the client's input). */
export const WHOLE_CENTS_MESSAGE = 'An amount in cents must be a whole number';

export interface AmountRules {
  /** true: more than zero ("Must be greater than zero"); false (default): zero or more. */
  positive?: boolean;
  /** true: a negative amount is read as such (a ledger adjustment); default false. */
  allowNegative?: boolean;
  /** The ceiling in cents; default SAVINGS_AMOUNT_MAX_CENTS (R 10 000 000). */
  maxCents?: Cents;
}

export type AmountReading = { ok: true; cents: Cents } | { ok: false; message: string };

/**
 * Reads a rand amount (a number, or text like 123 or 123.45 as a form holds it) as whole cents,
 * or says what is wrong with it. Blank input is "not a number" here: `validateAmount` lets
 * blanks pass so `required` can say so.
 */
export function readRandAmount(value: unknown, given: AmountRules | null = {}): AmountReading {
  // Callers outside TypeScript (GraphQL resolvers' plain objects, forms) may hand null: no rules.
  const rules: AmountRules = given !== null && typeof given === 'object' ? given : {};
  const rand = toNumber(value);
  if (rand === undefined) return { ok: false, message: NUMBER_MESSAGE };
  const amount = Object.is(rand, -0) ? 0 : rand;
  if (amount < 0 && !rules.allowNegative) return { ok: false, message: rules.positive ? GREATER_THAN_ZERO_MESSAGE : NOT_NEGATIVE_MESSAGE };
  if (amount === 0 && rules.positive) return { ok: false, message: GREATER_THAN_ZERO_MESSAGE };
  const maxCents = rules.maxCents ?? SAVINGS_AMOUNT_MAX_CENTS;
  if (Math.abs(amount) * 100 > maxCents) return { ok: false, message: atMostAmountMessage(maxCents) };
  const cents = shiftTwoDecimals(amount);
  if (cents === undefined) return { ok: false, message: AT_MOST_TWO_DECIMALS_MESSAGE };
  return { ok: true, cents: cents === 0 ? 0 : cents };
}

/**
 * The cents a form field's text stands for, only when the field's own rule passes it; otherwise
 * (empty, not a number, negative, too many decimals, out of the field's range) null. What a page
 * shows as "the amount" while the field holds text: never a rounded or signed figure the field's
 * amount would not be.
 */
export function acceptedCents(value: unknown, rule: Validator): Cents | null {
  if (rule(value)) return null;
  const reading = readRandAmount(value);
  return reading.ok ? reading.cents : null;
}

/** amount × 100 exactly when the amount has at most two decimals (the point is moved in the text: 0.29 is 29, not 28.999...). */
function shiftTwoDecimals(amount: number): number | undefined {
  const text = String(Math.abs(amount));
  if (text.includes('e')) return undefined; // below 1e-6 (the ceiling keeps big amounts out): a fraction of a cent
  const scaled = Number(`${text}e2`);
  return Number.isSafeInteger(scaled) ? Math.sign(amount) * scaled : undefined;
}

/**
 * Whole cents from rand; throws a RangeError with the reader's message for anything that is not
 * an amount under the rules (the subgraph maps it to its input error; tests and jobs see why).
 */
export function toCents(rand: unknown, rules: AmountRules = {}): Cents {
  const reading = readRandAmount(rand, rules);
  if (!reading.ok) throw new RangeError(reading.message);
  return reading.cents;
}

/** Rand with two decimals from whole cents (12345 is 123.45); throws for NaN, Infinity, fractions of a cent or a refused negative. */
export function toRand(cents: Cents, rules: Pick<AmountRules, 'allowNegative'> = {}): number {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) throw new RangeError(WHOLE_CENTS_MESSAGE);
  if (cents < 0 && !rules?.allowNegative) throw new RangeError(NOT_NEGATIVE_MESSAGE);
  return cents / 100;
}

/** "R 1 150.00" from cents, with the platform's formatter (libs/shared/domain formatRand). */
export function formatCents(cents: Cents, options?: Parameters<typeof formatRand>[1]): string {
  return formatRand(cents / 100, options);
}

/**
 * The shared currency check as a final-form validator (the spec: "Currency fields use a shared
 * currency check; messages not shown"): blank passes (combine with `required`), otherwise the
 * reader's message.
 */
export function amountValidator(rules: AmountRules = {}): Validator {
  return (value): ValidationMessage => {
    if (isBlank(value)) return undefined;
    const reading = readRandAmount(value, rules);
    return reading.ok ? undefined : reading.message;
  };
}

/** existingAmount, desiredSavings, income: zero or more, two decimals, at most R 10 000 000. */
export const validateCurrencyAmount: Validator = amountValidator();
/** targetAmount: "Must be greater than zero", two decimals, at most R 10 000 000. */
export const validateTargetAmount: Validator = amountValidator({ positive: true });

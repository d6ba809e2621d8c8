// Number rules. Like every format check here they pass an empty value: combine with `required`.
import { isBlank, toNumber, toWholeNumber } from './input';
import { AT_MOST_TWO_DECIMALS_MESSAGE, betweenMessage, GREATER_THAN_ZERO_MESSAGE, NUMBER_MESSAGE, WHOLE_NUMBER_MESSAGE } from './messages';
import type { ValidationMessage, Validator } from './validator';

/** A number written like 123 or 123.45 (a leading minus is allowed; no spaces or commas). */
export function validateNumber(value: unknown): ValidationMessage {
  if (isBlank(value)) return undefined;
  return toNumber(value) === undefined ? NUMBER_MESSAGE : undefined;
}

/** 0, 1, 2, ...: "Whole numbers only". */
export function validateWholeNumber(value: unknown): ValidationMessage {
  if (isBlank(value)) return undefined;
  return toWholeNumber(value) === undefined ? WHOLE_NUMBER_MESSAGE : undefined;
}

/** More than 0; a value that is not a number fails too. */
export function validateGreaterThanZero(value: unknown): ValidationMessage {
  if (isBlank(value)) return undefined;
  const amount = toNumber(value);
  return amount !== undefined && amount > 0 ? undefined : GREATER_THAN_ZERO_MESSAGE;
}

/** From min to max inclusive: "Must be between X and Y" (e.g. numExtended, 1 to 10). */
export function validateBetween(min: number, max: number): Validator {
  return (value) => {
    if (isBlank(value)) return undefined;
    const amount = toNumber(value);
    return amount !== undefined && amount >= min && amount <= max ? undefined : betweenMessage(min, max);
  };
}

/**
 * A rand amount in whole cents: at most two decimals (10.005 would be rounded when stored, so it
 * is refused instead). Blank and non-numbers pass: validateNumber says so.
 */
export function validateAtMostTwoDecimals(value: unknown): ValidationMessage {
  const amount = isBlank(value) ? undefined : toNumber(value);
  // The point moved in the text, so that 0.29 is 29 and not 28.999...; an exponent form (1e-7, 1e+21) is never an amount in cents.
  return amount === undefined || Number.isSafeInteger(Number(`${Math.abs(amount)}e2`)) ? undefined : AT_MOST_TWO_DECIMALS_MESSAGE;
}

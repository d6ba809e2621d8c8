import { isBlank } from './input';
import { REQUIRED_MESSAGE, SELECT_ONE_MESSAGE } from './messages';
import type { ValidationMessage } from './validator';

/** "This field is required" for undefined, null, NaN, an empty or blank string, or an empty list. */
export function required(value: unknown): ValidationMessage {
  return isBlank(value) ? REQUIRED_MESSAGE : undefined;
}

/**
 * "Select one" for a choice nobody made (bank account selection, yes/no questions).
 * `false` is a choice, so it passes.
 */
export function validateSelectOne(value: unknown): ValidationMessage {
  return isBlank(value) ? SELECT_ONE_MESSAGE : undefined;
}

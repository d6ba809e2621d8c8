import { collectErrors, type ValidationRules, type Validator as SharedValidator } from '@imali/shared/validation';
import { throwIfInvalid } from './errors';

/** Kept for older imports: the shared validation library's validator shape. */
export type Validator = SharedValidator;

/**
 * Runs a `{ field: validators[] }` rule map (the same map the forms use) over an input with the
 * shared `collectErrors`, and throws one FieldValidationError listing every failing field with
 * the spec's message.
 */
export function validateInput(input: object, rules: ValidationRules): void {
  throwIfInvalid(collectErrors(input, rules));
}

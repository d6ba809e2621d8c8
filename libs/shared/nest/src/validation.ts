import type { FieldErrorShape } from './errors';
import { throwIfInvalid } from './errors';

export type Validator = (value: unknown) => string | undefined;

/**
 * Runs a `{ field: validators[] }` rule map (the same map the forms use) over an input and
 * throws one FieldValidationError listing every failing field with the spec's message.
 */
export function validateInput(input: object, rules: Record<string, Validator[]>): void {
  const errors: FieldErrorShape[] = [];
  for (const [field, validators] of Object.entries(rules)) {
    const value = (input as Record<string, unknown>)[field];
    for (const validate of validators) {
      const message = validate(value);
      if (message) {
        errors.push({ field, message });
        break;
      }
    }
  }
  throwIfInvalid(errors);
}

// One rule map, two users: react-final-form fields take `composeValidators(...rules[field])`
// and the subgraphs run `collectErrors(input, rules)` and answer with GraphQL errors whose
// extensions carry each field and message.
import { composeValidators, getFieldValue, type Validator } from './validator';

export interface FieldError {
  field: string;
  message: string;
}

/** Validators per field path (see `getFieldValue` for the path syntax). */
export type ValidationRules = Readonly<Record<string, readonly Validator[]>>;

/** Every failing field with its first message, in the order of the rule map. */
export function collectErrors(values: unknown, rules: ValidationRules): FieldError[] {
  const allValues = values !== null && typeof values === 'object' ? values : {};
  const errors: FieldError[] = [];
  for (const [field, validators] of Object.entries(rules)) {
    const message = composeValidators(...validators)(getFieldValue(allValues, field), allValues);
    if (message !== undefined) errors.push({ field, message });
  }
  return errors;
}

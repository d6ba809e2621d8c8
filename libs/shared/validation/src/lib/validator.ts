// The shape every rule shares. A validator takes a field's value (and, as final-form passes
// it, the whole form's values) and returns the message to show, or undefined when the value
// passes. The same functions run in react-final-form fields and in the subgraphs.

export type ValidationMessage = string | undefined;

export type Validator = (value: unknown, allValues?: object) => ValidationMessage;

/** Runs the validators in order; the first message wins. */
export function composeValidators(...validators: readonly Validator[]): Validator {
  return (value, allValues) => {
    for (const validate of validators) {
      const message = validate(value, allValues);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/**
 * The value at a field path such as `idType`, `bankAccount.accountNo` or `members[0].age`
 * (the paths final-form uses). Only own properties are read; anything missing is undefined.
 */
export function getFieldValue(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split(/[.[\]]+/)) {
    if (key === '') continue;
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Turns a two-value rule into a field validator that reads its second value from another
 * field of the same form, e.g. `usingField('idType', validateSaIdNumber)` or
 * `usingField('idNumber', validateBirthDateMatchesIdNumber)`. The rules in this library check
 * their inputs at run time, so whatever the other field holds is safe to pass on.
 */
export function usingField<T>(path: string, check: (value: unknown, other: T) => ValidationMessage): Validator {
  return (value, allValues) => check(value, getFieldValue(allValues, path) as T);
}

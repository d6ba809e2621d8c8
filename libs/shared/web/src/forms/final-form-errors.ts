import type { FieldError } from '@imali/shared/validation';

export interface FinalFormErrorsOptions {
  /**
   * A rule's field name → the form's: a map (names not in it stay as they are), or a function
   * (return undefined to leave a message out, e.g. one the form cannot check yet).
   */
  rename?: Readonly<Record<string, string>> | ((field: string, message: string) => string | undefined);
  /** Only these form fields get a message (another step or form asks the others). */
  only?: readonly string[];
}

/**
 * A shared rule set's FieldError[] as final-form's errors object (form field → its first
 * message), so the rules from @imali/shared/validation or an area's domain run as a form's
 * record validator.
 */
export function toFinalFormErrors(errors: readonly FieldError[], { rename, only }: FinalFormErrorsOptions = {}): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const field = typeof rename === 'function' ? rename(error.field, error.message) : (rename?.[error.field] ?? error.field);
    if (field === undefined || (only && !only.includes(field))) continue;
    if (!(field in result)) result[field] = error.message;
  }
  return result;
}

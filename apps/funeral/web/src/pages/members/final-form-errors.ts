import type { FieldError } from '@imali/shared/validation';

/**
 * A shared rule set's FieldError[] as final-form's errors object (field name → first message),
 * so the domain's rules run as the form's validator. `field` maps a rule's field name to the
 * form's (return undefined to leave a message out, e.g. one the form cannot check yet).
 */
export function toFinalFormErrors(errors: readonly FieldError[], field: (name: string, message: string) => string | undefined = (name) => name): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const name = field(error.field, error.message);
    if (name !== undefined && !(name in result)) result[name] = error.message;
  }
  return result;
}

/** A number typed into a text or number input: the number, '' as null, anything else as typed (the rules report it). */
export function typedNumber(value: string | null | undefined): number | string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const number = Number(text);
  return /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(number) ? number : text;
}

/** An optional text as the API takes it: trimmed, or null when empty. */
export function textOrNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

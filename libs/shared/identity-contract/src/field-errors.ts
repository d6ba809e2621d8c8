import type { z } from 'zod';
import { REQUIRED_MESSAGE } from '@imali/shared/validation';
import type { FieldErrorShape } from '@imali/shared/nest';

/** A value of the wrong kind (a number for a name, a list for a flag): the callers' forms never send one. */
export const INVALID_VALUE_MESSAGE = 'This value is not valid';

/**
 * A contract's shape errors as field errors, each field named relative to `fieldsOf` (the part of
 * the request the caller's form filled in), as identity's own rules name theirs.
 */
export function fieldErrorsOf(error: z.ZodError, input: unknown, fieldsOf?: string): FieldErrorShape[] {
  const seen = new Set<string>();
  const errors: FieldErrorShape[] = [];
  for (const issue of error.issues) {
    const value = issue.path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key as PropertyKey] : undefined), input);
    let path = issue.path.map(String);
    if (fieldsOf && path[0] === fieldsOf && path.length > 1) path = path.slice(1);
    const field = path.join('.') || fieldsOf || 'input';
    if (seen.has(field)) continue;
    seen.add(field);
    const missing = issue.code === 'invalid_type' && (value === undefined || value === null);
    errors.push({ field, message: missing ? REQUIRED_MESSAGE : INVALID_VALUE_MESSAGE });
  }
  return errors;
}

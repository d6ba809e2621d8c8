import { CombinedGraphQLErrors } from '@apollo/client';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage, fieldErrors } from './errors';

/**
 * The `extensions` of the first GraphQL error that has a code (e.g. OTP_INCORRECT with its
 * `detail` and `attemptsLeft`); an empty object for transport failures and other errors.
 */
export function errorExtensions(error: unknown): Readonly<Record<string, unknown>> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const withCode = error.errors.find((e) => typeof e?.extensions?.['code'] === 'string');
  return (withCode ?? error.errors[0])?.extensions ?? {};
}

/** `extensions.code` of a GraphQL error (BAD_USER_INPUT, TOO_MANY_REQUESTS, ...), if any. */
export function errorCode(error: unknown): string | undefined {
  const code = errorExtensions(error)['code'];
  return typeof code === 'string' ? code : undefined;
}

export interface SubmissionErrorOptions {
  /** The form's own field names; a server message for any other field joins the form error. */
  fields?: readonly string[];
  /** Server field name → form field name, e.g. `{ cellNumbers: 'cellNumber' }`. */
  rename?: Readonly<Record<string, string>>;
  /** The form error for transport failures (default NETWORK_ERROR_MESSAGE). */
  fallback?: string;
}

/**
 * final-form submission errors for a failed mutation: each server field message beside its
 * field (`extensions.fieldErrors`); as the form error, messages for fields the form does not
 * have, else the server's message unless it only repeats a field's.
 */
export function submissionErrors(error: unknown, { fields, rename = {}, fallback }: SubmissionErrorOptions = {}): SubmissionErrors {
  const result: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [serverField, message] of Object.entries(fieldErrors(error))) {
    const field = rename[serverField] ?? serverField;
    if (!fields || fields.includes(field)) result[field] = message;
    else elsewhere.push(message);
  }
  if (elsewhere.length) result[FORM_ERROR] = elsewhere.join(' ');
  else {
    const message = errorMessage(error, fallback);
    // One field error comes with its own text as the error's message: say it once, beside the field.
    if (!Object.values(result).includes(message)) result[FORM_ERROR] = message;
  }
  return result;
}

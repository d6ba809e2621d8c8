import { CombinedGraphQLErrors } from '@apollo/client';

/** Shown when the request never got a GraphQL answer (offline, gateway down, HTTP error). */
export const NETWORK_ERROR_MESSAGE = 'We could not reach Imali. Check your connection and try again.';

/**
 * The message to show for a failed operation: the server's own words for GraphQL errors
 * (e.g. "Incorrect ID number, email or password"), a friendly text for transport failures.
 */
export function errorMessage(error: unknown, fallback: string = NETWORK_ERROR_MESSAGE): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors.find((e) => e && e.message);
    return first ? first.message : fallback;
  }
  return fallback;
}

interface FieldErrorShape {
  field: string;
  message: string;
}

function isFieldError(value: unknown): value is FieldErrorShape {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldErrorShape).field === 'string' &&
    typeof (value as FieldErrorShape).message === 'string'
  );
}

/**
 * Per-field messages from a subgraph's validation error (`extensions.fieldErrors`, see
 * libs/shared/nest errors.ts), keyed by field name, for showing beside each form field.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return result;
  for (const graphQLError of error.errors) {
    const list = graphQLError?.extensions?.['fieldErrors'];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (isFieldError(item) && !(item.field in result)) result[item.field] = item.message;
    }
  }
  return result;
}

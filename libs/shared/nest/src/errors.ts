import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { findDatabaseError } from './database-error';

export interface FieldErrorShape {
  field: string;
  message: string;
}

/**
 * Bad input: carries every failing field and the spec's message for it, so a form can show
 * each message beside its field (`extensions.fieldErrors`).
 */
export class FieldValidationError extends GraphQLError {
  constructor(public readonly fieldErrors: FieldErrorShape[]) {
    super(fieldErrors.length === 1 ? fieldErrors[0]!.message : 'Some fields are not valid', {
      extensions: { code: 'BAD_USER_INPUT', fieldErrors, field: fieldErrors[0]?.field },
    });
  }
}

/** Throws a FieldValidationError when `errors` is not empty. */
export function throwIfInvalid(errors: FieldErrorShape[]): void {
  if (errors.length > 0) throw new FieldValidationError(errors);
}

export class UnauthenticatedError extends GraphQLError {
  constructor(message = 'Please sign in to continue') {
    super(message, { extensions: { code: 'UNAUTHENTICATED' } });
  }
}

export class ForbiddenError extends GraphQLError {
  constructor(message = 'You may not see or change this record') {
    super(message, { extensions: { code: 'FORBIDDEN' } });
  }
}

/** A sign-up step the client has not finished yet, in the order the shell walks them. */
export type PendingStep = 'REGISTRATION' | 'TERMS' | 'OTP';

export const VERIFICATION_REQUIRED_MESSAGE = 'Please finish signing up (your details, the terms and the OTP) to continue';

/**
 * A signed-in client who has not finished sign-up (profile form, terms, OTP): the server refuses
 * what the shell's route guard hides; `extensions.pending` lists the steps still to do.
 */
export class VerificationRequiredError extends GraphQLError {
  constructor(pending: PendingStep[], message = VERIFICATION_REQUIRED_MESSAGE) {
    super(message, { extensions: { code: 'VERIFICATION_REQUIRED', pending } });
  }
}

export class NotFoundError extends GraphQLError {
  constructor(message = 'Not found') {
    super(message, { extensions: { code: 'NOT_FOUND' } });
  }
}

/** Error codes that are answers meant for the caller; anything else is masked. */
export const PUBLIC_ERROR_CODES: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'VERIFICATION_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'TOO_MANY_REQUESTS',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OTP_INCORRECT',
  'OTP_EXPIRED',
  'OTP_BLOCKED',
  // A neighbouring service a subgraph calls is down: the caller is told to try again shortly.
  'SUBGRAPH_UNAVAILABLE',
  // Credit records (debt, credit life, clearance): an access code that is not (or no longer) good,
  // the credit bureau down, a budget change refused while under debt counselling.
  'ACCESS_CODE_INVALID',
  'BUREAU_UNAVAILABLE',
  'UNDER_DEBT_COUNSELLING',
]);

/**
 * Errors the client may read are passed on; anything else (a bug, a database fault) becomes a
 * generic message so no internals or personal data leak. The original is logged by the caller.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  production: boolean,
  logUnexpected: (error: unknown) => void = () => undefined,
  original?: unknown,
): GraphQLFormattedError {
  const code = formatted.extensions?.['code'];
  // A database error is never an answer, whatever code it was given: its text holds the values sent.
  if (typeof code === 'string' && PUBLIC_ERROR_CODES.has(code) && !findDatabaseError(original)) {
    if (!production) return formatted;
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  logUnexpected(original ?? formatted);
  return {
    message: 'Something went wrong on our side. Please try again.',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

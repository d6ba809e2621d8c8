// Identifiers that travel in requests: record ids (UUIDs) and idempotency keys. A malformed one
// can never name a record, so callers answer "not found" or the key's message instead of
// letting it reach the database.
import type { ValidationMessage } from './validator';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REQUEST_KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export const INVALID_REQUEST_KEY_MESSAGE = 'Invalid request key';
/** Ours: a record id (an `ID` argument) that is not a UUID can name no record. */
export const INVALID_ID_MESSAGE = 'Invalid id';

/** A record id as every subgraph makes them (UUID). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** An idempotency key: 8 to 64 letters, digits or dashes (a UUID from the browser fits). */
export function validateRequestKey(value: unknown): ValidationMessage {
  return typeof value === 'string' && REQUEST_KEY_PATTERN.test(value) ? undefined : INVALID_REQUEST_KEY_MESSAGE;
}

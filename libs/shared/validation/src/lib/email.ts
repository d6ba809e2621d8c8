import { isBlank } from './input';
import { EMAIL_MESSAGE } from './messages';
import type { ValidationMessage } from './validator';

// The WHATWG form rule (what <input type="email"> accepts) plus a dot in the domain, since a
// client's address needs a top-level domain. Each part is bounded, so long input stays fast.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const MAX_EMAIL_LENGTH = 254;

/** "Invalid email address"; an empty value passes (combine with `required`). */
export function validateEmail(value: unknown): ValidationMessage {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH) return EMAIL_MESSAGE;
  return EMAIL.test(value) ? undefined : EMAIL_MESSAGE;
}

// NIST SP 800-63B: a new password is at least 8 characters and not one that is commonly used or
// known breached; no composition rules. The list is @zxcvbn-ts/language-common's (about 49,000
// passwords, from breach corpora), loaded on first use so no bundle carries it until asked.
import { validatePassword } from './account';
import type { ValidationMessage } from './validator';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose another one.';

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** The list, lower-cased, loaded once. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));
  return commonPasswords;
}

/**
 * A password someone is choosing (sign-up, a new password): `validatePassword`'s length rule,
 * then not on the list, compared case-insensitively ("Password1" is as weak as "password1").
 * Like the format checks it passes an empty value: combine with `required`.
 */
export async function validateNewPassword(value: unknown): Promise<ValidationMessage> {
  const length = validatePassword(value);
  if (length || typeof value !== 'string' || value === '') return length;
  return (await loadCommonPasswords()).has(value.toLowerCase()) ? COMMON_PASSWORD_MESSAGE : undefined;
}

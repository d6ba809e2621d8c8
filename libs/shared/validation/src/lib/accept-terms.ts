import { ACCEPT_TERMS_AND_CONDITIONS_MESSAGE, ACCEPT_TERMS_MESSAGE, ACCEPT_TERMS_PROFILE_MESSAGE } from './messages';
import type { ValidationMessage } from './validator';

/** Where the tick box is; each place words the message its own way in the spec. */
export type AcceptTermsVariant = 'funeral' | 'profile' | 'credit-life' | 'clearance';

const MESSAGES: Readonly<Record<AcceptTermsVariant, string>> = {
  funeral: ACCEPT_TERMS_MESSAGE,
  profile: ACCEPT_TERMS_PROFILE_MESSAGE,
  'credit-life': ACCEPT_TERMS_AND_CONDITIONS_MESSAGE,
  clearance: ACCEPT_TERMS_AND_CONDITIONS_MESSAGE,
};

/**
 * Passes only when the terms were ticked (`true`). The message follows the variant:
 * funeral (the default) "Need to accept Ts and Cs to Continue", profile "You need to accept our
 * Ts & Cs to Continue", credit-life and clearance "You need to accept terms and conditions to
 * continue". An unknown variant gets the default.
 */
export function validateAcceptTerms(value: unknown, variant?: AcceptTermsVariant): ValidationMessage {
  if (value === true) return undefined;
  return typeof variant === 'string' && Object.hasOwn(MESSAGES, variant) ? MESSAGES[variant] : ACCEPT_TERMS_MESSAGE;
}

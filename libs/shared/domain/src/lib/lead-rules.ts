// The "Let us contact you" form (a lead, spec §7): its choices and rules, used by the contact
// panel (libs/shared/web) and run again by identity's createLead.
import {
  CODE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SELECT_ONE_MESSAGE,
  composeValidators,
  maxLength,
  required,
  validateCellphone,
  validateEmail,
  validateRequestKey,
  validateSelectOne,
  type ValidationRules,
  type Validator,
} from '@imali/shared/validation';

/** The spec's talkAbout options, in its order. */
export const TALK_ABOUT_OPTIONS = ['Debt Management', 'Credit Life Cover', 'Funeral Cover', 'Savings', 'Other'] as const;
export type TalkAbout = (typeof TALK_ABOUT_OPTIONS)[number];

/** What the inputs accept and the server stores (the shared maxima). */
export const LEAD_MAX_LENGTHS = {
  firstName: NAME_MAX_LENGTH,
  surname: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  message: FREE_TEXT_MAX_LENGTH,
  routing: CODE_MAX_LENGTH,
} as const;

const validateTalkAbout: Validator = (value) =>
  validateSelectOne(value) ?? (typeof value === 'string' && (TALK_ABOUT_OPTIONS as readonly string[]).includes(value) ? undefined : SELECT_ONE_MESSAGE);

/** Per field, for the form's fields (`composeValidators(...LEAD_RULES.x)`) and `collectErrors` on the server. */
export const LEAD_RULES = {
  firstName: [required, maxLength(LEAD_MAX_LENGTHS.firstName)],
  surname: [maxLength(LEAD_MAX_LENGTHS.surname)],
  cellNumber: [required, validateCellphone],
  email: [validateEmail, maxLength(LEAD_MAX_LENGTHS.email)],
  talkAbout: [validateTalkAbout],
  message: [maxLength(LEAD_MAX_LENGTHS.message)],
  routing: [maxLength(LEAD_MAX_LENGTHS.routing)],
  idempotencyKey: [required, validateRequestKey],
} as const satisfies ValidationRules;

/** One validator per form field. */
export const LEAD_FIELD_RULES: Readonly<Record<keyof typeof LEAD_RULES, Validator>> = Object.fromEntries(
  Object.entries(LEAD_RULES).map(([field, rules]) => [field, composeValidators(...rules)]),
) as Record<keyof typeof LEAD_RULES, Validator>;

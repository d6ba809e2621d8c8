// Rules the savings API needs besides section 5's (ours, docs/decisions/savings-api-rules.md):
// the metaData list, the request key, one Emergency Fund per client, the December payout date
// only on a December Fund.
import { atMostEntriesMessage, collectErrors, composeValidators, maxLength, required, validateNoNulCharacter, type FieldError, type Validator } from '@imali/shared/validation';
import { GOAL_DETAIL_VALUE_MAX_LENGTH } from './goal-details';

/** The most details a goal carries. */
export const META_DATA_MAX_ENTRIES = 20;
/** The longest detail key. */
export const META_DATA_KEY_MAX_LENGTH = 50;
/** The longest request key (idempotencyKey), as the platform's idempotency table takes. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** Ours: a second EMERGENCY goal (there is one Emergency Fund). */
export const EMERGENCY_EXISTS_MESSAGE = 'You already have an Emergency Fund';
/** Ours: a payout date on a goal that is not the December Fund. */
export const PAYOUT_DATE_TYPE_MESSAGE = 'Only a December Fund has a payout date';
/** Ours: a payout date outside December. */
export const PAYOUT_DATE_DECEMBER_MESSAGE = 'The payout date must be in December';

const keyText: Validator = composeValidators(required, (value) => (typeof value === 'string' ? undefined : 'This field is required'), maxLength(META_DATA_KEY_MAX_LENGTH), validateNoNulCharacter);
const valueText: Validator = composeValidators((value) => (typeof value === 'string' ? undefined : 'This field is required'), maxLength(GOAL_DETAIL_VALUE_MAX_LENGTH), validateNoNulCharacter);

/** metaData: at most 20 entries, each key 1 to 50 characters and value at most 200; fields "metaData", "metaData.{i}.key|value". */
export function metaDataErrors(metaData: unknown): FieldError[] {
  if (metaData === null || metaData === undefined) return [];
  if (!Array.isArray(metaData)) return [{ field: 'metaData', message: 'Enter the details as a list' }];
  if (metaData.length > META_DATA_MAX_ENTRIES) return [{ field: 'metaData', message: atMostEntriesMessage(META_DATA_MAX_ENTRIES) }];
  return metaData.flatMap((entry, index) =>
    collectErrors(entry ?? {}, { key: [keyText], value: [valueText] }).map((error) => ({ field: `metaData.${index}.${error.field}`, message: error.message })),
  );
}

/** The request key of a money mutation: required, at most 100 characters. */
export const validateIdempotencyKey: Validator = composeValidators(required, maxLength(IDEMPOTENCY_KEY_MAX_LENGTH), validateNoNulCharacter);

// Fields that are required only in some situations.
import { isBlank } from './input';
import { REQUIRED_FOR_NON_SOUTH_AFRICANS_MESSAGE, REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE } from './messages';
import { isSouthAfricanIdType } from './sa-id-number';
import type { ValidationMessage } from './validator';

/**
 * "Required for non-South Africans" when the ID type is another country's (zim_id, nam_id,
 * bot_id, oth_id, ...) and the value is empty, e.g. the passport expiry date.
 */
export function validateRequiredForNonSouthAfricans(value: unknown, idType: string | null | undefined): ValidationMessage {
  if (typeof idType !== 'string' || isSouthAfricanIdType(idType)) return undefined;
  return isBlank(value) ? REQUIRED_FOR_NON_SOUTH_AFRICANS_MESSAGE : undefined;
}

const NOT_OWN_ACCOUNT = new Set(['N', 'NO', 'FALSE']);

/** True when ownAccount says someone else pays: false, or N / No / false as text. */
export function isThirdPartyAccount(ownAccount: unknown): boolean {
  if (ownAccount === false) return true;
  return typeof ownAccount === 'string' && NOT_OWN_ACCOUNT.has(ownAccount.trim().toUpperCase());
}

/**
 * "Required for third party accounts" when someone other than the client pays (ownAccount is
 * false or N) and the value is empty: account holder name, contact number and ID number.
 */
export function validateRequiredForThirdPartyAccount(value: unknown, ownAccount: boolean | string | null | undefined): ValidationMessage {
  if (!isThirdPartyAccount(ownAccount)) return undefined;
  return isBlank(value) ? REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE : undefined;
}

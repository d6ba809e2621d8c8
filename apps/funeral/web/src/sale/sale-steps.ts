// What the two ways to buy (the purchase wizard and the chat-style sale) ask alike: the spec's
// step names (`data-step`, funeral.md §2 and §4) from the beneficiary to the sale, and their
// limits and defaults. Each flow adds its own steps around these.
import { QUOTE_MEMBER_LIMITS } from '@imali/funeral/domain';

/** beneficiarySpouse to completeSale, in the spec's order (both flows name them the same). */
export const BENEFICIARY_AND_PAYMENT_STEPS = [
  'beneficiarySpouse',
  'beneficiaryInfo',
  'ownAccount',
  'accountHolderInfo',
  'bankAccountInfo',
  'doMandateSent',
  'completeSale',
] as const;

/** The most children one policy covers (funeral.md §4: no "Add another" after the fifth). */
export const MAX_CHILDREN = QUOTE_MEMBER_LIMITS.CHILD;

/** funeral.md §9: the debit order day when none is chosen. */
export const DEFAULT_PAYMENT_DUE_DAY = 25;

/** accountHolderInfo's fields: someone else's account (SaleBankAccountInput's account holder part). */
export const ACCOUNT_HOLDER_FIELDS = ['accountHolderName', 'accountHolderContactNumber', 'accountHolderIdNumber', 'accountHolderEmail'] as const;

// Every message the validators return, in the spec's exact words (spec section 5 of each
// document). Screens, subgraphs and tests import these instead of retyping the text.

export const REQUIRED_MESSAGE = 'This field is required';
export const NUMBER_MESSAGE = 'This field needs to be a number like 123 or 123.45';
export const WHOLE_NUMBER_MESSAGE = 'Whole numbers only';
/** A rand amount is kept in whole cents. */
export const AT_MOST_TWO_DECIMALS_MESSAGE = 'Use at most two decimals, like 123.45';
export const GREATER_THAN_ZERO_MESSAGE = 'Must be greater than zero';
export const SELECT_ONE_MESSAGE = 'Select one';

export const EMAIL_MESSAGE = 'Invalid email address';
export const CELLPHONE_MESSAGE = 'Invalid cellphone number';

export const SA_ID_NUMBER_MESSAGE = 'Invalid ID number';
/** Ours: the spec locks ID type and number once set (§5.4) but shows no message for a change. */
export const ID_LOCKED_MESSAGE = 'Your ID number cannot be changed once it is set';
export const BIRTH_DATE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE = '"Birth Date" does not match ID Number';
export const REQUIRED_FOR_NON_SOUTH_AFRICANS_MESSAGE = 'Required for non-South Africans';
export const REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE = 'Required for third party accounts';
export const TAX_NUMBER_MESSAGE = 'Invalid Tax Number';

export const FUTURE_DATE_MESSAGE = 'Must be a future date';

/** Funeral quote and purchase wizards. */
export const ACCEPT_TERMS_MESSAGE = 'Need to accept Ts and Cs to Continue';
/** Profile and registration form. */
export const ACCEPT_TERMS_PROFILE_MESSAGE = 'You need to accept our Ts & Cs to Continue';
/** Credit life and clearance certificate wizards. */
export const ACCEPT_TERMS_AND_CONDITIONS_MESSAGE = 'You need to accept terms and conditions to continue';

/** Not in the spec (its account number rule is "not shown"); see docs/decisions/bank-account-number-length.md. */
export const BANK_ACCOUNT_NUMBER_MESSAGE = 'Account number must be 7 to 11 digits';

/** "Must be between X and Y" (fields such as the number of extended members). */
export function betweenMessage(min: number, max: number): string {
  return `Must be between ${min} and ${max}`;
}

/** Existing-user check on ID number blur during registration; provider names the company. */
export function alreadySignedUpMessage(provider: string): string {
  return `You have already signed up using this ID Number with another ${provider} account`;
}

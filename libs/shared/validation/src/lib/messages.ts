// Every message the validators return, in the spec's exact words (spec section 5 of each
// document). Screens, subgraphs and tests import these instead of retyping the text.

export const REQUIRED_MESSAGE = 'This field is required';
export const NUMBER_MESSAGE = 'This field needs to be a number like 123 or 123.45';
export const WHOLE_NUMBER_MESSAGE = 'Whole numbers only';
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

export const AGE_DOES_NOT_MATCH_DOB_MESSAGE = 'Age given does not match DOB';
export const AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE = 'Age given does not match ID number';
export const DOB_DOES_NOT_MATCH_AGE_MESSAGE = 'Your date of birth does not match age given';
export const ENTER_AGE_OR_ID_OR_DOB_MESSAGE = 'Enter either Age or ID or DOB';
export const ENTER_AGE_OR_BIRTH_DATE_MESSAGE = 'Enter either Age or Birth Date';

export const COVER_AMOUNT_MESSAGE = 'Cover Amount must be 10000, 20000, 30000, 40000, 50000 or 60000';
export const FUTURE_DATE_MESSAGE = 'Must be a future date';

/** Funeral quote and purchase wizards. */
export const ACCEPT_TERMS_MESSAGE = 'Need to accept Ts and Cs to Continue';
/** Profile and registration form. */
export const ACCEPT_TERMS_PROFILE_MESSAGE = 'You need to accept our Ts & Cs to Continue';
/** Credit life and clearance certificate wizards. */
export const ACCEPT_TERMS_AND_CONDITIONS_MESSAGE = 'You need to accept terms and conditions to continue';

/** Not in the spec (its account number rule is "not shown"); see docs/decisions/bank-account-number-length.md. */
export const BANK_ACCOUNT_NUMBER_MESSAGE = 'Account number must be 7 to 11 digits';

/** "Age must be between X and Y to be covered" (default range 18 to 60). */
export function ageBetweenToBeCoveredMessage(min: number, max: number): string {
  return `Age must be between ${min} and ${max} to be covered`;
}

/** "Age must be between X and Y, check age" (limits by member type). */
export function ageForMemberTypeMessage(min: number, max: number): string {
  return `Age must be between ${min} and ${max}, check age`;
}

/** "Age must be between 18 and 60" (policy holder, spouse and quick-quote age fields). */
export function ageRangeMessage(min: number, max: number): string {
  return `Age must be between ${min} and ${max}`;
}

/** "Must be between X and Y" (fields such as the number of extended members). */
export function betweenMessage(min: number, max: number): string {
  return `Must be between ${min} and ${max}`;
}

/** Existing-user check on ID number blur during registration; provider names the company. */
export function alreadySignedUpMessage(provider: string): string {
  return `You have already signed up using this ID Number with another ${provider} account`;
}

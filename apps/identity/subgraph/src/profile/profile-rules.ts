import { ID_TYPES } from '@imali/shared/domain';
import {
  ACCEPT_TERMS_PROFILE_MESSAGE,
  MONTHLY_INCOME_MESSAGE,
  REQUIRED_MESSAGE,
  SELECT_ONE_MESSAGE,
  alreadySignedUpMessage,
  isSouthAfricanIdType,
  required,
  validateBirthDateMatchesIdNumber,
  validateCellphone,
  validateEmail,
  validateFutureDate,
  validateMonthlyIncome,
  validateSaIdNumber,
  validateTaxNumber,
  CELL_NUMBERS_MAX_COUNT,
  ID_DOCUMENT_NUMBER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  maxItems,
  maxLength,
  validateCalendarDate,
  type FieldError,
} from '@imali/shared/validation';
import type { UpdateClientInput } from './update-client.input';

/** One list for identity and funeral (@imali/shared/domain); re-exported for older imports. */
export { ID_TYPES };
export { ID_LOCKED_MESSAGE } from '@imali/shared/validation';
export const PROVIDER = 'Imali';
export const ID_TAKEN_MESSAGE = alreadySignedUpMessage(PROVIDER);
export const INCOME_MESSAGE = MONTHLY_INCOME_MESSAGE;

/** What the profile will be after the update: stored values with the input laid over them. */
export interface ProfileState {
  firstNames: string | null;
  idType: string | null;
  idNumber: string | null;
  birthDate: string | null;
  cellNumber: string | null;
  email: string | null;
  passportExpiresDate: string | null;
  acceptedTerms: boolean;
}

const GENDERS = ['MALE', 'FEMALE'];

const has = (input: object, key: string) => Object.prototype.hasOwnProperty.call(input, key) && (input as Record<string, unknown>)[key] !== undefined;

/**
 * Profile rules of spec §5.4, the same functions the form uses. Only fields present in the input
 * are checked, except that accepting the terms (finishing registration) needs the required ones.
 */
export function profileErrors(input: UpdateClientInput, next: ProfileState, today = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => {
    if (message && !errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  if (has(input, 'firstNames')) add('firstNames', required(input.firstNames) ?? maxLength(NAME_MAX_LENGTH)(input.firstNames));
  add('surname', maxLength(NAME_MAX_LENGTH)(input.surname));
  add('nickName', maxLength(NAME_MAX_LENGTH)(input.nickName));
  add('title', maxLength(TITLE_MAX_LENGTH)(input.title));
  if (input.gender) add('gender', GENDERS.includes(input.gender.trim().toUpperCase()) ? undefined : SELECT_ONE_MESSAGE);
  if (has(input, 'idType') && input.idType && !ID_TYPES.includes(input.idType as (typeof ID_TYPES)[number])) add('idType', SELECT_ONE_MESSAGE);
  if (has(input, 'idNumber')) add('idNumber', required(input.idNumber) ?? maxLength(ID_DOCUMENT_NUMBER_MAX_LENGTH)(input.idNumber) ?? validateSaIdNumber(input.idNumber, next.idType, today));
  // Every number is checked (the first is the mobile number the OTP goes to), and at most five.
  if (has(input, 'cellNumbers')) {
    add('cellNumbers', required(input.cellNumbers?.[0]) ?? maxItems(CELL_NUMBERS_MAX_COUNT)(input.cellNumbers) ?? (input.cellNumbers ?? []).map((cell) => validateCellphone(cell)).find(Boolean));
  }
  if (has(input, 'email')) add('email', validateEmail(input.email));
  add('birthDate', validateCalendarDate(input.birthDate));
  add('passportExpiresDate', validateCalendarDate(input.passportExpiresDate));
  if (has(input, 'birthDate') && input.birthDate && next.idNumber && isSouthAfricanIdType(next.idType)) {
    add('birthDate', validateBirthDateMatchesIdNumber(input.birthDate, next.idNumber));
  }
  if (has(input, 'passportExpiresDate') && input.passportExpiresDate && !isSouthAfricanIdType(next.idType)) {
    add('passportExpiresDate', validateFutureDate(input.passportExpiresDate, today));
  }
  // Spec (savings §5, "Income field on the profile update form"): "A required-style and a numeric
  // check". Named in an update, it cannot be null (that would clear it); the registration form
  // leaves it out when blank, and an update that does not name it leaves it alone.
  if (has(input, 'income')) add('income', required(input.income) ?? validateMonthlyIncome(input.income));
  // Spec (savings §5): "Tax number is required and uses a tax-number check". Named in an update, it
  // cannot be blank or null (that would clear it); an update that does not name it leaves it alone.
  if (has(input, 'taxNumber')) add('taxNumber', required(input.taxNumber) ?? validateTaxNumber(input.taxNumber));
  if (has(input, 'acceptedTerms')) {
    if (input.acceptedTerms !== true) add('acceptedTerms', ACCEPT_TERMS_PROFILE_MESSAGE);
    else {
      // Finishing registration: the required fields of the profile form must be there.
      if (!next.firstNames?.trim()) add('firstNames', REQUIRED_MESSAGE);
      if (!next.idNumber) add('idNumber', REQUIRED_MESSAGE);
      if (!next.cellNumber) add('cellNumbers', REQUIRED_MESSAGE);
    }
  }
  return errors;
}

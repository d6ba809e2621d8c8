import { bankByBranchCode } from './bank-list';
import {
  ID_DOCUMENT_NUMBER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE,
  SHORT_TEXT_MAX_LENGTH,
  isThirdPartyAccount,
  maxLength,
  required,
  validateBankAccountNumber,
  validateCellphone,
  validateEmail,
  validateSaIdNumber,
  type FieldError,
  validateRequestKey,
} from '@imali/shared/validation';
/** A bank account as a form or a sale sends it. */
export interface BankAccountFields {
  branchCode?: string | null;
  bankName?: string | null;
  accountNo?: string | null;
  ownAccount?: boolean | null;
  accountHolderName?: string | null;
  accountHolderContactNumber?: string | null;
  accountHolderEmail?: string | null;
  accountHolderIdNumber?: string | null;
  idempotencyKey?: string | null;
}

export const SELECT_BANK_MESSAGE = 'Select your bank';

/** The add-bank-account dialog's rules, run again on the server. */
export function bankAccountErrors(input: BankAccountFields): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => message && errors.push({ field, message });
  add('branchCode', required(input.branchCode) ?? (bankByBranchCode(input.branchCode, input.bankName) ? undefined : SELECT_BANK_MESSAGE));
  add('bankName', maxLength(SHORT_TEXT_MAX_LENGTH)(input.bankName));
  add('accountNo', required(input.accountNo) ?? validateBankAccountNumber(input.accountNo));
  // The holder's details are required for someone else's account; whatever is sent is checked either way.
  const thirdParty = isThirdPartyAccount(input.ownAccount ?? true);
  const missing = (value: unknown) => (thirdParty && required(value) ? REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE : undefined);
  add('accountHolderName', missing(input.accountHolderName) ?? maxLength(NAME_MAX_LENGTH)(input.accountHolderName));
  add('accountHolderContactNumber', missing(input.accountHolderContactNumber) ?? validateCellphone(input.accountHolderContactNumber));
  add(
    'accountHolderIdNumber',
    missing(input.accountHolderIdNumber) ?? maxLength(ID_DOCUMENT_NUMBER_MAX_LENGTH)(input.accountHolderIdNumber) ?? (thirdParty ? validateSaIdNumber(input.accountHolderIdNumber) : undefined),
  );
  add('accountHolderEmail', validateEmail(input.accountHolderEmail));
  if (input.idempotencyKey) add('idempotencyKey', validateRequestKey(input.idempotencyKey));
  return errors;
}

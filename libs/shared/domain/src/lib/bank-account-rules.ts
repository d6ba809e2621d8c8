import { bankByBranchCode } from './bank-list';
import { REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE, isThirdPartyAccount, required, validateBankAccountNumber, validateCellphone, validateEmail, validateSaIdNumber, type FieldError, validateRequestKey } from '@imali/shared/validation';
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
  add('accountNo', required(input.accountNo) ?? validateBankAccountNumber(input.accountNo));
  if (isThirdPartyAccount(input.ownAccount ?? true)) {
    add('accountHolderName', required(input.accountHolderName) && REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE);
    add('accountHolderContactNumber', required(input.accountHolderContactNumber) ? REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE : validateCellphone(input.accountHolderContactNumber));
    add('accountHolderIdNumber', required(input.accountHolderIdNumber) ? REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE : validateSaIdNumber(input.accountHolderIdNumber));
  }
  add('accountHolderEmail', validateEmail(input.accountHolderEmail));
  if (input.idempotencyKey) add('idempotencyKey', validateRequestKey(input.idempotencyKey));
  return errors;
}

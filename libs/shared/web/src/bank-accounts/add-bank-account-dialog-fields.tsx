import { useField } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ReadOnlyField } from '@imali/shared/ui';
import { BANKS, DEFAULT_BANK_NAME, bankByBranchCode, bankByName, type Bank } from '@imali/shared/domain';
import {
  BANK_ACCOUNT_NUMBER_MAX_LENGTH,
  CELL_NUMBER_MAX_LENGTH,
  ID_NUMBER_MAX_LENGTH,
  composeValidators,
  required,
  usingField,
  validateBankAccountNumber,
  validateCellphone,
  validateEmail,
  validateRequiredForThirdPartyAccount,
  validateSaIdNumber,
  type Validator,
  NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from '@imali/shared/validation';
import type { BankAccountInput, SharedCreateBankAccountMutation } from '../gql/graphql';

/** A bank account as the add dialog hands it to its caller (SharedCreateBankAccount's answer). */
export type SharedBankAccount = SharedCreateBankAccountMutation['createBankAccount'];
import { CheckboxField } from '../forms/checkbox-field';
import { errorMessage, fieldErrors } from '../feedback/errors';
import { textOrNull } from '../forms/form-values';
import { InputField } from '../forms/input-field';
import { SelectField } from '../forms/select-field';

/** The server's message for a branch code that names no bank (apps/identity bank-account-rules.ts). */
export const SELECT_BANK_MESSAGE = 'Select your bank';

/**
 * The bank account form as final-form holds it. The bank is kept by its stable id, not its
 * branch code: Bidvest Bank and Old Mutual share 462005 (docs/decisions/shared-universal-branch-code.md).
 */
export interface BankAccountFormValues {
  bankId: string;
  accountNo?: string;
  ownAccount: boolean;
  accountHolderName?: string;
  accountHolderContactNumber?: string;
  accountHolderIdNumber?: string;
  accountHolderEmail?: string;
}

/** The form's own field names (server field errors for anything else join the form error). */
export const BANK_ACCOUNT_FORM_FIELDS = [
  'bankId',
  'accountNo',
  'accountHolderName',
  'accountHolderContactNumber',
  'accountHolderIdNumber',
  'accountHolderEmail',
] as const;

/** Server field → form field: the branch code and bank name both come from the bank select. */
const SERVER_FIELD_RENAME: Readonly<Record<string, string>> = { branchCode: 'bankId', bankName: 'bankId' };

export const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank.id, label: bank.label }));

/** The bank of a form value (its id). */
export function bankById(id: unknown): Bank | undefined {
  return typeof id === 'string' ? BANKS.find((bank) => bank.id === id) : undefined;
}

/** 'Capitec Bank' (spec section 9: the default bank name when none is stored). */
export const DEFAULT_BANK_ID = bankByName(DEFAULT_BANK_NAME)?.id ?? BANKS[0].id;

/**
 * Initial form values: empty with the default bank for a new account, or an existing account's
 * values. A stored bank the list does not know gives an empty choice rather than a silent change.
 */
export function bankAccountFormValues(account?: Partial<SharedBankAccount> | null, ownAccount = true): BankAccountFormValues {
  if (!account) return { bankId: DEFAULT_BANK_ID, accountNo: '', ownAccount };
  const bank = bankByBranchCode(account.branchCode, account.bankName) ?? bankByName(account.bankName);
  return {
    bankId: bank?.id ?? '',
    accountNo: account.accountNo ?? '',
    ownAccount: account.ownAccount ?? ownAccount,
    accountHolderName: account.accountHolderName ?? '',
    accountHolderContactNumber: account.accountHolderContactNumber ?? '',
    accountHolderIdNumber: account.accountHolderIdNumber ?? '',
    accountHolderEmail: account.accountHolderEmail ?? '',
  };
}

/** The mutation input for the form values; the account holder fields only for a third-party account. */
export function toBankAccountInput(values: BankAccountFormValues): BankAccountInput {
  const bank = bankById(values.bankId);
  const ownAccount = values.ownAccount !== false;
  return {
    branchCode: bank?.branchCode ?? '',
    bankName: bank?.label ?? null,
    accountNo: (values.accountNo ?? '').trim(),
    ownAccount,
    accountHolderName: ownAccount ? null : textOrNull(values.accountHolderName),
    accountHolderContactNumber: ownAccount ? null : textOrNull(values.accountHolderContactNumber),
    accountHolderEmail: ownAccount ? null : textOrNull(values.accountHolderEmail),
    accountHolderIdNumber: ownAccount ? null : textOrNull(values.accountHolderIdNumber),
  };
}

/**
 * final-form submission errors for a failed create or update: each server field message beside
 * its field; the server's message (or the transport text) as the form error when no field of
 * the form took a message, plus any messages for fields the form does not have.
 */
export function bankAccountSubmissionErrors(error: unknown): SubmissionErrors {
  const errors: Record<string, string> = {};
  const others: string[] = [];
  for (const [serverField, message] of Object.entries(fieldErrors(error))) {
    const field = SERVER_FIELD_RENAME[serverField] ?? serverField;
    if ((BANK_ACCOUNT_FORM_FIELDS as readonly string[]).includes(field)) errors[field] ??= message;
    else others.push(message);
  }
  if (Object.keys(errors).length === 0 || others.length) errors[FORM_ERROR] = others.length ? others.join(' ') : errorMessage(error);
  return errors;
}

const validateBank: Validator = (value) => (bankById(value) ? undefined : SELECT_BANK_MESSAGE);
const validateAccountNo = composeValidators(required, validateBankAccountNumber);
const requiredForThirdParty = usingField<boolean>('ownAccount', validateRequiredForThirdPartyAccount);
const validateHolderName = requiredForThirdParty;
const validateHolderContact = composeValidators(requiredForThirdParty, validateCellphone);
const validateHolderIdNumber = composeValidators(requiredForThirdParty, (value) => validateSaIdNumber(value));
const validateHolderEmail = validateEmail;

/** The branch code of the chosen bank: filled in, never typed. */
function BranchCode() {
  const { input } = useField<string>('bankId', { subscription: { value: true } });
  return <ReadOnlyField label="Branch code" value={bankById(input.value)?.branchCode ?? ''} />;
}

export interface BankAccountFieldsProps {
  /** Shows "This account is in my name"; unticked, the account holder's details are asked for. */
  askOwnAccount?: boolean;
  /** Adds an empty "Select your bank" choice (for a stored bank the list does not know). */
  bankPlaceholder?: boolean;
}

/**
 * The bank account fields (spec: branchCode and accountNo, plus the account holder for a
 * third-party account), for use inside a react-final-form form holding BankAccountFormValues.
 * Shared by the add dialog and the shell's edit form, so both apply the same rules.
 */
export function BankAccountFields({ askOwnAccount = false, bankPlaceholder = false }: BankAccountFieldsProps) {
  const { input: ownAccount } = useField<boolean>('ownAccount', { subscription: { value: true } });
  const thirdParty = ownAccount.value === false;
  return (
    <>
      <SelectField name="bankId" label="Bank" options={BANK_OPTIONS} validate={validateBank} placeholder={bankPlaceholder ? SELECT_BANK_MESSAGE : undefined} />
      <BranchCode />
      <InputField
        name="accountNo"
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={BANK_ACCOUNT_NUMBER_MAX_LENGTH}
        validate={validateAccountNo}
      />
      {askOwnAccount ? <CheckboxField name="ownAccount" label="This account is in my name" /> : null}
      {thirdParty ? (
        <fieldset className="bank-account-holder">
          <legend className="field__label">
            Account holder
          </legend>
          <InputField name="accountHolderName" label="Account holder name" autoComplete="off" maxLength={NAME_MAX_LENGTH} validate={validateHolderName} />
          <InputField
            name="accountHolderContactNumber"
            label="Account holder contact number"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={CELL_NUMBER_MAX_LENGTH}
            validate={validateHolderContact}
          />
          <InputField
            name="accountHolderIdNumber"
            label="Account holder ID number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={ID_NUMBER_MAX_LENGTH}
            validate={validateHolderIdNumber}
          />
          <InputField name="accountHolderEmail" label="Account holder email (optional)" type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} validate={validateHolderEmail} />
        </fieldset>
      ) : null}
    </>
  );
}

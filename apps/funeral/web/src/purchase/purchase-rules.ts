// The purchase forms' validators: the funeral domain's sale rules (one rule set with the
// subgraph's createSalesInteractionPolicyWithMembers) as final-form record validators. Nothing
// here decides what is valid; it only renames fields and picks the step's own.
import { saleBankAccountErrors, saleBeneficiaryErrors, saleFuneralErrors, saleMemberErrors } from '@imali/funeral/domain';
import { bankById } from '@imali/shared/web';
import { required, type FieldError } from '@imali/shared/validation';
import {
  toSaleMember,
  typedNumber,
  type AccountHolderFormValues,
  type BankFormValues,
  type BeneficiaryFormValues,
  type MemberFormValues,
  type MemberType,
} from './purchase-values';

export type FormErrors = Record<string, string>;

/** Rule field names that differ from the forms' (one cell number field for the list). */
const RENAME: Readonly<Record<string, string>> = { cellNumbers: 'cellNumber', branchCode: 'bankId', bankName: 'bankId' };

/**
 * A rule set's FieldError[] as final-form's errors object (form field → first message). With
 * `only`, messages for other fields are left out (another step asks them).
 */
export function toFormErrors(errors: readonly FieldError[], only?: readonly string[]): FormErrors {
  const result: FormErrors = {};
  for (const error of errors) {
    const field = RENAME[error.field] ?? error.field;
    if (only && !only.includes(field)) continue;
    if (!(field in result)) result[field] = error.message;
  }
  return result;
}

/** A member step's validator: saleMemberErrors for the WIZARD channel on `today`. */
export function memberValidator(memberType: MemberType, today?: Date): (values: MemberFormValues) => FormErrors {
  return (values) => toFormErrors(saleMemberErrors(toSaleMember(memberType, values), 'WIZARD', today));
}

/** beneficiaryInfo: saleBeneficiaryErrors (names and cell number required; e-mail, cell and ID checked). */
export function beneficiaryValidator(today?: Date): (values: BeneficiaryFormValues) => FormErrors {
  return (values) => {
    const idNumber = values.idNumber?.trim() || null;
    const cell = values.cellNumber?.trim();
    return toFormErrors(
      saleBeneficiaryErrors(
        { firstNames: values.firstNames, surname: values.surname, cellNumbers: cell ? [cell] : [], email: values.email?.trim() || null, idType: idNumber ? values.idType : null, idNumber },
        today,
      ),
    );
  };
}

const ACCOUNT_HOLDER_FIELDS = ['accountHolderName', 'accountHolderContactNumber', 'accountHolderIdNumber', 'accountHolderEmail'] as const;

/** accountHolderInfo: the bank account rules for someone else's account, the holder's fields only. */
export function validateAccountHolder(values: AccountHolderFormValues): FormErrors {
  const bankAccount = {
    ownAccount: false,
    accountHolderName: values.accountHolderName?.trim() || null,
    accountHolderContactNumber: values.accountHolderContactNumber?.trim() || null,
    accountHolderIdNumber: values.accountHolderIdNumber?.trim() || null,
    accountHolderEmail: values.accountHolderEmail?.trim() || null,
  };
  return toFormErrors(saleBankAccountErrors(bankAccount), ACCOUNT_HOLDER_FIELDS);
}

/**
 * bankAccountInfo: bank and account number (the shared BankAccountFields' own rules, the same
 * bankAccountErrors the server runs) and the debit order day: required (section 5), then the
 * sale's rule ("Choose a day from 1 to 31").
 */
export function validateBankStep(values: BankFormValues): FormErrors {
  const bank = bankById(values.bankId);
  const errors = toFormErrors(saleBankAccountErrors({ branchCode: bank?.branchCode ?? '', bankName: bank?.label ?? null, accountNo: values.accountNo?.trim() ?? '', ownAccount: true }), [
    'bankId',
    'accountNo',
  ]);
  const dayRequired = required(values.paymentDueDay?.trim());
  const dayErrors = dayRequired
    ? { paymentDueDay: dayRequired }
    : toFormErrors(saleFuneralErrors({ paymentDueDay: typedNumber(values.paymentDueDay) }), ['paymentDueDay']);
  return { ...errors, ...dayErrors };
}

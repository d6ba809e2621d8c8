// The purchase forms' validators: the funeral domain's sale rules (one rule set with the
// subgraph's createSalesInteractionPolicyWithMembers) as final-form record validators. Nothing
// here decides what is valid; it only renames fields and picks the step's own.
import { saleBankAccountErrors, saleFuneralErrors, saleMemberErrors } from '@imali/funeral/domain';
import { bankById, toFinalFormErrors, typedNumber } from '@imali/shared/web';
import { required, type FieldError } from '@imali/shared/validation';
import { toSaleMember, type BankFormValues, type MemberFormValues, type MemberType } from './purchase-values';

export type FormErrors = Record<string, string>;

/** Rule field names that differ from the forms' (one cell number field for the list). */
const RENAME: Readonly<Record<string, string>> = { cellNumbers: 'cellNumber', branchCode: 'bankId', bankName: 'bankId' };

/** A rule set's messages for the wizard's fields; with `only`, other fields' are left out (another step asks them). */
const toFormErrors = (errors: readonly FieldError[], only?: readonly string[]): FormErrors => toFinalFormErrors(errors, { rename: RENAME, only });

/** A member step's validator: saleMemberErrors for the WIZARD channel on `today`. */
export function memberValidator(memberType: MemberType, today?: Date): (values: MemberFormValues) => FormErrors {
  return (values) => toFormErrors(saleMemberErrors(toSaleMember(memberType, values), 'WIZARD', today));
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
    : toFormErrors(saleFuneralErrors({ paymentDueDay: typedNumber(values.paymentDueDay) as number | null }), ['paymentDueDay']);
  return { ...errors, ...dayErrors };
}

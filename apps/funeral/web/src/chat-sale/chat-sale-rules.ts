// The chat's questions validated by the one shared rule set (@imali/funeral/domain sale rules,
// chat variant): each rule's FieldError[] becomes final-form's errors object for the question's
// own fields. Nothing here decides what is valid.
import { normaliseIdNumber, saleBankAccountErrors, saleBeneficiaryErrors, saleFuneralErrors, saleMemberErrors } from '@imali/funeral/domain';
import { required, type FieldError } from '@imali/shared/validation';
import {
  CHAT_PAYMENT_METHOD,
  saIdNumber,
  toSaleMemberFields,
  typedNumber,
  type ChatBeneficiaryValues,
  type ChatMemberType,
  type ChatMemberValues,
} from './chat-sale-state';

export type FormErrors = Record<string, string>;

/** The first message of each of `fields` (rule names renamed to form names); others are left out. */
export function toFormErrors(errors: readonly FieldError[], fields: readonly string[], rename: Readonly<Record<string, string>> = {}): FormErrors {
  const result: FormErrors = {};
  for (const error of errors) {
    const field = rename[error.field] ?? error.field;
    if (fields.includes(field)) result[field] ??= error.message;
  }
  return result;
}

export const MEMBER_FIELDS = ['firstNames', 'surname', 'idType', 'idNumber', 'ageAtSignup', 'dateOfBirth', 'cellNumber', 'email', 'gender'] as const;
const MEMBER_RENAME = { cellNumbers: 'cellNumber' };

/**
 * A covered life's question (saleMemberErrors, channel CHAT: spouse e-mail and child DOB
 * required). The policy holder's gender is asked when no South African ID number gives it: the
 * quote shown before the sale needs it (getPolicyQuote's own rule).
 */
export function validateChatMember(memberType: ChatMemberType, values: Partial<ChatMemberValues>, { income, today }: { income?: number | null; today?: Date } = {}): FormErrors {
  const errors = toFormErrors(saleMemberErrors(toSaleMemberFields(memberType, values, income), 'CHAT', today), MEMBER_FIELDS, MEMBER_RENAME);
  if (memberType === 'POLICY_HOLDER' && !saIdNumber({ idType: values.idType ?? '', idNumber: values.idNumber ?? '' }, today)) {
    const message = required(values.gender);
    if (message) errors['gender'] ??= message;
  }
  return errors;
}

/** Monthly income: the policy holder's income rule (required, a number, at most 6 digits). */
export function validateIncome(values: { income?: string }, today?: Date): FormErrors {
  return toFormErrors(saleMemberErrors({ memberType: 'POLICY_HOLDER', income: typedNumber(values.income) as number | null }, 'CHAT', today), ['income']);
}

export const BENEFICIARY_FIELDS = ['firstNames', 'surname', 'cellNumber', 'email', 'idNumber'] as const;

export function validateBeneficiary(values: Partial<ChatBeneficiaryValues>, today?: Date): FormErrors {
  const idNumber = normaliseIdNumber(values.idNumber);
  const cell = values.cellNumber?.trim();
  return toFormErrors(
    saleBeneficiaryErrors(
      { isSpouse: false, firstNames: values.firstNames, surname: values.surname, cellNumbers: cell ? [cell] : [], email: values.email?.trim() || null, idNumber, idType: idNumber ? 'rsa_id' : null },
      today,
    ),
    BENEFICIARY_FIELDS,
    MEMBER_RENAME,
  );
}

export const ACCOUNT_HOLDER_FIELDS = ['accountHolderName', 'accountHolderContactNumber', 'accountHolderIdNumber', 'accountHolderEmail'] as const;

export interface AccountHolderValues {
  accountHolderName?: string;
  accountHolderContactNumber?: string;
  accountHolderIdNumber?: string;
  accountHolderEmail?: string;
}

/** Someone else's account: the bank account rule's account holder part. */
export function validateAccountHolder(values: AccountHolderValues): FormErrors {
  return toFormErrors(
    saleBankAccountErrors({
      ownAccount: false,
      accountHolderName: values.accountHolderName?.trim() || null,
      accountHolderContactNumber: values.accountHolderContactNumber?.trim() || null,
      accountHolderIdNumber: normaliseIdNumber(values.accountHolderIdNumber),
      accountHolderEmail: values.accountHolderEmail?.trim() || null,
    }),
    ACCOUNT_HOLDER_FIELDS,
  );
}

/** The debit order day: the sale's rule (a whole day from 1 to 31). */
export function validatePaymentDueDay(day: string | undefined, coverAmount: number): FormErrors {
  return toFormErrors(saleFuneralErrors({ coverAmount, paymentMethod: CHAT_PAYMENT_METHOD, paymentDueDay: typedNumber(day) as number | null }), ['paymentDueDay']);
}

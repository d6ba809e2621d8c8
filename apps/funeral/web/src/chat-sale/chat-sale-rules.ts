// The chat's questions validated by the one shared rule set (@imali/funeral/domain sale rules,
// chat variant): each rule's FieldError[] becomes final-form's errors object for the question's
// own fields. Nothing here decides what is valid.
import { saleFuneralErrors, saleMemberErrors } from '@imali/funeral/domain';
import { required } from '@imali/shared/validation';
import { toFinalFormErrors, typedNumber } from '@imali/shared/web';
import { CHAT_PAYMENT_METHOD, saIdNumber, toSaleMemberFields, type ChatMemberType, type ChatMemberValues } from './chat-sale-state';

export type FormErrors = Record<string, string>;

export const MEMBER_FIELDS = ['firstNames', 'surname', 'idType', 'idNumber', 'ageAtSignup', 'dateOfBirth', 'cellNumber', 'email', 'gender'] as const;
const MEMBER_RENAME = { cellNumbers: 'cellNumber' };

/**
 * A covered life's question (saleMemberErrors, channel CHAT: spouse e-mail and child DOB
 * required). The policy holder's gender is asked when no South African ID number gives it: the
 * quote shown before the sale needs it (getPolicyQuote's own rule).
 */
export function validateChatMember(memberType: ChatMemberType, values: Partial<ChatMemberValues>, { income, today }: { income?: number | null; today?: Date } = {}): FormErrors {
  const errors = toFinalFormErrors(saleMemberErrors(toSaleMemberFields(memberType, values, income), 'CHAT', today), { only: MEMBER_FIELDS, rename: MEMBER_RENAME });
  if (memberType === 'POLICY_HOLDER' && !saIdNumber({ idType: values.idType ?? '', idNumber: values.idNumber ?? '' }, today)) {
    const message = required(values.gender);
    if (message) errors['gender'] ??= message;
  }
  return errors;
}

/** Monthly income: the policy holder's income rule (required, a number, at most 6 digits). */
export function validateIncome(values: { income?: string }, today?: Date): FormErrors {
  return toFinalFormErrors(saleMemberErrors({ memberType: 'POLICY_HOLDER', income: typedNumber(values.income) as number | null }, 'CHAT', today), { only: ['income'] });
}

/** The debit order day: the sale's rule (a whole day from 1 to 31). */
export function validatePaymentDueDay(day: string | undefined, coverAmount: number): FormErrors {
  return toFinalFormErrors(saleFuneralErrors({ coverAmount, paymentMethod: CHAT_PAYMENT_METHOD, paymentDueDay: typedNumber(day) as number | null }), { only: ['paymentDueDay'] });
}

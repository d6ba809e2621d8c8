// The chat's questions validated by the one shared rule set (@imali/funeral/domain sale rules,
// chat variant): each rule's FieldError[] becomes final-form's errors object for the question's
// own fields. Nothing here decides what is valid.
import { normaliseIdNumber, saleBeneficiaryErrors, saleFuneralErrors, saleMemberErrors } from '@imali/funeral/domain';
import { DEFAULT_ID_TYPE } from '@imali/shared/domain';
import { required } from '@imali/shared/validation';
import { textOrNull, toFinalFormErrors, typedNumber } from '@imali/shared/web';
import { validateAccountHolder as validateSharedAccountHolder, type AccountHolderValues } from '../sale/sale-rules';
import { CHAT_PAYMENT_METHOD, saIdNumber, toSaleMemberFields, type ChatBeneficiaryValues, type ChatMemberType, type ChatMemberValues } from './chat-sale-state';

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

export const BENEFICIARY_FIELDS = ['firstNames', 'surname', 'cellNumber', 'email', 'idNumber'] as const;

export function validateBeneficiary(values: Partial<ChatBeneficiaryValues>, today?: Date): FormErrors {
  const idNumber = normaliseIdNumber(values.idNumber);
  const cell = values.cellNumber?.trim();
  return toFinalFormErrors(
    saleBeneficiaryErrors(
      { isSpouse: false, firstNames: values.firstNames, surname: values.surname, cellNumbers: cell ? [cell] : [], email: textOrNull(values.email), idNumber, idType: idNumber ? DEFAULT_ID_TYPE : null },
      today,
    ),
    { only: BENEFICIARY_FIELDS, rename: MEMBER_RENAME },
  );
}

export type { AccountHolderValues } from '../sale/sale-rules';

/** Someone else's account: the rule both ways to buy share, the ID number read as the chat sends it (spaces dropped). */
export const validateAccountHolder = (values: AccountHolderValues): FormErrors => validateSharedAccountHolder(values, normaliseIdNumber);

/** The debit order day: the sale's rule (a whole day from 1 to 31). */
export function validatePaymentDueDay(day: string | undefined, coverAmount: number): FormErrors {
  return toFinalFormErrors(saleFuneralErrors({ coverAmount, paymentMethod: CHAT_PAYMENT_METHOD, paymentDueDay: typedNumber(day) as number | null }), { only: ['paymentDueDay'] });
}

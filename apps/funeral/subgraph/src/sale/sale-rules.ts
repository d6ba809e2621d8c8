import {
  isSouthAfricanIdType,
  required,
  validateAgeForMemberType,
  validateCellphone,
  validateCoverAmount,
  validateEmail,
  validateSaIdNumber,
  type FieldError,
} from '@imali/shared/validation';
import { bankAccountErrors } from '@imali/shared/domain';
import type { FuneralSaleInput, SaleBankAccountInput, SaleBeneficiaryInput, SaleMemberInput } from './sale.input';

export const PAYMENT_METHODS = ['DEBI_CHECK', 'NAEDO'] as const;
const MEMBER_TYPES = ['POLICY_HOLDER', 'SPOUSE', 'CHILD', 'PARENT', 'EXTENDED'];

/** The purchase wizard's field rules (funeral.md section 5), run again on the server. */
export function saleErrors(funeral: FuneralSaleInput, members: SaleMemberInput[], beneficiary: SaleBeneficiaryInput, bankAccount: SaleBankAccountInput): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => message && errors.push({ field, message });
  add('funeral.coverAmount', validateCoverAmount(funeral.coverAmount));
  add('funeral.paymentDueDay', Number.isInteger(funeral.paymentDueDay) && funeral.paymentDueDay >= 1 && funeral.paymentDueDay <= 31 ? undefined : 'Choose a day from 1 to 31');
  add('funeral.paymentMethod', (PAYMENT_METHODS as readonly string[]).includes(funeral.paymentMethod) ? undefined : 'Select one');

  if (members[0]?.memberType !== 'POLICY_HOLDER') add('members.0.memberType', 'The first member must be the policy holder');
  members.forEach((member, index) => {
    const at = (field: string) => `members.${index}.${field}`;
    add(at('memberType'), MEMBER_TYPES.includes(member.memberType) ? undefined : 'Select one');
    add(at('firstNames'), required(member.firstNames));
    add(at('surname'), required(member.surname));
    if (member.ageAtSignup !== null && member.ageAtSignup !== undefined && MEMBER_TYPES.includes(member.memberType)) {
      add(at('ageAtSignup'), validateAgeForMemberType(member.memberType as never)(member.ageAtSignup));
    } else if (member.memberType !== 'PARENT' && !member.idNumber && !member.dateOfBirth) {
      add(at('ageAtSignup'), required(member.ageAtSignup));
    }
    if (member.idNumber) add(at('idNumber'), validateSaIdNumber(member.idNumber, member.idType));
    if (member.cellNumbers?.[0]) add(at('cellNumbers'), validateCellphone(member.cellNumbers[0]));
    add(at('email'), validateEmail(member.email));
    if (member.memberType === 'POLICY_HOLDER') {
      add(at('idNumber'), required(member.idNumber) ?? (isSouthAfricanIdType(member.idType) ? validateSaIdNumber(member.idNumber, member.idType) : undefined));
      add(at('cellNumbers'), required(member.cellNumbers?.[0]));
      add(at('email'), required(member.email));
    }
    if (member.memberType === 'EXTENDED' || member.memberType === 'PARENT') {
      add(at('gender'), member.memberType === 'EXTENDED' ? required(member.gender) : undefined);
      add(at('relationship'), member.memberType === 'EXTENDED' ? required(member.relationship) : undefined);
    }
  });

  add('beneficiary.firstNames', required(beneficiary.firstNames));
  add('beneficiary.surname', required(beneficiary.surname));
  add('beneficiary.cellNumbers', required(beneficiary.cellNumbers?.[0]) ?? validateCellphone(beneficiary.cellNumbers?.[0]));
  add('beneficiary.email', validateEmail(beneficiary.email));
  if (beneficiary.idNumber) add('beneficiary.idNumber', validateSaIdNumber(beneficiary.idNumber, beneficiary.idType));

  for (const error of bankAccountErrors(bankAccount)) add(`bankAccount.${error.field}`, error.message);
  return errors;
}

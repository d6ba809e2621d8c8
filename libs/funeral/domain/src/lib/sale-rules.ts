// The purchase's field rules (funeral.md section 5 "Required fields", credit-life-clearance-vault-
// policies-groups.md §5.4): one rule set for the purchase wizard, the chat-style sale and the
// funeral subgraph's createSalesInteractionPolicyWithMembers. The web runs the per-section
// functions on each step; the server runs saleErrors on the whole sale.
import {
  dateOfBirthFromIdNumber,
  isSouthAfricanIdType,
  parseCalendarDate,
  compareCalendarDates,
  required,
  validateBirthDateMatchesIdNumber,
  validateCellphone,
  validateEmail,
  validateNumber,
  validateSaIdNumber,
  validateWholeNumber,
  SELECT_ONE_MESSAGE,
  CELL_NUMBERS_MAX_COUNT,
  ID_DOCUMENT_NUMBER_MAX_LENGTH,
  maxItems,
  type FieldError,
} from '@imali/shared/validation';
import { validateCoverAmount } from './cover-amounts';
import { validateAgeMatchesDateOfBirth, validateAgeMatchesIdNumber, validateDateOfBirthMatchesAge, validateSaleAgeForMemberType } from './covered-ages';
import { bankAccountErrors, type BankAccountFields } from '@imali/shared/domain';
import { ID_TYPES, relationshipOptions } from './member-relationships';
import { DATE_OF_BIRTH_MESSAGE, maxLength, NAME_MAX_LENGTH, RELATIONSHIP_MAX_LENGTH, type MemberFields } from './member-rules';
import { PAYMENT_DAY_MESSAGE, paymentDueDayError } from './payment-details-rules';

/** DEBI_CHECK from the quick-quote purchase wizard, NAEDO from the chat-style sale (funeral.md §7). */
export const SALE_PAYMENT_METHODS = ['DEBI_CHECK', 'NAEDO'] as const;
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];

export function isSalePaymentMethod(method: unknown): method is SalePaymentMethod {
  return typeof method === 'string' && (SALE_PAYMENT_METHODS as readonly string[]).includes(method);
}
/** Which screen collected the sale: the rules differ a little (funeral.md §5). */
export type SaleChannel = 'WIZARD' | 'CHAT';
export const SALE_MEMBER_TYPES = ['POLICY_HOLDER', 'SPOUSE', 'CHILD', 'PARENT', 'EXTENDED'] as const;
/** "income is limited to 6 digits" (funeral.md §5). */
export const MAX_INCOME = 999_999;
export const INCOME_MESSAGE = 'Income must be at most 6 digits';
export { PAYMENT_DAY_MESSAGE };

/** A covered life as the sale sends it: a member's fields plus the holder's income. */
export interface SaleMemberFields extends MemberFields {
  readonly income?: number | null;
}

export interface SaleBeneficiaryFields {
  readonly isSpouse?: boolean | null;
  readonly firstNames?: string | null;
  readonly surname?: string | null;
  readonly cellNumbers?: readonly string[] | null;
  readonly email?: string | null;
  readonly idType?: string | null;
  readonly idNumber?: string | null;
}

export interface SaleFuneralFields {
  readonly coverAmount?: number | null;
  readonly paymentDueDay?: number | null;
  readonly paymentMethod?: string | null;
}

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');
const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A member as the mutation sends it ("members (DOB computed)", funeral.md §7): a South African
 * ID number gives the date of birth when none was typed, and an ID type defaults to rsa_id.
 */
export function completeSaleMember<T extends SaleMemberFields>(member: T, today?: Date): T {
  const idNumber = member.idNumber?.replace(/\s+/g, '') || null;
  const idType = member.idType || (idNumber ? 'rsa_id' : member.idType);
  const derived = idNumber && isSouthAfricanIdType(idType) ? dateOfBirthFromIdNumber(idNumber, today) : undefined;
  return { ...member, idNumber, idType: idType ?? null, dateOfBirth: member.dateOfBirth || derived || member.dateOfBirth || null };
}

/** Whether the field must be given for this member type on this screen (funeral.md §5). */
export function isSaleMemberFieldRequired(memberType: string, field: keyof SaleMemberFields, channel: SaleChannel): boolean {
  const type = upper(memberType);
  switch (field) {
    case 'firstNames':
    case 'surname':
      return true;
    case 'ageAtSignup':
      return !(channel === 'CHAT' && type === 'PARENT');
    case 'dateOfBirth':
      return type !== 'CHILD' || channel === 'CHAT';
    case 'cellNumbers':
      return type === 'POLICY_HOLDER' || type === 'SPOUSE';
    case 'email':
      return type === 'POLICY_HOLDER' || (channel === 'CHAT' && type === 'SPOUSE');
    case 'idType':
    case 'idNumber':
    case 'income':
      return type === 'POLICY_HOLDER';
    case 'gender':
    case 'relationship':
      return type === 'EXTENDED';
    default:
      return false;
  }
}

/**
 * Every failing field of one covered life, named as in the member (firstNames, cellNumbers, ...).
 * Ages are read on `today` (the day of the sale).
 */
export function saleMemberErrors(member: SaleMemberFields, channel: SaleChannel, today?: Date): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => {
    if (message && !errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  const type = upper(member.memberType);
  if (!(SALE_MEMBER_TYPES as readonly string[]).includes(type)) {
    add('memberType', SELECT_ONE_MESSAGE);
    return errors;
  }
  const needs = (field: keyof SaleMemberFields) => isSaleMemberFieldRequired(type, field, channel);
  const m = completeSaleMember(member, today);

  add('firstNames', required(m.firstNames?.trim()));
  add('surname', required(m.surname?.trim()));
  add('firstNames', maxLength(NAME_MAX_LENGTH)(m.firstNames));
  add('surname', maxLength(NAME_MAX_LENGTH)(m.surname));

  if (needs('ageAtSignup') || !blank(m.ageAtSignup)) {
    add('ageAtSignup', required(m.ageAtSignup) ?? validateWholeNumber(m.ageAtSignup) ?? validateSaleAgeForMemberType(type)(m.ageAtSignup));
  }

  const birth = parseCalendarDate(m.dateOfBirth);
  const day = parseCalendarDate(today ?? new Date());
  const birthInvalid = !blank(m.dateOfBirth) && (!birth || (day !== undefined && compareCalendarDates(birth, day) > 0));
  if (needs('dateOfBirth')) add('dateOfBirth', required(m.dateOfBirth));
  if (birthInvalid) add('dateOfBirth', DATE_OF_BIRTH_MESSAGE);

  if (needs('idType')) add('idType', required(m.idType));
  if (!blank(m.idType)) add('idType', (ID_TYPES as readonly string[]).includes(String(m.idType).trim().toLowerCase()) ? undefined : SELECT_ONE_MESSAGE);
  if (needs('idNumber')) add('idNumber', required(m.idNumber));
  if (m.idNumber) {
    add('idNumber', maxLength(ID_DOCUMENT_NUMBER_MAX_LENGTH)(m.idNumber));
    const idMessage = validateSaIdNumber(m.idNumber, m.idType, today);
    add('idNumber', idMessage);
    if (!idMessage && isSouthAfricanIdType(m.idType)) {
      if (!blank(m.ageAtSignup)) add('ageAtSignup', validateAgeMatchesIdNumber(m.ageAtSignup, m.idNumber, today));
      if (!blank(m.dateOfBirth)) add('dateOfBirth', validateBirthDateMatchesIdNumber(m.dateOfBirth, m.idNumber));
    }
  }
  if (!blank(m.ageAtSignup) && !blank(m.dateOfBirth) && !birthInvalid) add('ageAtSignup', validateAgeMatchesDateOfBirth(m.ageAtSignup, m.dateOfBirth, today));
  // The same check on a date of birth the buyer gave (not one read from the ID number): §5's "Your date of birth does not match age given".
  if (!blank(m.ageAtSignup) && !blank(member.dateOfBirth) && !birthInvalid) add('dateOfBirth', validateDateOfBirthMatchesAge(m.dateOfBirth, m.ageAtSignup, today));

  const cell = m.cellNumbers?.[0];
  if (needs('cellNumbers')) add('cellNumbers', required(cell));
  add('cellNumbers', maxItems(CELL_NUMBERS_MAX_COUNT)(m.cellNumbers));
  (m.cellNumbers ?? []).forEach((number) => add('cellNumbers', validateCellphone(number)));
  if (needs('email')) add('email', required(m.email));
  add('email', validateEmail(m.email));

  if (needs('income')) add('income', required(m.income));
  if (!blank(m.income)) add('income', validateNumber(m.income) ?? (Number(m.income) >= 0 && Number(m.income) <= MAX_INCOME ? undefined : INCOME_MESSAGE));

  if (needs('gender')) add('gender', required(m.gender));
  if (!blank(m.gender)) add('gender', ['MALE', 'FEMALE'].includes(upper(m.gender)) ? undefined : SELECT_ONE_MESSAGE);
  if (needs('relationship')) add('relationship', required(m.relationship));
  if (!blank(m.relationship) && (type === 'PARENT' || type === 'EXTENDED')) {
    add('relationship', relationshipOptions(type).includes(upper(m.relationship)) ? undefined : SELECT_ONE_MESSAGE);
  }
  add('relationship', maxLength(RELATIONSHIP_MAX_LENGTH)(m.relationship));
  return errors;
}

/** The beneficiary (funeral.md §5): names and cell number required; e-mail, cell and ID checked. */
export function saleBeneficiaryErrors(beneficiary: SaleBeneficiaryFields, today?: Date): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => message && errors.push({ field, message });
  add('firstNames', required(beneficiary.firstNames?.trim()) ?? maxLength(NAME_MAX_LENGTH)(beneficiary.firstNames));
  add('surname', required(beneficiary.surname?.trim()) ?? maxLength(NAME_MAX_LENGTH)(beneficiary.surname));
  // Every cell number given is checked, not only the first.
  add(
    'cellNumbers',
    required(beneficiary.cellNumbers?.[0]) ??
      maxItems(CELL_NUMBERS_MAX_COUNT)(beneficiary.cellNumbers) ??
      (beneficiary.cellNumbers ?? []).map((cell) => validateCellphone(cell)).find(Boolean),
  );
  add('email', validateEmail(beneficiary.email));
  const idNumber = beneficiary.idNumber?.replace(/\s+/g, '');
  if (idNumber) add('idNumber', maxLength(ID_DOCUMENT_NUMBER_MAX_LENGTH)(idNumber) ?? validateSaIdNumber(idNumber, beneficiary.idType, today));
  if (!blank(beneficiary.idType)) add('idType', (ID_TYPES as readonly string[]).includes(String(beneficiary.idType).trim().toLowerCase()) ? undefined : SELECT_ONE_MESSAGE);
  return errors;
}

/** Bank: bank and account number; when someone else pays, the account holder's details. */
export function saleBankAccountErrors(bankAccount: BankAccountFields): FieldError[] {
  return bankAccountErrors(bankAccount);
}

export function saleFuneralErrors(funeral: SaleFuneralFields): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => message && errors.push({ field, message });
  add('coverAmount', validateCoverAmount(funeral.coverAmount));
  add('paymentDueDay', paymentDueDayError(funeral.paymentDueDay));
  add('paymentMethod', isSalePaymentMethod(funeral.paymentMethod) ? undefined : SELECT_ONE_MESSAGE);
  return errors;
}

export interface SaleFields {
  readonly funeral: SaleFuneralFields;
  readonly members: readonly SaleMemberFields[];
  readonly beneficiary: SaleBeneficiaryFields;
  readonly bankAccount: BankAccountFields;
}

/** The channel a payment method belongs to: NAEDO is the chat sale's, DEBI_CHECK the wizard's. */
export const channelForPaymentMethod = (method: string | null | undefined): SaleChannel => (method === 'NAEDO' ? 'CHAT' : 'WIZARD');

/**
 * The whole sale, with field names as in the mutation's arguments (funeral.coverAmount,
 * members.2.dateOfBirth, beneficiary.cellNumbers, bankAccount.accountNo). members[0] must be the
 * policy holder and there is only one.
 */
export function saleErrors(sale: SaleFields, today?: Date): FieldError[] {
  const channel = channelForPaymentMethod(sale.funeral.paymentMethod);
  const errors: FieldError[] = [];
  const prefixed = (prefix: string, list: FieldError[]) => list.forEach((e) => errors.push({ field: `${prefix}.${e.field}`, message: e.message }));
  prefixed('funeral', saleFuneralErrors(sale.funeral));
  if (upper(sale.members[0]?.memberType) !== 'POLICY_HOLDER') errors.push({ field: 'members.0.memberType', message: 'The first member must be the policy holder' });
  sale.members.forEach((member, index) => {
    if (index > 0 && upper(member.memberType) === 'POLICY_HOLDER') errors.push({ field: `members.${index}.memberType`, message: 'A policy has one policy holder' });
    prefixed(`members.${index}`, saleMemberErrors(member, channel, today));
  });
  prefixed('beneficiary', saleBeneficiaryErrors(sale.beneficiary, today));
  prefixed('bankAccount', saleBankAccountErrors(sale.bankAccount));
  return errors;
}

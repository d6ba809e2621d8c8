// The dependant add/edit form's rules (credit-life-clearance-vault-policies-groups.md §5.4
// "Dependant edit"; funeral.md §5), run on the server for createMember and updateMember.
// Interpretation: docs/decisions/funeral-member-changes.md.
import {
  parseCalendarDate,
  compareCalendarDates,
  required,
  validateBirthDateMatchesIdNumber,
  validateCellphone,
  validateEmail,
  validateSaIdNumber,
  validateWholeNumber,
  validateFutureDate,
  validateRequiredForNonSouthAfricans,
  isSouthAfricanIdType,
  SELECT_ONE_MESSAGE,
  ID_LOCKED_MESSAGE,
  CELL_NUMBERS_MAX_COUNT,
  CODE_MAX_LENGTH,
  ID_DOCUMENT_NUMBER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  maxItems,
  maxLength,
  type FieldError,
} from '@imali/shared/validation';
import { validateAgeForMemberType, validateAgeMatchesDateOfBirth, validateAgeMatchesIdNumber, validateDateOfBirthMatchesAge } from './covered-ages';

export { ID_LOCKED_MESSAGE };
import { ID_TYPES, relationshipOptions } from './member-relationships';

/** Member types that may be added to or edited on a policy (the policy holder is fixed). */
export const DEPENDANT_MEMBER_TYPES = ['SPOUSE', 'CHILD', 'PARENT', 'EXTENDED'] as const;

/** Ours: the spec shows no message for an unreadable or future date of birth. */
export const DATE_OF_BIRTH_MESSAGE = 'Enter a valid date of birth';

/** The shared maxima: names and relationships (a code from a list, or a spouse's own words). */
export { NAME_MAX_LENGTH, maxLength };
export const RELATIONSHIP_MAX_LENGTH = CODE_MAX_LENGTH;

/** A member's form values (create), or the stored values with the changes applied (update). */
export interface MemberFields {
  readonly memberType: string;
  readonly firstNames?: string | null;
  readonly surname?: string | null;
  readonly gender?: string | null;
  readonly ageAtSignup?: number | null;
  readonly dateOfBirth?: string | null;
  readonly idType?: string | null;
  readonly idNumber?: string | null;
  readonly cellNumbers?: readonly string[] | null;
  readonly email?: string | null;
  readonly relationship?: string | null;
  /** YYYY-MM-DD; asked only with another country's ID (funeral.md §5 "Non-South-African ID"). */
  readonly passportExpiresDate?: string | null;
}

export interface MemberRuleOptions {
  /** The day the passport expiry must be after (today unless a test says otherwise); not the signup day. */
  readonly today?: Date;
  /**
   * Whether a given passport expiry date is checked to be in the future (default true). An edit
   * that leaves the field out keeps the stored date unchecked, as identity's profile does.
   */
  readonly checkPassportExpiry?: boolean;
}

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');

export const normaliseIdNumber = (value: string | null | undefined): string | null => value?.replace(/\s+/g, '') || null;

/**
 * The ID number the pricing reads (age, gender, the R100,000 per life across policies): a South
 * African one only. The quote reads every ID number as South African, so another country's was
 * refused as "Invalid ID number"; such a member is priced by the age given (a policy's dependant
 * and a sale's member alike).
 */
export const pricedIdNumber = (idType: string | null | undefined, idNumber: string | null | undefined): string | null =>
  isSouthAfricanIdType(idType) ? normaliseIdNumber(idNumber) : null;

/** The member has another country's ID: a non-South-African ID type with an ID number (a type alone is not kept). */
export const hasNonSouthAfricanId = (member: Pick<MemberFields, 'idType' | 'idNumber'>): boolean =>
  Boolean(normaliseIdNumber(member.idNumber)) && typeof member.idType === 'string' && !isSouthAfricanIdType(member.idType);


/**
 * Every failing field of a dependant with the spec's message. `signupDay` is the day the member
 * joined the policy (today when adding): ageAtSignup is checked against the ID number and the
 * date of birth on that day. The member type itself is checked by canAddMember.
 */
export function memberErrors(member: MemberFields, signupDay: Date, { today, checkPassportExpiry = true }: MemberRuleOptions = {}): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => {
    if (message && !errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  const type = upper(member.memberType);
  const idNumber = normaliseIdNumber(member.idNumber);

  add('firstNames', required(member.firstNames) ?? maxLength(NAME_MAX_LENGTH)(member.firstNames));
  add('surname', required(member.surname) ?? maxLength(NAME_MAX_LENGTH)(member.surname));

  add('ageAtSignup', required(member.ageAtSignup) ?? validateWholeNumber(member.ageAtSignup) ?? validateAgeForMemberType(type)(member.ageAtSignup));

  const birth = parseCalendarDate(member.dateOfBirth);
  const signup = parseCalendarDate(signupDay);
  const birthInvalid = !birth || (signup !== undefined && compareCalendarDates(birth, signup) > 0);
  add('dateOfBirth', required(member.dateOfBirth) ?? (birthInvalid ? DATE_OF_BIRTH_MESSAGE : undefined));

  if (member.idType !== null && member.idType !== undefined && member.idType !== '') {
    add('idType', (ID_TYPES as readonly string[]).includes(member.idType.trim().toLowerCase()) ? undefined : SELECT_ONE_MESSAGE);
  }
  if (idNumber) {
    const idMessage = validateSaIdNumber(idNumber, member.idType, signupDay);
    add('idNumber', idMessage);
    if (!idMessage && isSouthAfricanIdType(member.idType)) {
      add('ageAtSignup', validateAgeMatchesIdNumber(member.ageAtSignup, idNumber, signupDay));
      add('dateOfBirth', validateBirthDateMatchesIdNumber(member.dateOfBirth, idNumber));
    }
  }
  // Another country's ID: its passport expiry date is required and must be in the future, with
  // identity's profile check (validateFutureDate). With a South African ID it is not kept. An
  // unknown ID type is refused as such ("Select one"), with nothing more to say about it.
  if (hasNonSouthAfricanId(member) && !errors.some((e) => e.field === 'idType')) {
    add('passportExpiresDate', validateRequiredForNonSouthAfricans(member.passportExpiresDate, member.idType) ?? (checkPassportExpiry ? validateFutureDate(member.passportExpiresDate, today) : undefined));
  }
  if (!birthInvalid) {
    add('ageAtSignup', validateAgeMatchesDateOfBirth(member.ageAtSignup, member.dateOfBirth, signupDay));
    add('dateOfBirth', validateDateOfBirthMatchesAge(member.dateOfBirth, member.ageAtSignup, signupDay));
  }

  const gender = upper(member.gender);
  if (type === 'PARENT' || type === 'EXTENDED') {
    add('gender', required(member.gender));
    add('relationship', required(member.relationship));
  }
  if (gender) add('gender', gender === 'MALE' || gender === 'FEMALE' ? undefined : SELECT_ONE_MESSAGE);
  const relationship = upper(member.relationship);
  if (relationship && (type === 'PARENT' || type === 'EXTENDED')) add('relationship', relationshipOptions(type).includes(relationship) ? undefined : SELECT_ONE_MESSAGE);
  add('relationship', maxLength(RELATIONSHIP_MAX_LENGTH)(member.relationship));

  add('cellNumbers', maxItems(CELL_NUMBERS_MAX_COUNT)(member.cellNumbers));
  (member.cellNumbers ?? []).forEach((cell) => add('cellNumbers', validateCellphone(cell)));
  add('email', validateEmail(member.email));
  add('gender', maxLength(CODE_MAX_LENGTH)(member.gender));
  add('idType', maxLength(CODE_MAX_LENGTH)(member.idType));
  add('idNumber', maxLength(ID_DOCUMENT_NUMBER_MAX_LENGTH)(idNumber));
  return errors;
}

/**
 * ID type and number are locked once a member has an ID number (§5.4): a change to either is
 * refused; sending the same values again (a form posts every field) is not a change.
 */
export function idLockErrors(stored: { idType?: string | null; idNumber?: string | null }, change: { idType?: string | null; idNumber?: string | null }): FieldError[] {
  if (!stored.idNumber) return [];
  const errors: FieldError[] = [];
  if (change.idNumber !== undefined && normaliseIdNumber(change.idNumber) !== normaliseIdNumber(stored.idNumber)) {
    errors.push({ field: 'idNumber', message: ID_LOCKED_MESSAGE });
  }
  if (change.idType !== undefined && (change.idType ?? '').trim().toLowerCase() !== (stored.idType ?? '').trim().toLowerCase()) {
    errors.push({ field: 'idType', message: ID_LOCKED_MESSAGE });
  }
  return errors;
}

// The dependant form's values and how the shared rules (@imali/funeral/domain memberErrors and
// idLockErrors) run on them: one rule set for this form and for createMember/updateMember.
import { hasNonSouthAfricanId, idLockErrors, memberErrors } from '@imali/funeral/domain';
import { DEFAULT_ID_TYPE } from '@imali/shared/domain';
import { textOrNull, toFinalFormErrors } from '@imali/shared/web';
import { memberFields as saleMemberFields, memberInput, type MemberFormValues as SharedMemberFormValues } from '../../forms/member-values';
import type { CreateMemberInput, FuneralMemberDetailQuery, FuneralMemberType, UpdateMemberInput } from '../../gql/graphql';

/** The shared member values plus what only this form asks: the passport expiry date (another country's ID). */
export interface MemberFormValues extends SharedMemberFormValues {
  passportExpiresDate?: string;
}

/** The form's values as the member rules read them. */
const memberFields = (memberType: FuneralMemberType, values: MemberFormValues) => ({
  ...saleMemberFields(memberType, values),
  passportExpiresDate: textOrNull(values.passportExpiresDate),
});

/** One dependant as the edit form reads it (the ID number reaches the policy owner only). */
export type FuneralMemberDetail = NonNullable<FuneralMemberDetailQuery['member']>;

/** The form's own fields: a server message for any other field (memberType: the limits) is the form's message. */
export const MEMBER_FORM_FIELDS = [
  'firstNames',
  'surname',
  'idType',
  'idNumber',
  'dateOfBirth',
  'ageAtSignup',
  'gender',
  'relationship',
  'cellNumber',
  'email',
  'passportExpiresDate',
] as const;

/** Server and rule field names that differ from the form's. */
export const MEMBER_FIELD_RENAME: Readonly<Record<string, string>> = { cellNumbers: 'cellNumber' };

/** Once a member has an ID number its type and number are shown, not edited (§5.4). */
export function isIdLocked(member: Pick<FuneralMemberDetail, 'idNumber'> | null | undefined): boolean {
  return Boolean(member?.idNumber);
}

/** Empty for a new member; a stored member's values for the edit form. */
export function memberFormValues(member?: FuneralMemberDetail | null): MemberFormValues {
  if (!member) return { idType: DEFAULT_ID_TYPE };
  return {
    firstNames: member.firstNames ?? '',
    surname: member.surname ?? '',
    idType: member.idType ?? DEFAULT_ID_TYPE,
    idNumber: member.idNumber ?? '',
    dateOfBirth: member.dateOfBirth ?? '',
    ageAtSignup: member.ageAtSignup === null || member.ageAtSignup === undefined ? '' : String(member.ageAtSignup),
    gender: member.gender ?? '',
    relationship: member.relationship ?? '',
    cellNumber: member.cellNumbers?.[0] ?? '',
    email: member.email ?? '',
    passportExpiresDate: member.passportExpiresDate ?? '',
  };
}

export interface MemberValidationContext {
  /** The member being edited; absent when adding. */
  stored?: Pick<FuneralMemberDetail, 'idType' | 'idNumber'> | null;
  /** The day the rules run on: today when adding, the day the member joined when editing (their age at signup is their age then). */
  today?: Date;
  /** The day a passport expiry date must be after: today (tests give one). */
  now?: Date;
}

/** final-form's `validate`: memberErrors (and, on edit, idLockErrors) as the form's errors. */
export function validateMemberForm(memberType: FuneralMemberType, values: MemberFormValues, { stored, today = new Date(), now = new Date() }: MemberValidationContext = {}): Record<string, string> {
  const fields = memberFields(memberType, values);
  const editing = stored !== undefined;
  const errors = [
    ...(editing && stored ? idLockErrors(stored, { idType: fields.idType, idNumber: fields.idNumber }) : []),
    ...memberErrors(fields, today, { today: now }),
  ];
  return toFinalFormErrors(errors, { rename: MEMBER_FIELD_RENAME });
}

/** createMember's input from valid form values; the passport expiry date only with another country's ID (not sent with a South African one). */
export function toCreateMemberInput(policyId: string, memberType: FuneralMemberType, values: MemberFormValues): CreateMemberInput {
  const fields = memberFields(memberType, values);
  const passport = hasNonSouthAfricanId(fields) ? { passportExpiresDate: fields.passportExpiresDate ?? null } : {};
  return { policyId, memberType, ...memberInput(fields), relationship: fields.relationship ?? null, ...passport };
}

/**
 * updateMember's input: every editable field (an emptied optional field is cleared); the ID
 * type and number only while they are not locked, and only once a number is given.
 */
export function toUpdateMemberInput(memberType: FuneralMemberType, values: MemberFormValues, idLocked: boolean): UpdateMemberInput {
  const { policyId: _policyId, memberType: _memberType, idType, idNumber, ...rest } = toCreateMemberInput('', memberType, values);
  return idLocked || !idNumber ? rest : { ...rest, idType, idNumber };
}

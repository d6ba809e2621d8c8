// The dependant form's values and how the shared rules (@imali/funeral/domain memberErrors and
// idLockErrors) run on them: one rule set for this form and for createMember/updateMember.
import { idLockErrors, memberErrors } from '@imali/funeral/domain';
import { DEFAULT_ID_TYPE } from '@imali/shared/domain';
import { toFinalFormErrors } from '@imali/shared/web';
import { memberFields, memberInput, type MemberFormValues } from '../../forms/member-values';
import type { CreateMemberInput, FuneralMemberDetailQuery, FuneralMemberType, UpdateMemberInput } from '../../gql/graphql';

export type { MemberFormValues };

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
  };
}

export interface MemberValidationContext {
  /** The member being edited; absent when adding. */
  stored?: Pick<FuneralMemberDetail, 'idType' | 'idNumber'> | null;
  /** The day the rules run on: today when adding, the day the member joined when editing (their age at signup is their age then). */
  today?: Date;
}

/** final-form's `validate`: memberErrors (and, on edit, idLockErrors) as the form's errors. */
export function validateMemberForm(memberType: FuneralMemberType, values: MemberFormValues, { stored, today = new Date() }: MemberValidationContext = {}): Record<string, string> {
  const fields = memberFields(memberType, values);
  const editing = stored !== undefined;
  const errors = [
    ...(editing && stored ? idLockErrors(stored, { idType: fields.idType, idNumber: fields.idNumber }) : []),
    ...memberErrors(fields, today),
  ];
  return toFinalFormErrors(errors, { rename: MEMBER_FIELD_RENAME });
}

/** createMember's input from valid form values. */
export function toCreateMemberInput(policyId: string, memberType: FuneralMemberType, values: MemberFormValues): CreateMemberInput {
  const fields = memberFields(memberType, values);
  return { policyId, memberType, ...memberInput(fields), relationship: fields.relationship ?? null };
}

/**
 * updateMember's input: every editable field (an emptied optional field is cleared); the ID
 * type and number only while they are not locked, and only once a number is given.
 */
export function toUpdateMemberInput(memberType: FuneralMemberType, values: MemberFormValues, idLocked: boolean): UpdateMemberInput {
  const { policyId: _policyId, memberType: _memberType, idType, idNumber, ...rest } = toCreateMemberInput('', memberType, values);
  return idLocked || !idNumber ? rest : { ...rest, idType, idNumber };
}

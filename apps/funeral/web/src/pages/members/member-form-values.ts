// The dependant form's values and how the shared rules (@imali/funeral/domain memberErrors and
// idLockErrors) run on them: one rule set for this form and for createMember/updateMember.
import { idLockErrors, memberErrors, normaliseIdNumber, type MemberFields } from '@imali/funeral/domain';
import { textOrNull, toFinalFormErrors, typedNumber } from './final-form-errors';
import type { CreateMemberInput, FuneralMemberDetail, UpdateMemberInput } from './members.graphql';

/** What final-form holds: text as typed; one cell number (the API takes a list). */
export interface MemberFormValues {
  firstNames?: string;
  surname?: string;
  idType?: string;
  idNumber?: string;
  dateOfBirth?: string;
  ageAtSignup?: string;
  gender?: string;
  relationship?: string;
  cellNumber?: string;
  email?: string;
}

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

/** Labels for the identity types (funeral.md §3), South African ID first and the default. */
import { DEFAULT_ID_TYPE } from '@imali/shared/domain';

export { ID_TYPE_OPTIONS, DEFAULT_ID_TYPE, idTypeLabel } from '@imali/shared/domain';


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

/** The form's values as the shared rules read a member. */
export function toMemberFields(memberType: string, values: MemberFormValues): MemberFields {
  const idNumber = normaliseIdNumber(values.idNumber);
  const cell = textOrNull(values.cellNumber);
  return {
    memberType,
    firstNames: values.firstNames ?? null,
    surname: values.surname ?? null,
    gender: textOrNull(values.gender),
    ageAtSignup: typedNumber(values.ageAtSignup) as number | null,
    dateOfBirth: textOrNull(values.dateOfBirth),
    idType: idNumber ? textOrNull(values.idType) : null,
    idNumber,
    cellNumbers: cell ? [cell] : [],
    email: textOrNull(values.email),
    relationship: textOrNull(values.relationship),
  };
}

export interface MemberValidationContext {
  /** The member being edited; absent when adding. */
  stored?: Pick<FuneralMemberDetail, 'idType' | 'idNumber'> | null;
  /** The day the rules run on: today when adding, the day the member joined when editing (their age at signup is their age then). */
  today?: Date;
}

/** final-form's `validate`: memberErrors (and, on edit, idLockErrors) as the form's errors. */
export function validateMemberForm(memberType: string, values: MemberFormValues, { stored, today = new Date() }: MemberValidationContext = {}): Record<string, string> {
  const fields = toMemberFields(memberType, values);
  const editing = stored !== undefined;
  const errors = [
    ...(editing && stored ? idLockErrors(stored, { idType: fields.idType, idNumber: fields.idNumber }) : []),
    ...memberErrors(fields, today),
  ];
  return toFinalFormErrors(errors, (field) => MEMBER_FIELD_RENAME[field] ?? field);
}

/** createMember's input from valid form values. */
export function toCreateMemberInput(policyId: string, memberType: string, values: MemberFormValues): CreateMemberInput {
  const fields = toMemberFields(memberType, values);
  return {
    policyId,
    memberType,
    firstNames: (fields.firstNames ?? '').trim(),
    surname: (fields.surname ?? '').trim(),
    gender: fields.gender ?? null,
    ageAtSignup: typeof fields.ageAtSignup === 'number' ? fields.ageAtSignup : null,
    dateOfBirth: fields.dateOfBirth ?? null,
    idType: fields.idType ?? null,
    idNumber: fields.idNumber ?? null,
    cellNumbers: [...(fields.cellNumbers ?? [])],
    email: fields.email ?? null,
    relationship: fields.relationship ?? null,
  };
}

/**
 * updateMember's input: every editable field (an emptied optional field is cleared); the ID
 * type and number only while they are not locked, and only once a number is given.
 */
export function toUpdateMemberInput(memberType: string, values: MemberFormValues, idLocked: boolean): UpdateMemberInput {
  const { policyId: _policyId, memberType: _memberType, idType, idNumber, ...rest } = toCreateMemberInput('', memberType, values);
  return idLocked || !idNumber ? rest : { ...rest, idType, idNumber };
}

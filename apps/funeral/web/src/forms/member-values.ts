// A covered life as the funeral forms hold it (text as typed, one cell number) and as the
// shared member and sale rules (@imali/funeral/domain) and the mutations read it: one reading
// for the purchase wizard, the chat-style sale and the policy's member form.
import { normaliseIdNumber, type MemberFields } from '@imali/funeral/domain';
import { textOrNull, typedNumber } from '@imali/shared/web';

/** What final-form holds for a member; one cell number (the API takes a list). */
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

/** A member's form values as the rules read them: blanks as null, numbers as typed (the rules name the problem). */
export function memberFields<T extends string>(memberType: T, values: MemberFormValues): MemberFields & { memberType: T } {
  const idNumber = normaliseIdNumber(values.idNumber);
  const cell = textOrNull(values.cellNumber);
  return {
    memberType,
    firstNames: values.firstNames ?? null,
    surname: values.surname ?? null,
    gender: textOrNull(values.gender),
    ageAtSignup: typedNumber(values.ageAtSignup) as number | null,
    dateOfBirth: textOrNull(values.dateOfBirth),
    // A dependant's ID type goes only with a number; the holder's is always asked (funeral.md §5).
    idType: idNumber || memberType === 'POLICY_HOLDER' ? textOrNull(values.idType) : null,
    idNumber,
    cellNumbers: cell ? [cell] : [],
    email: textOrNull(values.email),
    relationship: textOrNull(values.relationship),
  };
}

/** A member's fields, once valid, as createMember and the sale send them (relationship apart: not every input has it). */
export function memberInput(fields: MemberFields) {
  return {
    firstNames: (fields.firstNames ?? '').trim(),
    surname: (fields.surname ?? '').trim(),
    gender: fields.gender ?? null,
    ageAtSignup: typeof fields.ageAtSignup === 'number' ? fields.ageAtSignup : null,
    dateOfBirth: fields.dateOfBirth ?? null,
    idType: fields.idType ?? null,
    idNumber: fields.idNumber ?? null,
    cellNumbers: [...(fields.cellNumbers ?? [])],
    email: fields.email ?? null,
  };
}

import { useForm } from 'react-final-form';
import { ID_LOCKED_MESSAGE } from '@imali/funeral/domain';
import { ID_TYPE_OPTIONS, idTypeLabel } from '@imali/shared/domain';
import { ReadOnlyField } from '@imali/shared/ui';
import { InputField, SelectField } from '@imali/shared/web';
import { ID_NUMBER_MAX_LENGTH, ageFromIdNumber, dateOfBirthFromIdNumber, genderFromIdNumber, isSouthAfricanIdType, validateSaIdNumber } from '@imali/shared/validation';
import type { MemberFormValues } from './member-values';

export interface MemberIdFieldsProps {
  /** The stored ID type and number: shown, not edited, once a member has an ID number (funeral.md §5). */
  lockedId?: { idType: string | null; idNumber: string } | null;
  idNumberHint?: string;
  /** Whether a valid South African ID number fills an empty age too (not when editing: the age is the one at signup). */
  fillAge?: boolean;
  /** The day ages are read on (tests); today otherwise. */
  today?: Date;
}

/**
 * A member's ID type and number. A valid South African ID number fills in an empty date of
 * birth, age and gender when the field is left, as the quick quote reads them.
 */
export function MemberIdFields({ lockedId, idNumberHint, fillAge = true, today }: MemberIdFieldsProps) {
  const form = useForm<MemberFormValues>();

  const fillFromIdNumber = (typed: string) => {
    const { values } = form.getState();
    const idNumber = typed.trim();
    if (!isSouthAfricanIdType(values.idType) || !idNumber || validateSaIdNumber(idNumber, values.idType, today)) return;
    form.batch(() => {
      if (!values.dateOfBirth) form.change('dateOfBirth', dateOfBirthFromIdNumber(idNumber, today));
      const age = ageFromIdNumber(idNumber, today);
      if (fillAge && !values.ageAtSignup && age !== undefined) form.change('ageAtSignup', String(age));
      if (!values.gender) form.change('gender', genderFromIdNumber(idNumber));
    });
  };

  if (lockedId) {
    return (
      <div className="funeral-locked-id" data-testid="member-id-locked">
        <ReadOnlyField label="ID type" value={idTypeLabel(lockedId.idType)} />
        <ReadOnlyField label="ID number" value={lockedId.idNumber} />
        <p className="muted funeral-locked-id__note">{ID_LOCKED_MESSAGE}</p>
      </div>
    );
  }
  return (
    <>
      <SelectField name="idType" label="ID type" options={ID_TYPE_OPTIONS} />
      <InputField name="idNumber" label="ID number" inputMode="numeric" autoComplete="off" maxLength={ID_NUMBER_MAX_LENGTH} hint={idNumberHint} onBlur={fillFromIdNumber} />
    </>
  );
}

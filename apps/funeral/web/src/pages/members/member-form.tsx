import { useForm } from 'react-final-form';
import { ID_LOCKED_MESSAGE, relationshipOptions } from '@imali/funeral/domain';
import { humaniseCode, ReadOnlyField } from '@imali/shared/ui';
import { InputField, SelectField } from '@imali/shared/web';
import {
  AGE_MAX_LENGTH,
  CELL_NUMBER_MAX_LENGTH,
  ID_NUMBER_MAX_LENGTH,
  ageFromIdNumber,
  dateOfBirthFromIdNumber,
  genderFromIdNumber,
  isSouthAfricanIdType,
  validateSaIdNumber,
} from '@imali/shared/validation';
import { GENDER_OPTIONS, RadioGroupField } from '../../quote/radio-group-field';
import { ID_TYPE_OPTIONS, idTypeLabel, type MemberFormValues } from './member-form-values';

export interface MemberFieldsProps {
  memberType: string;
  /** Editing: the age is the member's age when they joined the policy. */
  editing: boolean;
  /** The stored ID type and number, shown read-only once the member has an ID number. */
  lockedId?: { idType: string | null; idNumber: string } | null;
}

/** Who asks for a cell number and email: adults (children have neither on the policy). */
const hasContactDetails = (memberType: string) => memberType !== 'CHILD';

/**
 * The dependant form's fields (§5.4 "Dependant edit"). The rules run as the form's validator
 * (validateMemberForm); a valid South African ID number fills in an empty date of birth, age
 * and gender, as the quick quote derives them.
 */
export function MemberFields({ memberType, editing, lockedId }: MemberFieldsProps) {
  const form = useForm<MemberFormValues>();
  const relationships = relationshipOptions(memberType);
  const needsGenderAndRelationship = relationships.length > 0;

  const fillFromIdNumber = (idNumber: string) => {
    const { values } = form.getState();
    if (!isSouthAfricanIdType(values.idType) || !idNumber.trim() || validateSaIdNumber(idNumber, values.idType)) return;
    form.batch(() => {
      if (!values.dateOfBirth) form.change('dateOfBirth', dateOfBirthFromIdNumber(idNumber));
      const age = ageFromIdNumber(idNumber);
      if (!values.ageAtSignup && !editing && age !== undefined) form.change('ageAtSignup', String(age));
      if (!values.gender) form.change('gender', genderFromIdNumber(idNumber));
    });
  };

  return (
    <>
      <InputField name="firstNames" label="First names" autoComplete="off" />
      <InputField name="surname" label="Surname" autoComplete="off" />
      {lockedId ? (
        <div className="funeral-member-form__locked" data-testid="member-id-locked">
          <ReadOnlyField label="ID type" value={idTypeLabel(lockedId.idType)} />
          <ReadOnlyField label="ID number" value={lockedId.idNumber} />
          <p className="muted funeral-member-form__note">{ID_LOCKED_MESSAGE}</p>
        </div>
      ) : (
        <>
          <SelectField name="idType" label="ID type" options={ID_TYPE_OPTIONS} />
          <InputField
            name="idNumber"
            label="ID number"
            inputMode="numeric"
            maxLength={ID_NUMBER_MAX_LENGTH}
            autoComplete="off"
            hint="Optional. It cannot be changed once it is saved."
            onBlur={fillFromIdNumber}
          />
        </>
      )}
      <InputField name="dateOfBirth" label="Date of birth" type="date" />
      <InputField
        name="ageAtSignup"
        label={editing ? 'Age when added to the policy' : 'Age'}
        inputMode="numeric"
        maxLength={AGE_MAX_LENGTH}
        autoComplete="off"
      />
      <RadioGroupField name="gender" legend={needsGenderAndRelationship ? 'Gender' : 'Gender (optional)'} options={GENDER_OPTIONS} testId="member-gender" />
      {needsGenderAndRelationship ? (
        <SelectField
          name="relationship"
          label="Relationship to you"
          placeholder="Select one"
          options={relationships.map((value) => ({ value, label: humaniseCode(value) }))}
        />
      ) : null}
      {hasContactDetails(memberType) ? (
        <>
          <InputField name="cellNumber" label="Cell Number (optional)" type="tel" inputMode="tel" maxLength={CELL_NUMBER_MAX_LENGTH} autoComplete="off" />
          <InputField name="email" label="Email (optional)" type="email" autoComplete="off" />
        </>
      ) : null}
    </>
  );
}

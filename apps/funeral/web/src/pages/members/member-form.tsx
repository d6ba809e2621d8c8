import { relationshipOptions, AGE_MAX_LENGTH } from '@imali/funeral/domain';
import { humaniseCode } from '@imali/shared/ui';
import { useFormState } from 'react-final-form';
import { InputField, SelectField, RadioGroupField } from '@imali/shared/web';
import { CELL_NUMBER_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, isSouthAfricanIdType } from '@imali/shared/validation';
import { MemberIdFields } from '../../forms/member-id-fields';
import type { MemberFormValues } from './member-form-values';
import { GENDER_OPTIONS } from '../../quote/gender-options';

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
 * (not when editing) and gender, as the quick quote derives them (MemberIdFields).
 */
export function MemberFields({ memberType, editing, lockedId }: MemberFieldsProps) {
  const relationships = relationshipOptions(memberType);
  const needsGenderAndRelationship = relationships.length > 0;
  // Another country's ID (funeral.md §5 "Required for non-South Africans"): its passport expiry date.
  const { idType } = useFormState<MemberFormValues>({ subscription: { values: true } }).values;

  return (
    <>
      <InputField name="firstNames" label="First names" autoComplete="off" maxLength={NAME_MAX_LENGTH} />
      <InputField name="surname" label="Surname" autoComplete="off" maxLength={NAME_MAX_LENGTH} />
      <MemberIdFields lockedId={lockedId} idNumberHint="Optional. It cannot be changed once it is saved." fillAge={!editing} />
      {isSouthAfricanIdType(lockedId ? lockedId.idType : idType) ? null : <InputField name="passportExpiresDate" label="Passport expiry date" type="date" />}
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
          <InputField name="email" label="Email (optional)" type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} />
        </>
      ) : null}
    </>
  );
}

import { useMemo, type ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { isSaleMemberFieldRequired, relationshipOptions, AGE_MAX_LENGTH, INCOME_MAX_LENGTH } from '@imali/funeral/domain';
import { humaniseCode } from '@imali/shared/ui';
import { InputField, SelectField, RadioGroupField } from '@imali/shared/web';
import { CELL_NUMBER_MAX_LENGTH, NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '@imali/shared/validation';
import { MemberIdFields } from '../../forms/member-id-fields';
import { GENDER_OPTIONS } from '../../quote/gender-options';
import { StepForm, type StepSubmit, type SubmitAction } from '../../forms/step-form';
import { memberValidator } from '../purchase-rules';
import type { MemberFormValues, MemberType } from '../purchase-values';

const OPTIONAL = 'Optional';

interface MemberFieldsProps {
  memberType: MemberType;
  /** A signed-in client's ID type and number: shown, not edited (section 5). */
  lockedId?: { idType: string; idNumber: string };
  /** The day ages are read on (tests); today otherwise. */
  today?: Date;
}

/**
 * The fields of one covered life (funeral.md section 3 "Member"), those the wizard's rules
 * require for this member type and the useful optional ones. A valid South African ID number
 * fills in an empty date of birth, age and gender, as the quick quote reads them (MemberIdFields).
 */
function MemberFields({ memberType, lockedId, today }: MemberFieldsProps) {
  const needs = (field: Parameters<typeof isSaleMemberFieldRequired>[1]) => isSaleMemberFieldRequired(memberType, field, 'WIZARD');
  const relationships = relationshipOptions(memberType);
  const optional = (field: Parameters<typeof isSaleMemberFieldRequired>[1]) => (needs(field) ? undefined : OPTIONAL);

  return (
    <>
      <InputField name="firstNames" label="First names" autoComplete={memberType === 'POLICY_HOLDER' ? 'given-name' : 'off'} maxLength={NAME_MAX_LENGTH} />
      <InputField name="surname" label="Surname" autoComplete={memberType === 'POLICY_HOLDER' ? 'family-name' : 'off'} maxLength={NAME_MAX_LENGTH} />
      {relationships.length ? (
        <SelectField
          name="relationship"
          label="Relationship to you"
          placeholder="Select one"
          options={relationships.map((value) => ({ value, label: humaniseCode(value) }))}
          hint={optional('relationship')}
        />
      ) : null}
      <MemberIdFields lockedId={lockedId} idNumberHint={optional('idNumber')} today={today} />
      <InputField
        name="dateOfBirth"
        label="Date of birth"
        type="date"
        hint={needs('dateOfBirth') ? 'Not needed with a South African ID number: we read it from the number' : OPTIONAL}
      />
      <InputField name="ageAtSignup" label="Age" inputMode="numeric" maxLength={AGE_MAX_LENGTH} />
      <RadioGroupField name="gender" legend={needs('gender') || memberType === 'POLICY_HOLDER' ? 'Gender' : 'Gender (optional)'} options={GENDER_OPTIONS} />
      {memberType === 'POLICY_HOLDER' || memberType === 'SPOUSE' ? (
        <>
          <InputField name="cellNumber" label="Cell number" type="tel" inputMode="numeric" autoComplete={memberType === 'POLICY_HOLDER' ? 'tel' : 'off'} maxLength={CELL_NUMBER_MAX_LENGTH} />
          <InputField name="email" label="Email" type="email" autoComplete={memberType === 'POLICY_HOLDER' ? 'email' : 'off'} maxLength={EMAIL_MAX_LENGTH} hint={optional('email')} />
        </>
      ) : null}
      {memberType === 'POLICY_HOLDER' ? <InputField name="income" label="Monthly income (R)" inputMode="decimal" maxLength={INCOME_MAX_LENGTH} /> : null}
    </>
  );
}

export interface MemberStepProps {
  testId: string;
  memberType: MemberType;
  values: MemberFormValues;
  serverErrors?: SubmissionErrors;
  submits: readonly SubmitAction[];
  onSubmit: StepSubmit<MemberFormValues>;
  actions?: ReactNode;
  lockedId?: { idType: string; idNumber: string };
  intro?: ReactNode;
  today?: Date;
}

/** mainMember, spouse, addChildN, addParentN, addExtendedN: one life's details, checked by saleMemberErrors. */
export function MemberStep({ testId, memberType, values, serverErrors, submits, onSubmit, actions, lockedId, intro, today }: MemberStepProps) {
  const validate = useMemo(() => memberValidator(memberType, today), [memberType, today]);
  return (
    <StepForm<MemberFormValues> testId={testId} initialValues={values} validate={validate} serverErrors={serverErrors} submits={submits} onSubmit={onSubmit} actions={actions}>
      {() => (
        <>
          {intro}
          <MemberFields memberType={memberType} lockedId={lockedId} today={today} />
        </>
      )}
    </StepForm>
  );
}

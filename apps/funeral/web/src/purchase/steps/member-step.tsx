import { useMemo, type ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { useForm } from 'react-final-form';
import { ID_LOCKED_MESSAGE, ID_TYPES, isSaleMemberFieldRequired, relationshipOptions } from '@imali/funeral/domain';
import { humaniseCode, ReadOnlyField } from '@imali/shared/ui';
import { InputField, SelectField } from '@imali/shared/web';
import {
  AGE_MAX_LENGTH,
  ageFromIdNumber,
  CELL_NUMBER_MAX_LENGTH,
  dateOfBirthFromIdNumber,
  genderFromIdNumber,
  ID_NUMBER_MAX_LENGTH,
  INCOME_MAX_LENGTH,
  isSouthAfricanIdType,
  validateSaIdNumber,
} from '@imali/shared/validation';
import { GENDER_OPTIONS, RadioGroupField } from '../../quote/radio-group-field';
import { PurchaseForm, type PurchaseSubmit, type SubmitAction } from '../purchase-form';
import { memberValidator } from '../purchase-rules';
import type { MemberFormValues, MemberType } from '../purchase-values';

const ID_TYPE_LABELS: Readonly<Record<(typeof ID_TYPES)[number], string>> = {
  rsa_id: 'South African ID',
  zim_id: 'Zimbabwean ID',
  nam_id: 'Namibian ID',
  bot_id: 'Botswana ID',
  oth_id: 'Other/Passport',
};
export const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));
export const idTypeLabel = (idType: string | null | undefined) => (idType ? (ID_TYPE_LABELS[idType.toLowerCase() as keyof typeof ID_TYPE_LABELS] ?? idType) : '');

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
 * fills in an empty date of birth, age and gender, as the quick quote reads them.
 */
function MemberFields({ memberType, lockedId, today }: MemberFieldsProps) {
  const form = useForm<MemberFormValues>();
  const needs = (field: Parameters<typeof isSaleMemberFieldRequired>[1]) => isSaleMemberFieldRequired(memberType, field, 'WIZARD');
  const relationships = relationshipOptions(memberType);
  const optional = (field: Parameters<typeof isSaleMemberFieldRequired>[1]) => (needs(field) ? undefined : OPTIONAL);

  const fillFromIdNumber = (idNumber: string) => {
    const { values } = form.getState();
    if (!isSouthAfricanIdType(values.idType) || !idNumber.trim() || validateSaIdNumber(idNumber.trim(), values.idType, today)) return;
    form.batch(() => {
      if (!values.dateOfBirth) form.change('dateOfBirth', dateOfBirthFromIdNumber(idNumber.trim(), today));
      const age = ageFromIdNumber(idNumber.trim(), today);
      if (!values.ageAtSignup && age !== undefined) form.change('ageAtSignup', String(age));
      if (!values.gender) form.change('gender', genderFromIdNumber(idNumber.trim()));
    });
  };

  return (
    <>
      <InputField name="firstNames" label="First names" autoComplete={memberType === 'POLICY_HOLDER' ? 'given-name' : 'off'} maxLength={200} />
      <InputField name="surname" label="Surname" autoComplete={memberType === 'POLICY_HOLDER' ? 'family-name' : 'off'} maxLength={200} />
      {relationships.length ? (
        <SelectField
          name="relationship"
          label="Relationship to you"
          placeholder="Select one"
          options={relationships.map((value) => ({ value, label: humaniseCode(value) }))}
          hint={optional('relationship')}
        />
      ) : null}
      {lockedId ? (
        <div data-testid="member-id-locked">
          <ReadOnlyField label="ID type" value={idTypeLabel(lockedId.idType)} />
          <ReadOnlyField label="ID number" value={lockedId.idNumber} />
          <p className="muted">{ID_LOCKED_MESSAGE}</p>
        </div>
      ) : (
        <>
          <SelectField name="idType" label="ID type" options={ID_TYPE_OPTIONS} />
          <InputField
            name="idNumber"
            label="ID number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={ID_NUMBER_MAX_LENGTH}
            hint={optional('idNumber')}
            onBlur={fillFromIdNumber}
          />
        </>
      )}
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
          <InputField name="email" label="Email" type="email" autoComplete={memberType === 'POLICY_HOLDER' ? 'email' : 'off'} maxLength={254} hint={optional('email')} />
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
  onSubmit: PurchaseSubmit<MemberFormValues>;
  actions?: ReactNode;
  lockedId?: { idType: string; idNumber: string };
  intro?: ReactNode;
  today?: Date;
}

/** mainMember, spouse, addChildN, addParentN, addExtendedN: one life's details, checked by saleMemberErrors. */
export function MemberStep({ testId, memberType, values, serverErrors, submits, onSubmit, actions, lockedId, intro, today }: MemberStepProps) {
  const validate = useMemo(() => memberValidator(memberType, today), [memberType, today]);
  return (
    <PurchaseForm<MemberFormValues> testId={testId} initialValues={values} validate={validate} serverErrors={serverErrors} submits={submits} onSubmit={onSubmit} actions={actions}>
      {() => (
        <>
          {intro}
          <MemberFields memberType={memberType} lockedId={lockedId} today={today} />
        </>
      )}
    </PurchaseForm>
  );
}

// The steps both ways to buy ask alike (funeral.md section 4, beneficiaryInfo and
// accountHolderInfo): one form each for the purchase wizard and the chat-style sale, checked by
// the sale's own rules (sale/sale-rules.ts).
import type { ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { ID_TYPE_OPTIONS } from '@imali/shared/domain';
import { InputField, SelectField } from '@imali/shared/web';
import { CELL_NUMBER_MAX_LENGTH, EMAIL_MAX_LENGTH, ID_NUMBER_MAX_LENGTH, NAME_MAX_LENGTH } from '@imali/shared/validation';
import type { BeneficiaryAnswers as BeneficiaryValues } from '../sale/sale-mapper';
import { validateAccountHolder, validateBeneficiary, type AccountHolderValues, type IdNumberReader } from '../sale/sale-rules';
import { CONTINUE, StepForm, type StepSubmit } from './step-form';

export interface SaleFormProps<V> {
  testId: string;
  values: V;
  serverErrors?: SubmissionErrors | null;
  onSubmit: StepSubmit<V>;
  /** Buttons after Continue (Back). */
  actions?: ReactNode;
  look?: 'wizard' | 'chat';
  /** Text above the fields. */
  intro?: ReactNode;
  today?: Date;
  /** How the flow reads a typed ID number (sale-rules.ts). */
  readIdNumber?: IdNumberReader;
}

/** A sale step's form: Continue, the flow's look and Back. */
function SaleForm<V extends object>({ testId, values, serverErrors, onSubmit, actions, look, intro, validate, children }: SaleFormProps<V> & { validate: (values: V) => Record<string, string>; children: ReactNode }) {
  return (
    <StepForm<V> testId={testId} initialValues={values} validate={validate} serverErrors={serverErrors} submits={CONTINUE} onSubmit={onSubmit} actions={actions} look={look}>
      {intro}
      {children}
    </StepForm>
  );
}

/** beneficiaryInfo: names and cell number required; e-mail and ID number checked when given (section 5). */
export function BeneficiaryForm({ today, readIdNumber, withIdType = true, ...form }: SaleFormProps<BeneficiaryValues> & { withIdType?: boolean }) {
  return (
    <SaleForm<BeneficiaryValues> {...form} validate={(answers) => validateBeneficiary(answers, today, readIdNumber)}>
      <InputField name="firstNames" label="First names" autoComplete="off" maxLength={NAME_MAX_LENGTH} />
      <InputField name="surname" label="Surname" autoComplete="off" maxLength={NAME_MAX_LENGTH} />
      <InputField name="cellNumber" label="Cell number" type="tel" inputMode="numeric" autoComplete="off" maxLength={CELL_NUMBER_MAX_LENGTH} />
      <InputField name="email" label="Email" type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} hint="Optional" />
      {withIdType ? <SelectField name="idType" label="ID type" options={ID_TYPE_OPTIONS} /> : null}
      <InputField name="idNumber" label="ID number" inputMode="numeric" autoComplete="off" maxLength={ID_NUMBER_MAX_LENGTH} hint="Optional" />
    </SaleForm>
  );
}

/** accountHolderInfo: the person who pays from their account (someone else's): "Required for third party accounts". */
export function AccountHolderForm({ readIdNumber, ...form }: SaleFormProps<AccountHolderValues>) {
  return (
    <SaleForm<AccountHolderValues> {...form} validate={(answers) => validateAccountHolder(answers, readIdNumber)}>
      <InputField name="accountHolderName" label="Account holder name" autoComplete="off" maxLength={NAME_MAX_LENGTH} />
      <InputField name="accountHolderContactNumber" label="Account holder contact number" type="tel" inputMode="numeric" autoComplete="off" maxLength={CELL_NUMBER_MAX_LENGTH} />
      <InputField name="accountHolderIdNumber" label="Account holder ID number" inputMode="numeric" autoComplete="off" maxLength={ID_NUMBER_MAX_LENGTH} />
      <InputField name="accountHolderEmail" label="Account holder email" type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} hint="Optional" />
    </SaleForm>
  );
}

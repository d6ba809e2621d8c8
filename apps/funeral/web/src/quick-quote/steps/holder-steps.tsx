import { useState } from 'react';
import { Button } from '@imali/shared/ui';
import { InputField, RadioGroupField } from '@imali/shared/web';
import { ID_NUMBER_MAX_LENGTH, NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '@imali/shared/validation';
import { AGE_MAX_LENGTH, INCOME_MAX_LENGTH } from '@imali/funeral/domain';
import { GENDER_OPTIONS } from '../../quote/gender-options';
import { emailRule, genderRule, holderAgeRule, idNumberRule, incomeRule, nameRule } from '../../quote/quote-rules';
import { stepFields, type QuickQuoteValues } from '../../quote/quote-values';
import { StepForm } from '../../forms/step-form';
import { AgeSlider, IncomeSlider } from '../../quote/quote-sliders';
import type { QuoteStepProps } from './step-props';

const GET_QUOTE = 'Get Quote';
const GETTING_QUOTE = 'Getting your quote…';

/** Variant 1: the ID number (age and gender come from it), or "I'd rather not". */
export function PolicyHolderIdNumberStep({ values, onQuote, onRatherNot }: QuoteStepProps & { onRatherNot: () => void }) {
  const [initialValues] = useState(() => ({ idNumber: values.idNumber ?? '' }));
  return (
    <StepForm
      testId="policy-holder-id-number"
      initialValues={initialValues}
      submits={[{ label: GET_QUOTE, intent: 'submit', submittingLabel: GETTING_QUOTE }]}
      onSubmit={(answers) => onQuote({ ...values, holderBy: 'idNumber', idNumber: answers.idNumber.trim() }, stepFields('idNumber'))}
      actions={
        <Button variant="ghost" block onClick={onRatherNot} data-testid="policy-holder-id-number-rather-not">
          I&apos;d rather not
        </Button>
      }
    >
      {() => <InputField name="idNumber" label="ID number" inputMode="numeric" autoComplete="off" maxLength={ID_NUMBER_MAX_LENGTH} validate={idNumberRule} />}
    </StepForm>
  );
}

function AgeAndGenderFields() {
  return (
    <>
      <InputField name="age" label="Age" inputMode="numeric" maxLength={AGE_MAX_LENGTH} validate={holderAgeRule} />
      <AgeSlider />
      <RadioGroupField name="gender" legend="Gender" options={GENDER_OPTIONS} validate={genderRule} />
    </>
  );
}

/** Variant 2 (and variant 1's "I'd rather not"): age and gender. */
export function PolicyHolderAgeGenderStep({ values, onQuote, onBack }: QuoteStepProps & { onBack?: () => void }) {
  const [initialValues] = useState(() => ({ age: values.age ?? '', gender: values.gender ?? '' }));
  return (
    <StepForm
      testId="policy-holder-age-gender"
      initialValues={initialValues}
      submits={[{ label: GET_QUOTE, intent: 'submit', submittingLabel: GETTING_QUOTE }]}
      onSubmit={(answers) => onQuote({ ...values, holderBy: 'ageGender', age: answers.age, gender: answers.gender }, stepFields('age', 'gender'))}
      actions={
        onBack ? (
          <Button variant="ghost" block onClick={onBack}>
            Use my ID number instead
          </Button>
        ) : null
      }
    >
      {() => <AgeAndGenderFields />}
    </StepForm>
  );
}

type InfoAnswers = Pick<QuickQuoteValues, 'firstName' | 'surname' | 'email' | 'age' | 'gender' | 'income'>;

/** The default variant: first name, surname, email, age, gender and income. */
export function PolicyHolderInfoStep({ values, onQuote }: QuoteStepProps) {
  const [initialValues] = useState<InfoAnswers>(() => ({
    firstName: values.firstName ?? '',
    surname: values.surname ?? '',
    email: values.email ?? '',
    age: values.age ?? '',
    gender: values.gender ?? '',
    income: values.income ?? '',
  }));
  return (
    <StepForm<InfoAnswers>
      testId="policy-holder-info"
      initialValues={initialValues}
      submits={[{ label: GET_QUOTE, intent: 'submit', submittingLabel: GETTING_QUOTE }]}
      onSubmit={(answers) =>
        onQuote(
          { ...values, ...answers, email: answers.email?.trim(), holderBy: 'ageGender' },
          stepFields('firstName', 'surname', 'email', 'age', 'gender', 'income'),
        )
      }
    >
      {() => (
        <>
          <InputField name="firstName" label="First name" autoComplete="given-name" maxLength={NAME_MAX_LENGTH} validate={nameRule} />
          <InputField name="surname" label="Surname" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} validate={nameRule} />
          <InputField name="email" label="Email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} validate={emailRule} />
          <AgeAndGenderFields />
          <InputField name="income" label="Monthly income (R)" inputMode="decimal" maxLength={INCOME_MAX_LENGTH} validate={incomeRule} />
          <IncomeSlider />
        </>
      )}
    </StepForm>
  );
}

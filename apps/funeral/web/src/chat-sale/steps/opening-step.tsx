import { Field, useField } from 'react-final-form';
import { InputField, RadioGroupField } from '@imali/shared/web';
import { validateSelectOne } from '@imali/shared/validation';
import { AGE_MAX_LENGTH, DEFAULT_COVER_AMOUNT, validateCoverAmount } from '@imali/funeral/domain';
import { CoverAmountField } from '../../quote/cover-amount-field';
import { spouseAgeRule } from '../../quote/quote-rules';
import { CONTINUE, StepForm } from '../../forms/step-form';
import type { StartAnswers, YesNo } from '../chat-sale-state';
import { openingAnswer } from '../chat-sale-texts';
import { YES_NO_OPTIONS, type OnAnswer } from './step-props';

export interface OpeningValues {
  coverAmount: number;
  spouse: string;
  ageSpouse: string;
  children: string;
}

/** The quote calculator's questions, when its answers did not come with the link (ours: the spec starts at terms). */
export function validateOpening(values: OpeningValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  add('coverAmount', validateCoverAmount(values.coverAmount));
  add('spouse', validateSelectOne(values.spouse));
  if (values.spouse === 'Y') add('ageSpouse', spouseAgeRule(values.ageSpouse));
  add('children', validateSelectOne(values.children));
  return errors;
}

function SpouseAge() {
  const { input } = useField<string>('spouse', { subscription: { value: true } });
  if (input.value !== 'Y') return null;
  return <InputField name="ageSpouse" label="Spouse's age" inputMode="numeric" maxLength={AGE_MAX_LENGTH} />;
}

export function OpeningStep({ start, onAnswer }: { start: StartAnswers; onAnswer: OnAnswer }) {
  const initialValues: OpeningValues = {
    coverAmount: start.coverAmount ?? DEFAULT_COVER_AMOUNT,
    spouse: start.spouse ?? '',
    ageSpouse: start.ageSpouse === undefined ? '' : String(start.ageSpouse),
    children: start.children ?? '',
  };
  return (
    <StepForm<OpeningValues>
      testId="chat-opening-form"
      initialValues={initialValues}
      validate={validateOpening}
      look="chat"
      submits={CONTINUE}
      onSubmit={(values) => {
        const spouse = values.spouse as YesNo;
        const children = values.children as YesNo;
        const ageSpouse = spouse === 'Y' ? Number(values.ageSpouse) : null;
        onAnswer({
          text: openingAnswer(values.coverAmount, spouse, ageSpouse, children),
          update: (state) => ({ ...state, coverAmount: values.coverAmount, spouse, ageSpouse, children }),
        });
      }}
    >
      <Field<number> name="coverAmount">{({ input }) => <CoverAmountField value={Number(input.value)} onChange={input.onChange} testId="chat-cover-amount" />}</Field>
      <RadioGroupField name="spouse" legend="Cover your spouse?" options={YES_NO_OPTIONS} testId="chat-spouse" />
      <SpouseAge />
      <RadioGroupField name="children" legend="Cover your children?" options={YES_NO_OPTIONS} testId="chat-children" />
    </StepForm>
  );
}

import { useState } from 'react';
import { QUOTE_MEMBER_LIMITS, AGE_MAX_LENGTH } from '@imali/funeral/domain';
import { Button } from '@imali/shared/ui';
import { InputField, RadioGroupField } from '@imali/shared/web';
import { GENDER_OPTIONS } from '../../quote/gender-options';
import { dependantAgeRule, genderRule, numExtendedRule, spouseAgeRule } from '../../quote/quote-rules';
import { stepFields, wholeOrNull, type DependantValues, type QuickQuoteValues } from '../../quote/quote-values';
import { StepForm } from '../../forms/step-form';
import type { QuoteStepProps } from './step-props';

const ADD_TO_QUOTE = 'Add to my quote';
const UPDATING = 'Updating your quote…';

interface BackProps {
  /** Back to the quote without changes. */
  onBack: () => void;
}

interface ApplyProps {
  /** Keeps the answers and goes back to the quote, which quotes them (removing someone). */
  onApply: (next: QuickQuoteValues) => void;
}

function BackToQuote({ onBack }: BackProps) {
  return (
    <Button variant="ghost" block onClick={onBack}>
      Back to my quote
    </Button>
  );
}

/** Add spouse: asks the spouse's age, then quotes again. */
export function SpouseInfoStep({ values, onQuote, onBack, onApply }: QuoteStepProps & BackProps & ApplyProps) {
  const [initialValues] = useState(() => ({ ageSpouse: values.ageSpouse ?? '' }));
  return (
    <StepForm
      testId="spouse-info"
      initialValues={initialValues}
      submits={[{ label: ADD_TO_QUOTE, intent: 'submit', submittingLabel: UPDATING }]}
      onSubmit={(answers) => onQuote({ ...values, spouse: true, ageSpouse: answers.ageSpouse }, stepFields('ageSpouse', 'spouse'))}
      actions={
        <>
          {values.spouse ? (
            <Button variant="secondary" block onClick={() => onApply({ ...values, spouse: false, ageSpouse: undefined })}>
              Remove my spouse
            </Button>
          ) : null}
          <BackToQuote onBack={onBack} />
        </>
      }
    >
      {() => <InputField name="ageSpouse" label="Your spouse's age" inputMode="numeric" maxLength={AGE_MAX_LENGTH} validate={spouseAgeRule} />}
    </StepForm>
  );
}

interface DependantRowsProps {
  name: 'parents' | 'extended';
  count: number;
  noun: string;
  onRemove?: (index: number) => void;
}

/** Age and gender of each parent or family member, as `parents[0].age`, `parents[0].gender`, ... */
function DependantRows({ name, count, noun, onRemove }: DependantRowsProps) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="funeral-dependant" data-testid={`${name}-row`}>
          <InputField name={`${name}[${index}].age`} label={`${noun} ${index + 1} age`} inputMode="numeric" maxLength={AGE_MAX_LENGTH} validate={dependantAgeRule} />
          <RadioGroupField name={`${name}[${index}].gender`} legend={`${noun} ${index + 1} gender`} options={GENDER_OPTIONS} validate={genderRule} />
          {onRemove ? (
            <Button variant="ghost" onClick={() => onRemove(index)} aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}>
              Remove
            </Button>
          ) : null}
        </div>
      ))}
    </>
  );
}

interface ParentAnswers {
  parents: DependantValues[];
}

/** Add parents: one to four parents or parents-in-law with age and gender; at least one. */
export function ParentQuoteInfoStep({ values, onQuote, onBack, onApply }: QuoteStepProps & BackProps & ApplyProps) {
  const [initialValues] = useState<ParentAnswers>(() => ({ parents: values.parents.length ? values.parents.map((parent) => ({ ...parent })) : [{}] }));
  const [count, setCount] = useState(initialValues.parents.length);
  const max = QUOTE_MEMBER_LIMITS.PARENT;
  return (
    <StepForm<ParentAnswers>
      testId="parent-quote-info"
      initialValues={initialValues}
      submits={[{ label: ADD_TO_QUOTE, intent: 'submit', submittingLabel: UPDATING }]}
      onSubmit={(answers) => onQuote({ ...values, parents: answers.parents.slice(0, count) }, stepFields('parents'))}
      actions={
        <>
          {values.parents.length ? (
            <Button variant="secondary" block onClick={() => onApply({ ...values, parents: [] })}>
              Remove my parents
            </Button>
          ) : null}
          <BackToQuote onBack={onBack} />
        </>
      }
    >
      {(form) => (
        <>
          <DependantRows
            name="parents"
            count={count}
            noun="Parent"
            onRemove={
              count > 1
                ? (index) => {
                    const list = (form.getState().values.parents ?? []).slice(0, count);
                    form.change('parents', list.filter((_, position) => position !== index));
                    setCount(count - 1);
                  }
                : undefined
            }
          />
          {count < max ? (
            <Button variant="secondary" onClick={() => setCount(count + 1)}>
              Add another parent
            </Button>
          ) : null}
        </>
      )}
    </StepForm>
  );
}

/** Add extended family, first question: how many (numExtended, 1 to 10). */
export function ExtendedQuoteInfoStep({ values, onNext, onBack, onApply }: Pick<QuoteStepProps, 'values'> & BackProps & ApplyProps & { onNext: (numExtended: string) => void }) {
  const [initialValues] = useState(() => ({ numExtended: values.numExtended ?? (values.extended.length ? String(values.extended.length) : '') }));
  return (
    <StepForm
      testId="extended-quote-info"
      initialValues={initialValues}
      submits={[{ label: 'Next', intent: 'submit' }]}
      onSubmit={(answers) => {
        onNext(answers.numExtended.trim());
        return undefined;
      }}
      actions={
        <>
          {values.extended.length ? (
            <Button variant="secondary" block onClick={() => onApply({ ...values, extended: [], numExtended: undefined })}>
              Remove my extended family
            </Button>
          ) : null}
          <BackToQuote onBack={onBack} />
        </>
      }
    >
      {() => <InputField name="numExtended" label="Number of family members" inputMode="numeric" maxLength={2} validate={numExtendedRule} />}
    </StepForm>
  );
}

interface ExtendedAnswers {
  extended: DependantValues[];
}

/** Add extended family, second question (extendedQuoteInfo2): each member's age and gender. */
export function ExtendedQuoteInfo2Step({ values, onQuote, onBack }: QuoteStepProps & BackProps) {
  const count = Math.max(1, Math.min(QUOTE_MEMBER_LIMITS.EXTENDED, wholeOrNull(values.numExtended) ?? values.extended.length));
  const [initialValues] = useState<ExtendedAnswers>(() => ({
    extended: Array.from({ length: count }, (_, index) => ({ ...values.extended[index] })),
  }));
  return (
    <StepForm<ExtendedAnswers>
      testId="extended-quote-info-2"
      initialValues={initialValues}
      submits={[{ label: ADD_TO_QUOTE, intent: 'submit', submittingLabel: UPDATING }]}
      onSubmit={(answers) => onQuote({ ...values, extended: answers.extended.slice(0, count) }, stepFields('extended'))}
      actions={
        <Button variant="ghost" block onClick={onBack}>
          Back
        </Button>
      }
    >
      {() => <DependantRows name="extended" count={count} noun="Family member" />}
    </StepForm>
  );
}

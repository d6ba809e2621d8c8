import { useId, type FormEvent, type ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form, useField } from 'react-final-form';
import { COVERED_MEMBER_TYPES, MEMBER_TYPE_LABELS, THIRD_PARTY_COVER_STEP, THIRD_PARTY_MAX_CONTRIBUTION, THIRD_PARTY_MAX_COVER, THIRD_PARTY_PAYMENT_METHODS } from '@imali/funeral/domain';
import { Button, ButtonLink, ErrorMessage, formatRand } from '@imali/shared/ui';
import { FieldError, FieldFrame, fieldMessage, InputField, SelectField, useFormField } from '@imali/shared/web';
import { FieldSlider } from '../../forms/field-slider';
import { paymentMethodLabel } from '../funeral-policies/payment-methods';
import { PROVIDER_SUGGESTIONS, validateThirdPartyForm, type ThirdPartyFormValues } from './third-party-funeral-values';
import { SHORT_TEXT_MAX_LENGTH } from '@imali/shared/validation';

/** Provider: free text with suggestions of well-known insurers (a datalist). */
function ProviderField() {
  const hint = `The insurance company, e.g. ${PROVIDER_SUGGESTIONS.slice(0, 3).join(', ')}`;
  const field = useFormField('companyName', undefined, hint);
  return (
    <FieldFrame field={field} label="Provider" hint={hint}>
      <input {...field.input} {...field.controlProps} id={field.id} className="field__input" list={`${field.id}-suggestions`} autoComplete="off" maxLength={SHORT_TEXT_MAX_LENGTH} />
      <datalist id={`${field.id}-suggestions`} data-testid="provider-suggestions">
        {PROVIDER_SUGGESTIONS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </FieldFrame>
  );
}

/** An amount chosen with a slider or typed: both controls hold the same form value. */
function AmountField({ name, label, max, sliderStep, inputStep, decimals, hint }: { name: string; label: string; max: number; sliderStep: number; inputStep: string; decimals: 0 | 2; hint?: ReactNode }) {
  const field = useFormField(name, undefined, hint);
  const { input } = field;
  return (
    <div className="funeral-amount">
      <FieldFrame field={field} label={label} hint={hint}>
        <FieldSlider
          name={name}
          label={`${label} slider`}
          min={0}
          max={max}
          step={sliderStep}
          format={(value) => formatRand(value, { decimals })}
          formatEnd={(value) => formatRand(value, { decimals: 0 })}
        />
        <input
          {...input}
          {...field.controlProps}
          id={field.id}
          type="number"
          inputMode="decimal"
          className="field__input funeral-amount__input"
          min={0}
          max={max}
          step={inputStep}
        />
      </FieldFrame>
    </div>
  );
}

function CoveredTypeCheckbox({ memberType }: { memberType: (typeof COVERED_MEMBER_TYPES)[number] }) {
  const id = useId();
  const { input } = useField<string>('livesCovered', { type: 'checkbox', value: memberType });
  return (
    <li className="funeral-option__row">
      <input {...input} id={id} type="checkbox" className="field__checkbox" />
      <label htmlFor={id}>{MEMBER_TYPE_LABELS[memberType]}</label>
    </li>
  );
}

/** Who is covered: the five member types; at least one ('Please select who is covered'). */
function WhoIsCoveredField() {
  const id = useId();
  const { meta } = useField<string[]>('livesCovered', { subscription: { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  const message = fieldMessage(meta);
  return (
    <fieldset className="field funeral-options" aria-describedby={message ? `${id}-error` : undefined} data-testid="who-is-covered">
      <legend className="field__label">Who is covered</legend>
      <ul className="funeral-options__list">
        {COVERED_MEMBER_TYPES.map((memberType) => (
          <CoveredTypeCheckbox key={memberType} memberType={memberType} />
        ))}
      </ul>
      <FieldError id={id} message={message} />
    </fieldset>
  );
}

const PAYMENT_METHOD_OPTIONS = THIRD_PARTY_PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodLabel(value) }));

export interface ThirdPartyFuneralFormProps {
  initialValues: ThirdPartyFormValues;
  onSubmit: (values: ThirdPartyFormValues) => Promise<SubmissionErrors | undefined>;
  submitLabel: string;
  submittingLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
}

/**
 * The one form for adding and editing a policy from another insurer (§5.3): provider, cover
 * (R0 to R100 000 in steps of R500), monthly contribution (up to R1 000), start date, payment
 * method and who is covered. The shared rules are its validator.
 */
export function ThirdPartyFuneralForm({ initialValues, onSubmit, submitLabel, submittingLabel, cancelTo }: ThirdPartyFuneralFormProps) {
  return (
    <Form<ThirdPartyFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validateThirdPartyForm}>
      {({ handleSubmit, submitting, submitError }) => {
        const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          // final-form ignores a submit while one is running: a double click sends once.
          void handleSubmit(event);
        };
        return (
          <form className="form funeral-third-party-form" noValidate onSubmit={onFormSubmit} data-testid="third-party-form" aria-busy={submitting || undefined}>
            <ProviderField />
            <AmountField name="coverAmount" label="Cover amount" max={THIRD_PARTY_MAX_COVER} sliderStep={THIRD_PARTY_COVER_STEP} inputStep={String(THIRD_PARTY_COVER_STEP)} decimals={0} />
            <AmountField
              name="premiumAmount"
              label="Monthly contribution"
              max={THIRD_PARTY_MAX_CONTRIBUTION}
              sliderStep={5}
              inputStep="0.01"
              decimals={2}
              hint="What you pay this insurer each month"
            />
            <InputField name="startDate" label="Start date (optional)" type="date" />
            <SelectField name="paymentMethod" label="Payment method (optional)" placeholder="Select one" options={PAYMENT_METHOD_OPTIONS} />
            <WhoIsCoveredField />
            {submitError ? <ErrorMessage message={submitError} testId="third-party-form-error" /> : null}
            <div className="button-row">
              <Button type="submit" disabled={submitting} aria-busy={submitting || undefined} data-testid="third-party-form-submit">
                {submitting ? submittingLabel : submitLabel}
              </Button>
              <ButtonLink to={cancelTo} variant="secondary">
                Cancel
              </ButtonLink>
            </div>
          </form>
        );
      }}
    </Form>
  );
}

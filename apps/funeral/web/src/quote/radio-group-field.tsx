import type { Validator } from '@imali/shared/validation';
import { FieldError, useFormField } from '@imali/shared/web';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupFieldProps {
  name: string;
  legend: string;
  options: readonly RadioOption[];
  validate?: Validator;
  testId?: string;
}

export const GENDER_OPTIONS: readonly RadioOption[] = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
];

/**
 * final-form adapter for a short list of choices as radio buttons (gender, a reason): a
 * fieldset named by its legend, and the message once visited or after a submit, as the shared
 * fields show theirs (useFormField). @imali/shared/web has no radio group yet; built here for now.
 */
export function RadioGroupField({ name, legend, options, validate, testId }: RadioGroupFieldProps) {
  const { id, input, message, controlProps } = useFormField(name, validate);
  return (
    <fieldset className="field funeral-radio-group" aria-describedby={controlProps['aria-describedby']} data-testid={testId}>
      <legend className="field__label">{legend}</legend>
      <div className="funeral-radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="funeral-radio-group__option">
            <input
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              checked={input.value === option.value}
              onChange={() => input.onChange(option.value)}
              onFocus={() => input.onFocus()}
              onBlur={() => input.onBlur()}
              aria-invalid={controlProps['aria-invalid']}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} message={message} />
    </fieldset>
  );
}

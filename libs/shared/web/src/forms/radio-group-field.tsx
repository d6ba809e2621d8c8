import type { Validator } from '@imali/shared/validation';
import { FieldError, useFormField } from './form-field';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupFieldProps {
  name: string;
  legend: string;
  options: readonly RadioOption[];
  validate?: Validator;
  /**
   * `inline`: a few short choices side by side (gender, a reason); `cards`: longer answers stacked
   * as cards (the credit check's questions); `grid`: many short choices as cards in even columns
   * (the chat's goal types, which wrapped into a ragged row inline).
   */
  variant?: 'inline' | 'cards' | 'grid';
  testId?: string;
}

/**
 * final-form adapter for a short list of choices as radio buttons: a fieldset named by its
 * legend, and the message once visited or after a submit, as the other shared fields show theirs.
 */
export function RadioGroupField({ name, legend, options, validate, variant = 'inline', testId }: RadioGroupFieldProps) {
  const { id, input, message, controlProps } = useFormField(name, validate);
  return (
    <fieldset className={`field radio-group radio-group--${variant}`} aria-describedby={controlProps['aria-describedby']} data-testid={testId}>
      <legend className="field__label">{legend}</legend>
      <div className="radio-group__options">
        {options.map((option, index) => (
          <label key={`${index}-${option.value}`} className="radio-group__option">
            <input
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              required={validate !== undefined}
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

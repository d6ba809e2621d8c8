import { useId } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from '@imali/shared/validation';

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
 * fields show theirs. @imali/shared/web has no radio group yet; built here for now.
 */
export function RadioGroupField({ name, legend, options, validate, testId }: RadioGroupFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { validate: validate ? (value, allValues) => validate(value, allValues) : undefined });
  const submitError: string | undefined = meta.dirtySinceLastSubmit ? undefined : meta.submitError;
  const message: string | undefined = meta.touched ? (meta.error ?? submitError) : undefined;
  const errorId = `${id}-error`;
  return (
    <fieldset className="field funeral-radio-group" aria-describedby={message ? errorId : undefined} data-testid={testId}>
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
              aria-invalid={message ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {message ? (
        <span id={errorId} className="field__error" role="alert">
          {message}
        </span>
      ) : null}
    </fieldset>
  );
}

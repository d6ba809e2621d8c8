import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from '@imali/shared/validation';
import { fieldMessage } from './field-message';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  validate?: Validator;
  /** A first, empty choice such as "Select one"; without it the first option is preselected by the form's initial value. */
  placeholder?: string;
  hint?: ReactNode;
}

/** final-form adapter for a native select (best on phones): label, choices, hint and message. */
export function SelectField({ name, label, options, validate, placeholder, hint }: SelectFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, {
    validate: validate ? (value, allValues) => validate(value, allValues) : undefined,
  });
  const message = fieldMessage(meta);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', message ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...input}
        value={input.value ?? ''}
        id={id}
        className="field__input"
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {message ? (
        <span id={errorId} className="field__error" role="alert">
          {message}
        </span>
      ) : null}
    </div>
  );
}

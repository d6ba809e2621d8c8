import { useId } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from '@imali/shared/validation';
import { fieldMessage } from './field-message';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  validate?: Validator;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

/** final-form adapter for free text over several lines, with its message tied to it like TextField. */
export function TextAreaField({ name, label, validate, rows = 4, maxLength, placeholder }: TextAreaFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { validate: validate ? (value, allValues) => validate(value, allValues) : undefined });
  const message = fieldMessage(meta);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...input}
        value={input.value ?? ''}
        id={id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        className="field__input field__textarea"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
      />
      {message ? (
        <span id={errorId} className="field__error" role="alert">
          {message}
        </span>
      ) : null}
    </div>
  );
}

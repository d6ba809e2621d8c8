import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from '@imali/shared/validation';
import { fieldMessage } from './field-message';

export interface InputFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel' | 'number' | 'date';
  /** A rule from @imali/shared/validation (compose several with composeValidators). */
  validate?: Validator;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Help text under the input (e.g. "At least 8 characters"), read with the input. */
  hint?: ReactNode;
  /** After final-form has recorded the blur, e.g. to run a server check on the value. */
  onBlur?: (value: string) => void;
}

/**
 * TextField with the extra input attributes forms need (input mode, maximum length, date
 * type, a hint and a blur hook): label, input, hint and message tied together for screen
 * readers.
 */
export function InputField({ name, label, type = 'text', validate, autoComplete, placeholder, inputMode, maxLength, hint, onBlur }: InputFieldProps) {
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
      <input
        {...input}
        onBlur={(event) => {
          input.onBlur(event);
          onBlur?.(event.currentTarget.value);
        }}
        id={id}
        type={type}
        className="field__input"
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
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

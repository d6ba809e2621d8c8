import { useId } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from '@imali/shared/validation';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel' | 'number';
  /** A rule from @imali/shared/validation (compose several with composeValidators). */
  validate?: Validator;
  autoComplete?: string;
  placeholder?: string;
}

/**
 * final-form adapter: label, input and the field's message (client rule or the server's
 * per-field submit error) tied together for screen readers.
 */
export function TextField({ name, label, type = 'text', validate, autoComplete, placeholder }: TextFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { validate: validate ? (value, allValues) => validate(value, allValues) : undefined });
  // A server message stays until the user edits the field again.
  const submitError: string | undefined = meta.dirtySinceLastSubmit ? undefined : meta.submitError;
  const message: string | undefined = meta.touched ? (meta.error ?? submitError) : undefined;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        type={type}
        className="field__input"
        autoComplete={autoComplete}
        placeholder={placeholder}
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

import type { HTMLAttributes, ReactNode } from 'react';
import type { Validator } from '@imali/shared/validation';
import { FieldFrame, useFormField } from './form-field';

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
  const field = useFormField(name, validate, hint);
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <input
        {...field.input}
        onBlur={(event) => {
          field.input.onBlur(event);
          onBlur?.(event.currentTarget.value);
        }}
        id={field.id}
        type={type}
        className="field__input"
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        {...field.controlProps}
      />
    </FieldFrame>
  );
}

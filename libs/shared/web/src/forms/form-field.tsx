import { useId, type ReactNode } from 'react';
import { useField, type FieldInputProps } from 'react-final-form';
import type { Validator } from '@imali/shared/validation';
import { fieldMessage } from './field-message';

/** What every form field needs: the final-form binding, its message and the ids tying them together. */
export interface FormFieldState {
  id: string;
  input: FieldInputProps<string>;
  message: string | undefined;
  /** For the control: marks it invalid and points screen readers at the hint and message. */
  controlProps: { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

/** One field's final-form wiring, shared by every field component (a rule from @imali/shared/validation). */
export function useFormField(name: string, validate: Validator | undefined, hint?: ReactNode): FormFieldState {
  const id = useId();
  const { input, meta } = useField<string>(name, { validate: validate ? (value, allValues) => validate(value, allValues) : undefined });
  const message = fieldMessage(meta);
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, input, message, controlProps: { 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy || undefined } };
}

/** Label, control, hint and message in the design system's field layout. */
export function FieldFrame({ field, label, hint, children }: { field: FormFieldState; label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      {children}
      {hint ? (
        <span id={`${field.id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      <FieldError id={field.id} message={field.message} />
    </div>
  );
}

/** A field's message, tied to its control as `${id}-error` (the control's aria-describedby); nothing without one. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={`${id}-error`} className="field__error" role="alert">
      {message}
    </span>
  ) : null;
}

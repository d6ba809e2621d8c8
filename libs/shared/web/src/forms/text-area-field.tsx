import type { Validator } from '@imali/shared/validation';
import { FieldFrame, useFormField } from './form-field';

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
  const field = useFormField(name, validate);
  return (
    <FieldFrame field={field} label={label}>
      <textarea
        {...field.input}
        value={field.input.value ?? ''}
        id={field.id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        className="field__input field__textarea"
        {...field.controlProps}
      />
    </FieldFrame>
  );
}

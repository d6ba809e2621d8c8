import type { ReactNode } from 'react';
import type { Validator } from '@imali/shared/validation';
import { FieldFrame, useFormField } from './form-field';

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
  const field = useFormField(name, validate, hint);
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <select {...field.input} value={field.input.value ?? ''} id={field.id} className="field__input" {...field.controlProps}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

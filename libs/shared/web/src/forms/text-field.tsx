import type { Validator } from '@imali/shared/validation';
import { InputField } from './input-field';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel' | 'number';
  /** A rule from @imali/shared/validation (compose several with composeValidators). */
  validate?: Validator;
  autoComplete?: string;
  placeholder?: string;
  /** The shared maximum for the field (libs/shared/validation), so the input stops where the server would refuse. */
  maxLength?: number;
}

/** The plain text field (kept for existing forms): an InputField without the extras. */
export function TextField(props: TextFieldProps) {
  return <InputField {...props} />;
}

import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from '@imali/shared/validation';
import { fieldMessage } from './field-message';
import { FieldError } from './form-field';

export interface CheckboxFieldProps {
  name: string;
  /** The tick box's accessible name; keep links out of it (put them in `extra`). */
  label: ReactNode;
  /** A rule such as `(value) => validateAcceptTerms(value, 'profile')`; the value is true or false. */
  validate?: Validator;
  /** Shown after the label, outside it: e.g. a link that opens the terms. */
  extra?: ReactNode;
}

/** final-form adapter for one tick box (terms, consent) with its message. */
export function CheckboxField({ name, label, validate, extra }: CheckboxFieldProps) {
  const id = useId();
  const { input, meta } = useField<boolean>(name, {
    type: 'checkbox',
    validate: validate ? (value, allValues) => validate(value === true, allValues) : undefined,
  });
  const message = fieldMessage(meta);
  // A tick box's state is `checked`; final-form's boolean `value` is not an input value.
  const { value: _value, ...checkbox } = input;
  const errorId = `${id}-error`;
  return (
    <div className="field field--checkbox">
      <div className="field__checkbox-row">
        <input
          {...checkbox}
          checked={input.checked === true}
          id={id}
          type="checkbox"
          className="field__checkbox"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
        />
        <label className="field__checkbox-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {extra ? <div className="field__checkbox-extra">{extra}</div> : null}
      <FieldError id={id} message={message} />
    </div>
  );
}

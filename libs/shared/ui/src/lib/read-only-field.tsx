import { useId } from 'react';

/** A labelled value shown as a disabled-looking input, for forms not yet editable. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" value={value} readOnly />
    </div>
  );
}

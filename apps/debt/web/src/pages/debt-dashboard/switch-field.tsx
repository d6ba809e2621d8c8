import type { ReactNode } from 'react';

export interface SwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  /** What the switch shows when on (the collapsible part), tied to it by aria-controls. */
  id: string;
  children?: ReactNode;
  testId?: string;
}

/** A labelled on/off switch whose details open below it while it is on. */
export function CollapsibleSwitch({ label, checked, disabled, onChange, id, children, testId }: SwitchProps) {
  return (
    <div className="debt-switch" data-testid={testId}>
      <label className="debt-switch__label">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-checked={checked}
          aria-controls={id}
          aria-expanded={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />{' '}
        <span>{label}</span>
      </label>
      <div id={id} hidden={!checked} className="debt-switch__details">
        {checked ? children : null}
      </div>
    </div>
  );
}

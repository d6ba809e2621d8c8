import { useId } from 'react';
import { COVER_AMOUNTS } from '@imali/funeral/domain';
import { coverText } from './quote-summary';

export interface CoverAmountFieldProps {
  value: number;
  onChange: (coverAmount: number) => void;
  label?: string;
  testId?: string;
}

const MIN = COVER_AMOUNTS[0];
const MAX = COVER_AMOUNTS[COVER_AMOUNTS.length - 1];
const STEP = COVER_AMOUNTS[1] - COVER_AMOUNTS[0];

/** The cover-amount slider: 10000 to 60000 in steps of 10000 (funeral.md section 9). */
export function CoverAmountField({ value, onChange, label = 'Cover amount', testId = 'cover-amount' }: CoverAmountFieldProps) {
  const id = useId();
  return (
    <div className="field funeral-cover-amount">
      <label className="field__label" htmlFor={id}>
        {label}: <output htmlFor={id}>{coverText(value)}</output>
      </label>
      <input
        id={id}
        type="range"
        className="funeral-cover-amount__slider"
        min={MIN}
        max={MAX}
        step={STEP}
        value={value}
        aria-valuetext={coverText(value)}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          if ((COVER_AMOUNTS as readonly number[]).includes(next) && next !== value) onChange(next);
        }}
        data-testid={testId}
      />
      <span className="funeral-cover-amount__ends muted" aria-hidden="true">
        <span>{coverText(MIN)}</span>
        <span>{coverText(MAX)}</span>
      </span>
    </div>
  );
}

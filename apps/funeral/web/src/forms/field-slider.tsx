// The funeral forms' slider for a field that can also be typed (the third-party policy's
// amounts, the quick quote's age and income, the chat sale's income): a range input bound to
// the same final-form field as the typed input beside it, so both always show one value.
import { useField } from 'react-final-form';

export interface FieldSliderProps {
  /** The final-form field the typed input also holds. */
  name: string;
  /** The slider's accessible name (e.g. "Age slider"; the typed input keeps the plain label). */
  label: string;
  min: number;
  max: number;
  step: number;
  /** A value in words for screen readers and the ends (e.g. "R 50 000"). */
  format?: (value: number) => string;
  /** The ends' labels under the slider (default: format). */
  formatEnd?: (value: number) => string;
  /** Read out while the field is empty or not a number. */
  emptyText?: string;
  testId?: string;
}

/** The typed value as a number, or undefined while it is empty or not a number. */
export function sliderNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The slider sits at the typed value, held within min and max: a typed value beyond the
 * slider's range (an income above 50000) puts it at that end and the typed value stands
 * until the slider is moved. Moving it sets the field to the slider's value.
 */
export function FieldSlider({ name, label, min, max, step, format = String, formatEnd = format, emptyText = 'Not set yet', testId = `${name}-slider` }: FieldSliderProps) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const typed = sliderNumber(input.value);
  return (
    <div className="funeral-slider">
      <input
        type="range"
        className="funeral-amount__slider"
        min={min}
        max={max}
        step={step}
        value={typed === undefined ? min : Math.min(Math.max(typed, min), max)}
        aria-label={label}
        aria-valuetext={typed === undefined ? emptyText : format(typed)}
        onChange={(event) => input.onChange(event.currentTarget.value)}
        onBlur={() => input.onBlur()}
        data-testid={testId}
      />
      <span className="funeral-amount__ends muted" aria-hidden="true">
        <span>{formatEnd(min)}</span>
        <span>{formatEnd(max)}</span>
      </span>
    </div>
  );
}

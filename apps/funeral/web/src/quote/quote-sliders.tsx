// The quote's age and income sliders (funeral.md section 9), each beside its typed field and
// bound to the same form value (docs/decisions/funeral-age-income-sliders.md).
import { formatRand } from '@imali/shared/ui';
import { FieldSlider } from '../forms/field-slider';
import { AGE_SLIDER, INCOME_SLIDER } from './quote-rules';

/** The age slider: 18 to 60 in steps of 1. */
export function AgeSlider({ name = 'age' }: { name?: string }) {
  return <FieldSlider name={name} label="Age slider" {...AGE_SLIDER} format={(age) => `${age} years`} />;
}

/** The income slider: 0 to 50000 in steps of 100; the typed income may go to 6 digits. */
export function IncomeSlider({ name = 'income' }: { name?: string }) {
  return <FieldSlider name={name} label="Monthly income slider" {...INCOME_SLIDER} format={(income) => formatRand(income, { decimals: 0 })} />;
}

import type { RadioOption } from '@imali/shared/web';

/** The gender choices of the funeral forms (spec: MALE or FEMALE), for RadioGroupField. */
export const GENDER_OPTIONS: readonly RadioOption[] = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
];

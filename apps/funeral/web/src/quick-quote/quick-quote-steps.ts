// The quick quote's steps in the spec's order (funeral.md section 2) and where each variant
// starts (section 4: "start moves to the first step after a delay of 10 units").
import type { QuoteVariant } from './quote-variant';

export const QUICK_QUOTE_STEPS = [
  'start',
  'policyHolderInfo',
  'policyHolderIdNumber',
  'policyHolderAgeGender',
  'spouseInfo',
  'parentQuoteInfo',
  'extendedQuoteInfo',
  'extendedQuoteInfo2',
  'doQuote',
  'noThanks',
  'emailFeedback',
] as const;
export type QuickQuoteStep = (typeof QUICK_QUOTE_STEPS)[number];

/** The start step's delay before the first question (milliseconds). */
export const START_DELAY_MS = 10;

export function firstStepFor(variant: QuoteVariant): QuickQuoteStep {
  if (variant === '1') return 'policyHolderIdNumber';
  if (variant === '2') return 'policyHolderAgeGender';
  return 'policyHolderInfo';
}

/** The text under the modal title for each step (SteppedModal shows up to three lines). */
export const STEP_TITLES: Readonly<Record<QuickQuoteStep, readonly string[]>> = {
  start: ['Getting your quote ready'],
  policyHolderInfo: ['Tell us about yourself', 'We need a few details to work out your premium'],
  policyHolderIdNumber: ['What is your ID number?', 'We work out your age from it'],
  policyHolderAgeGender: ['Tell us about yourself', 'Your age and gender set your premium'],
  spouseInfo: ['Add your spouse'],
  parentQuoteInfo: ['Add your parents', 'Parents or parents-in-law, up to 4'],
  extendedQuoteInfo: ['Add extended family', 'How many family members do you want to cover?'],
  extendedQuoteInfo2: ['Add extended family', 'Their ages and genders'],
  doQuote: ['Your quote'],
  noThanks: ['Before you go', 'Why is this quote not for you?'],
  emailFeedback: ['Thank you'],
};

/** funeral.md section 9: reasons for declining, in the spec's words and order. */
export const DECLINE_REASONS = ['I have a cheaper policy', "Don't need cover just yet", 'Just shopping around', 'I need more information first'] as const;

// The newFuneral modal as one wizard on the shared engine (funeral.md sections 2 and 4): the
// quick quote's steps, then the purchase's, with one set of answers kept in a session draft
// (docs/decisions/wizard-drafts.md).
import type { WizardDefinition, WizardStep } from '@imali/shared/web';
import { PURCHASE_STEPS, purchaseWizardSteps, type PurchaseStep } from '../purchase/purchase-steps';
import { purchaseValuesFromQuote, type PurchaseValues } from '../purchase/purchase-values';
import { INITIAL_QUICK_QUOTE_VALUES, type QuickQuoteValues } from '../quote/quote-values';
import { firstStepFor, QUICK_QUOTE_STEPS, START_DELAY_MS, STEP_TITLES, type QuickQuoteStep } from './quick-quote-steps';
import type { QuoteVariant } from './quote-variant';

export interface NewFuneralValues {
  quote: QuickQuoteValues;
  /** The purchase's answers from "Get me covered!" on; kept when the buyer goes back to the quote. */
  purchase: PurchaseValues | null;
  /** noThanks: why the quote was declined. */
  reason?: string;
}

export type NewFuneralStep = QuickQuoteStep | PurchaseStep;

export const INITIAL_NEW_FUNERAL_VALUES: NewFuneralValues = { quote: INITIAL_QUICK_QUOTE_VALUES, purchase: null };

/** Every step the modal shows, in the spec's order: the quick quote's, then the purchase's. */
export const NEW_FUNERAL_STEPS: readonly NewFuneralStep[] = [...QUICK_QUOTE_STEPS, ...PURCHASE_STEPS];

/** The steps the quote screen's buttons lead to (its next rule's choices). */
export const DO_QUOTE_CHOICES = ['spouseInfo', 'parentQuoteInfo', 'extendedQuoteInfo', 'noThanks', 'mainMember'] as const satisfies readonly NewFuneralStep[];
export type DoQuoteChoice = (typeof DO_QUOTE_CHOICES)[number];

export const RATHER_NOT = 'ratherNot';

const TO_QUOTE = () => 'doQuote' as const;

/** The quick quote's steps: start moves on by itself; every question leads to the quote. */
function quickQuoteSteps(variant: QuoteVariant): WizardStep<NewFuneralValues, NewFuneralStep>[] {
  const rules: Record<QuickQuoteStep, Pick<WizardStep<NewFuneralValues, NewFuneralStep>, 'next' | 'autoAdvanceMs'>> = {
    // Straight to the purchase when another screen's answers opened the wizard (the calculator).
    start: { autoAdvanceMs: START_DELAY_MS, next: (values) => (values.purchase ? 'mainMember' : firstStepFor(variant)) },
    policyHolderInfo: { next: TO_QUOTE },
    policyHolderIdNumber: { next: (_values, choice) => (choice === RATHER_NOT ? 'policyHolderAgeGender' : 'doQuote') },
    policyHolderAgeGender: { next: TO_QUOTE },
    spouseInfo: { next: TO_QUOTE },
    parentQuoteInfo: { next: TO_QUOTE },
    extendedQuoteInfo: { next: () => 'extendedQuoteInfo2' },
    extendedQuoteInfo2: { next: TO_QUOTE },
    doQuote: { next: (_values, choice) => (DO_QUOTE_CHOICES as readonly string[]).includes(choice ?? '') ? (choice as DoQuoteChoice) : 'doQuote' },
    noThanks: { next: () => 'emailFeedback' },
    emailFeedback: { next: () => null },
  };
  return QUICK_QUOTE_STEPS.map((id) => ({ id, titles: STEP_TITLES[id], progress: { section: 'QQ' }, ...rules[id] }));
}

/** The purchase's answers; before "Get me covered!" (never read then) those of an empty quote. */
const purchaseOf = (values: NewFuneralValues): PurchaseValues => values.purchase ?? purchaseValuesFromQuote(values.quote, null);

/** The newFuneral wizard for one opening: the variant's first question, the signed-in client's ending. */
export function newFuneralWizard(variant: QuoteVariant, signedIn: boolean): WizardDefinition<NewFuneralValues, NewFuneralStep> {
  return {
    id: 'funeral.new-funeral',
    version: 1,
    steps: [...quickQuoteSteps(variant), ...purchaseWizardSteps(purchaseOf, signedIn)],
  };
}

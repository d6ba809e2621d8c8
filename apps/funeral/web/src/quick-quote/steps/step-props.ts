import type { SubmissionErrors } from 'final-form';
import type { QuickQuoteValues } from '../../quote/quote-values';

/**
 * Quotes the given answers and, when the quote comes back, keeps them and shows the quote;
 * otherwise returns the errors for the step's form (server messages beside its fields).
 */
export type RunQuote = (next: QuickQuoteValues, isStepField: (path: string) => boolean) => Promise<SubmissionErrors | undefined>;

export interface QuoteStepProps {
  values: QuickQuoteValues;
  onQuote: RunQuote;
}

import { useQuery } from '@apollo/client/react';
import { Button, ErrorMessage, Spinner } from '@imali/shared/ui';
import { CoverAmountField } from '../../quote/cover-amount-field';
import { QuoteSummary } from '../../quote/quote-summary';
import { QUOTE_ERROR_MESSAGE, quoteVariables, type QuickQuoteValues } from '../../quote/quote-values';
import { FuneralGetQuoteDocument } from '../../gql/graphql';

export interface DoQuoteStepProps {
  values: QuickQuoteValues;
  onCoverAmountChange: (coverAmount: number) => void;
  onAddSpouse: () => void;
  onAddParents: () => void;
  onAddExtended: () => void;
  onGetCovered: () => void;
  onRequestCallback: () => void;
  onDecline: () => void;
}

/**
 * doQuote: the monthly premium ("per month"), the total cover and who is covered, a cover
 * slider that quotes again, and the quote screen's choices (funeral.md section 2).
 */
export function DoQuoteStep({ values, onCoverAmountChange, onAddSpouse, onAddParents, onAddExtended, onGetCovered, onRequestCallback, onDecline }: DoQuoteStepProps) {
  const { data, previousData, loading, error, refetch } = useQuery(FuneralGetQuoteDocument, { variables: quoteVariables(values), notifyOnNetworkStatusChange: true });
  const quote = (data ?? (loading ? previousData : undefined))?.getPolicyQuote;

  let content;
  if (error && !loading) {
    content = <ErrorMessage message={QUOTE_ERROR_MESSAGE} onRetry={() => void refetch().catch(() => undefined)} testId="do-quote-error" />;
  } else if (!quote) {
    content = <Spinner label="Getting your quote" />;
  } else {
    content = <QuoteSummary {...quote} updating={loading} testId="do-quote" />;
  }

  return (
    <div className="funeral-do-quote" data-testid="do-quote-step">
      {content}
      <CoverAmountField value={values.coverAmount} onChange={onCoverAmountChange} />
      <div className="funeral-actions">
        <Button block onClick={onGetCovered} disabled={!quote || loading} data-testid="get-covered">
          Get me covered!
        </Button>
        <div className="funeral-actions__row">
          <Button variant="secondary" onClick={onAddSpouse} data-testid="add-spouse">
            {values.spouse ? 'Change spouse' : 'Add spouse'}
          </Button>
          <Button variant="secondary" onClick={onAddParents} data-testid="add-parents">
            {values.parents.length ? 'Change parents' : 'Add parents'}
          </Button>
          <Button variant="secondary" onClick={onAddExtended} data-testid="add-extended">
            {values.extended.length ? 'Change extended family' : 'Add extended family'}
          </Button>
        </div>
        <Button variant="secondary" block onClick={onRequestCallback} data-testid="request-callback">
          Request a Callback
        </Button>
        <Button variant="ghost" block onClick={onDecline} data-testid="decline-quote">
          No thanks
        </Button>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, ErrorMessage, Spinner } from '@imali/shared/ui';
import { bankById, fieldErrors } from '@imali/shared/web';
import { FuneralGetQuoteDocument } from '../../gql/graphql';
import { coverText, QuoteSummary } from '../../quote/quote-summary';
import { QUOTE_ERROR_MESSAGE } from '../../quote/quote-values';
import { purchaseQuoteVariables, saleBeneficiary, type PurchaseValues } from '../purchase-values';

export const BUY_LABEL = 'Buy my cover';
export const BUYING_LABEL = 'Buying your cover…';

export interface CompleteSaleStepProps {
  values: PurchaseValues;
  submitting: boolean;
  /** Why the last attempt failed (the buyer's answers are kept; Try again sends the same request). */
  error?: string;
  onBuy: () => void;
  onRequestCallback: () => void;
  actions?: ReactNode;
  today?: Date;
}

function dayText(day: string | undefined): string {
  const value = (day ?? '').trim();
  return value === '31' ? 'the last day of each month' : `day ${value} of each month`;
}

/**
 * completeSale: the premium re-quoted for the lives actually being bought (their real ages),
 * what is being bought, and "Buy my cover", which creates the policy. Buying waits for the
 * re-quote: the buyer agrees to the premium shown.
 */
export function CompleteSaleStep({ values, submitting, error, onBuy, onRequestCallback, actions, today }: CompleteSaleStepProps) {
  const quoteQuery = useQuery(FuneralGetQuoteDocument, { variables: purchaseQuoteVariables(values, today), notifyOnNetworkStatusChange: true });
  const quote = quoteQuery.data?.getPolicyQuote;
  const beneficiary = saleBeneficiary(values);
  const bank = bankById(values.bank.bankId);
  const accountNo = (values.bank.accountNo ?? '').trim();

  let summary: ReactNode;
  if (quoteQuery.error && !quoteQuery.loading) {
    const messages = Object.values(fieldErrors(quoteQuery.error));
    summary = (
      <ErrorMessage
        message={messages.length ? `${QUOTE_ERROR_MESSAGE}: ${messages.join(' ')}` : QUOTE_ERROR_MESSAGE}
        onRetry={() => void quoteQuery.refetch().catch(() => undefined)}
        testId="complete-sale-quote-error"
      />
    );
  } else if (!quote) {
    summary = <Spinner label="Working out your premium" />;
  } else {
    summary = <QuoteSummary {...quote} updating={quoteQuery.loading} testId="complete-sale-quote" />;
  }

  return (
    <div className="funeral-complete-sale" data-testid="complete-sale">
      {summary}
      <dl className="funeral-summary" data-testid="complete-sale-summary">
        <dt>Cover amount</dt>
        <dd>{coverText(values.coverAmount)}</dd>
        <dt>Beneficiary</dt>
        <dd>{`${beneficiary.firstNames} ${beneficiary.surname}`.trim()}</dd>
        <dt>Paid from</dt>
        <dd>
          {bank?.label ?? ''} account ending {accountNo.slice(-4)}
          {values.ownAccount === false ? ` (${(values.accountHolder.accountHolderName ?? '').trim()})` : ''}
        </dd>
        <dt>Debit order</dt>
        <dd>DebiCheck, {dayText(values.bank.paymentDueDay)}</dd>
      </dl>
      {error ? <ErrorMessage message={error} onRetry={submitting ? undefined : onBuy} testId="complete-sale-error" /> : null}
      <div className="funeral-actions">
        <Button block onClick={onBuy} disabled={submitting || !quote || quoteQuery.loading} aria-busy={submitting || undefined} data-testid="complete-sale-buy">
          {submitting ? BUYING_LABEL : BUY_LABEL}
        </Button>
        {error ? (
          <Button variant="secondary" block onClick={onRequestCallback}>
            Request a Callback
          </Button>
        ) : null}
        {actions}
      </div>
    </div>
  );
}

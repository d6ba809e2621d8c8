import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { saleErrors } from '@imali/funeral/domain';
import { Button, ErrorMessage, Spinner } from '@imali/shared/ui';
import { errorMessage, fieldErrors, useIdempotentSubmit } from '@imali/shared/web';
import { FuneralGetQuoteDocument } from '../../gql/graphql';
import { QuoteSummary } from '../../quote/quote-summary';
import { FuneralCreateSaleDocument } from '../../gql/graphql';
import type { SaleResult } from '../../sale/sale-types';
import type { ChatSaleBankAccount } from '../chat-sale-types';
import { chatQuoteVariables, chatSaleVariables, questionForServerErrors, type ChatSaleState, type QuestionErrors } from '../chat-sale-state';
import { QUOTE_ERROR_MESSAGE } from '../chat-sale-texts';

export const BUY_LABEL = 'Buy now';

export interface CompleteSaleStepProps {
  state: ChatSaleState;
  storedAccounts: readonly ChatSaleBankAccount[];
  today?: Date;
  onSold: (result: SaleResult) => void;
  /** The sale's field errors belong to an earlier question: ask it again. */
  onFix: (question: QuestionErrors) => void;
}

/**
 * completeSale: the premium re-quoted for the lives actually named, then the sale (NAEDO). One
 * idempotency key per set of answers (useIdempotentSubmit), kept for Try again and double
 * clicks, so the server creates one policy however often the client presses.
 */
export function CompleteSaleStep({ state, storedAccounts, today, onSold, onFix }: CompleteSaleStepProps) {
  const quoteVariables = useMemo(() => chatQuoteVariables(state, today), [state, today]);
  const quote = useQuery(FuneralGetQuoteDocument, { variables: quoteVariables, notifyOnNetworkStatusChange: true });
  const [createSale] = useMutation(FuneralCreateSaleDocument);
  const sale = useIdempotentSubmit((answers: ChatSaleState, idempotencyKey: string) => createSale({ variables: chatSaleVariables(answers, idempotencyKey, storedAccounts, today).variables }), {
    fingerprint: (answers) => JSON.stringify(chatSaleVariables(answers, '', storedAccounts, today).variables),
  });
  const [buying, setBuying] = useState(false);
  const [failure, setFailure] = useState<string>();
  const priced = quote.data?.getPolicyQuote;
  const submitting = buying || sale.submitting;

  const buy = async () => {
    // A double click: the first click's sale is on its way already.
    if (sale.inFlight()) return;
    setFailure(undefined);
    const { variables, memberSlots } = chatSaleVariables(state, sale.keyFor(state), storedAccounts, today);
    // The server's own check first, so an answer it would refuse is asked again without a call.
    const problems = saleErrors(variables, today);
    if (problems.length) {
      const byField: Record<string, string> = {};
      for (const problem of problems) byField[problem.field] ??= problem.message;
      const question = questionForServerErrors(byField, state, memberSlots);
      if (question) onFix(question);
      else setFailure(problems.map((problem) => problem.message).join(' '));
      return;
    }
    setBuying(true);
    try {
      const { data } = await sale.submit(state);
      if (!data) throw new Error('No sale result');
      onSold(data.createSalesInteractionPolicyWithMembers);
      return;
    } catch (error) {
      const question = questionForServerErrors(fieldErrors(error), state, memberSlots);
      if (question) {
        onFix(question);
        return;
      }
      const messages = Object.values(fieldErrors(error));
      setFailure(messages.length ? messages.join(' ') : errorMessage(error));
    }
    setBuying(false);
  };

  let premium;
  if (priced) {
    premium = (
      <QuoteSummary
        premium={priced.premium}
        premiumBeforeMinimum={priced.premiumBeforeMinimum}
        minimumPremiumShortfall={priced.minimumPremiumShortfall}
        totalCover={priced.totalCover}
        lives={priced.lives}
        updating={quote.loading}
        testId="chat-quote"
      />
    );
  } else if (quote.error) {
    premium = <ErrorMessage message={QUOTE_ERROR_MESSAGE} onRetry={() => void quote.refetch()} testId="chat-quote-error" />;
  } else {
    premium = <Spinner label="Getting your premium" />;
  }

  return (
    <div className="funeral-chat__complete">
      {premium}
      {failure ? <ErrorMessage message={failure} onRetry={() => void buy()} testId="chat-sale-error" /> : null}
      <div className="funeral-chat__actions">
        <Button block disabled={!priced || submitting} aria-busy={submitting || undefined} onClick={() => void buy()}>
          {BUY_LABEL}
        </Button>
      </div>
    </div>
  );
}

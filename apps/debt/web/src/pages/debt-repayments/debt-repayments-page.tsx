// /debt-repayments: the four categories with their monthly totals and number of accounts, each
// leading to /debt-repayments/{category}.
import { useQuery } from '@apollo/client/react';
import { EmptyState, ErrorMessage, formatRand, LinkCard, Page, Spinner } from '@imali/shared/ui';
import { Link } from 'react-router-dom';
import { DebtRepaymentsDocument } from '../../gql/graphql';
import { accountsText, REPAYMENT_CATEGORIES, REPAYMENTS_ERROR } from './repayment-categories';

/** A client who has not verified yet has no credit record: nothing to list, and where to get one. */
export function NoCreditRecord() {
  return (
    <EmptyState
      title="No credit record yet"
      description="Verify your identity on My Debt to see your repayments."
      action={<Link to="/debt">Go to My Debt</Link>}
      testId="debt-repayments-empty"
    />
  );
}

export function DebtRepaymentsPage() {
  const { data, loading, error, refetch } = useQuery(DebtRepaymentsDocument);
  const debt = data?.myClient?.debtBreakdown;

  let content;
  if (loading && !data) content = <Spinner label="Loading your debt repayments" />;
  else if (error || !data?.myClient) content = <ErrorMessage message={REPAYMENTS_ERROR} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!debt) content = <NoCreditRecord />;
  else {
    content = (
      <ul className="card-grid" aria-label="Debt categories" data-testid="debt-repayment-categories">
        {REPAYMENT_CATEGORIES.map((entry) => {
          const count = debt.obligations.filter((obligation) => obligation.category === entry.category).length;
          return (
            <li key={entry.slug} data-testid={`debt-repayments-${entry.slug}`}>
              <LinkCard to={`/debt-repayments/${entry.slug}`} title={entry.title}>
                <span className="stat__value">{formatRand(debt[entry.total])}</span>
                <span className="muted"> a month, {accountsText(count)}</span>
              </LinkCard>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Page title="My Debt Repayments" testId="debt-repayments-page">
      {content}
    </Page>
  );
}

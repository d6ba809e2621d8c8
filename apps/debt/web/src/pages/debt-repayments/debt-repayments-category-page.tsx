// /debt-repayments/{category}: the accounts of one category with creditor, balance, instalment
// and rate. An unknown category is a page not found.
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, ErrorMessage, formatRand, NotFound, Page, Spinner } from '@imali/shared/ui';
import { DebtRepaymentsCategoryDocument } from '../../gql/graphql';
import { categoryOfSlug, REPAYMENTS_ERROR, type RepaymentCategory } from './repayment-categories';

const rate = (percent: number) => `${percent.toFixed(2)}%`;

function CategoryAccounts({ entry }: { entry: RepaymentCategory }) {
  const { data, loading, error, refetch } = useQuery(DebtRepaymentsCategoryDocument, { variables: { category: entry.category } });
  const obligations = data?.myClient?.debtBreakdown?.obligations;

  let content;
  if (loading && !data) content = <Spinner label={`Loading your ${entry.title.toLowerCase()} debt`} />;
  else if (error || !data?.myClient) content = <ErrorMessage message={REPAYMENTS_ERROR} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!obligations?.length) {
    content = (
      <EmptyState title={`You have no ${entry.title.toLowerCase()} debt`} description="Nothing in this category is on your credit record." testId="debt-category-empty" />
    );
  } else {
    content = (
      <table className="debt-accounts" data-testid="debt-category-accounts">
        <caption className="visually-hidden">{entry.title} accounts</caption>
        <thead>
          <tr>
            <th scope="col">Creditor</th>
            <th scope="col">Balance</th>
            <th scope="col">Instalment</th>
            <th scope="col">Rate</th>
          </tr>
        </thead>
        <tbody>
          {obligations.map((obligation) => (
            <tr key={obligation.id} data-testid="debt-category-account">
              <th scope="row">
                {obligation.creditorName}
                <span className="muted debt-accounts__detail">
                  {' '}
                  {obligation.description} {obligation.reference}
                </span>
              </th>
              <td>{formatRand(obligation.currentBalance)}</td>
              <td>{formatRand(obligation.installment)}</td>
              <td>{rate(obligation.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <Page title={`My ${entry.title} Debt`} testId="debt-category-page">
      <p>
        <Link to="/debt-repayments">Back to my debt repayments</Link>
      </p>
      {content}
    </Page>
  );
}

export function DebtRepaymentsCategoryPage() {
  const { category } = useParams();
  const entry = categoryOfSlug(category);
  return entry ? <CategoryAccounts key={entry.slug} entry={entry} /> : <NotFound />;
}

// /debt-repayments/{category}: the accounts of one category with creditor, balance, instalment,
// rate and the monthly premium of the credit life linked to the account (§7.3's "linked insurance
// premiumAmount"; docs/decisions/debt-repayments-credit-life-premium.md). An unknown category is a
// page not found.
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, ErrorMessage, formatRand, NotFound, Page, Spinner } from '@imali/shared/ui';
import { DebtRepaymentsCategoryDocument } from '../../gql/graphql';
import { categoryOfSlug, REPAYMENTS_ERROR, type RepaymentCategory } from './repayment-categories';
import { NoCreditRecord } from './debt-repayments-page';

const rate = (percent: number) => `${percent.toFixed(2)}%`;
/** The linked credit life's monthly premium, or that the account has none. */
export const NO_CREDIT_LIFE = 'None';
const creditLife = (insurance: { premiumAmount: number } | null | undefined) => (insurance ? formatRand(insurance.premiumAmount) : NO_CREDIT_LIFE);

function CategoryAccounts({ entry }: { entry: RepaymentCategory }) {
  const { data, loading, error, refetch } = useQuery(DebtRepaymentsCategoryDocument, { variables: { category: entry.category } });
  const debt = data?.myClient?.debtBreakdown;
  const obligations = debt?.obligations;

  let content;
  if (loading && !data) content = <Spinner label={`Loading your ${entry.title.toLowerCase()} debt`} />;
  else if (error || !data?.myClient) content = <ErrorMessage message={REPAYMENTS_ERROR} onRetry={() => void refetch().catch(() => undefined)} />;
  // No credit record yet (never verified): not "no debt in this category".
  else if (!debt) content = <NoCreditRecord />;
  else if (!obligations?.length) {
    content = (
      <EmptyState title={`You have no ${entry.title.toLowerCase()} debt`} description="Nothing in this category is on your credit record." testId="debt-category-empty" />
    );
  } else {
    content = (
      <div className="debt-accounts__scroll">
        <table className="debt-accounts" data-testid="debt-category-accounts">
          <caption className="visually-hidden">{entry.title} accounts</caption>
          <thead>
            <tr>
              <th scope="col">Creditor</th>
              <th scope="col">Balance</th>
              <th scope="col">Instalment</th>
              <th scope="col">Rate</th>
              <th scope="col">Credit life</th>
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
                <td data-testid="debt-category-credit-life">{creditLife(obligation.insurance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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

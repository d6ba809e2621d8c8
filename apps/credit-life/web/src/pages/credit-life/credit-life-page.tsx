import { useQuery } from '@apollo/client/react';
import { Card, EmptyState, ErrorMessage, formatDate, formatRand, humaniseCode, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { CreditLifeOverviewDocument } from '../../gql/graphql';

/** /credit-life: the client's credit life policy (premium, next payment). */
export function CreditLifePage() {
  const { data, loading, error, refetch } = useQuery(CreditLifeOverviewDocument);
  const policy = data?.myClient?.creditLife ?? null;

  let content;
  if (loading && !data) content = <Spinner label="Loading your credit life cover" />;
  else if (error) {
    content = <ErrorMessage message={errorMessage(error, 'We could not load your credit life cover.')} onRetry={() => void refetch()} />;
  } else if (!policy) {
    content = (
      <EmptyState
        title="You have no credit life cover yet"
        description="Credit life cover pays your loans if you die, become disabled or are retrenched."
      />
    );
  } else {
    content = (
      <ul className="card-grid">
        <li>
          <Card title="Estimated next premium">
            <span className="stat__value">{policy.payment == null ? 'Unknown' : formatRand(policy.payment)}</span>
          </Card>
        </li>
        <li>
          <Card title="Next payment">
            <span className="stat__value">{formatDate(policy.nextPaymentDate) || 'Unknown'}</span>
          </Card>
        </li>
        <li>
          <Card title="Policy status">
            <span className="badge badge--success">{humaniseCode(policy.policyStatus)}</span>
          </Card>
        </li>
      </ul>
    );
  }

  return (
    <Page title="My Credit Life" testId="credit-life-page">
      {content}
    </Page>
  );
}

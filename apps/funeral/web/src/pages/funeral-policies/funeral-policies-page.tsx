import { useQuery } from '@apollo/client/react';
import { EmptyState, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { FUNERAL_POLICIES } from './funeral-policies.graphql';
import { FuneralPolicyList } from './funeral-policy-list';

/** /funeral: the client's funeral policies. */
export function FuneralPoliciesPage() {
  const { data, loading, error, refetch } = useQuery(FUNERAL_POLICIES);
  const policies = data?.myClient?.funeralPolicies ?? [];

  let content;
  if (loading && !data) content = <Spinner label="Loading your funeral policies" />;
  else if (error) {
    content = <ErrorMessage message={errorMessage(error, 'We could not load your funeral policies.')} onRetry={() => void refetch()} />;
  } else if (policies.length === 0) {
    content = <EmptyState title="You have no funeral policies yet" description="When you take out funeral cover, your policies show here." />;
  } else content = <FuneralPolicyList policies={policies} />;

  return (
    <Page title="My funeral policies" testId="funeral-page">
      {content}
    </Page>
  );
}

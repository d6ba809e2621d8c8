import { useQuery } from '@apollo/client/react';
import { EmptyState, ErrorMessage, LinkCard, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { FUNERAL_POLICIES } from '../funeral-policies/funeral-policies.graphql';
import { FuneralPolicyList } from '../funeral-policies/funeral-policy-list';

/** /insurance: My Insurance overview (My Policies, then cover to get a quote for). */
export function InsurancePage() {
  const { data, loading, error, refetch } = useQuery(FUNERAL_POLICIES);
  const policies = data?.myClient?.funeralPolicies ?? [];

  let policiesContent;
  if (loading && !data) policiesContent = <Spinner label="Loading your policies" />;
  else if (error) {
    policiesContent = <ErrorMessage message={errorMessage(error, 'We could not load your policies.')} onRetry={() => void refetch()} />;
  } else if (policies.length === 0) {
    policiesContent = <EmptyState title="You have no policies yet" description="Get a quote below to protect your family." />;
  } else policiesContent = <FuneralPolicyList policies={policies} />;

  return (
    <Page title="My Insurance" testId="insurance-page">
      <section aria-labelledby="my-policies">
        <h2 id="my-policies">My Policies</h2>
        {policiesContent}
      </section>
      <section className="section" aria-labelledby="get-covered">
        <h2 id="get-covered">Get covered</h2>
        <ul className="card-grid">
          <li>
            <LinkCard to="/funeral" title="Funeral Insurance">
              <p className="muted">Cover for you and your family, from R10 000 to R60 000.</p>
            </LinkCard>
          </li>
          <li>
            <LinkCard to="/credit-life" title="Credit Life">
              <p className="muted">Your loans paid if you die, are disabled or lose your job.</p>
            </LinkCard>
          </li>
        </ul>
      </section>
    </Page>
  );
}

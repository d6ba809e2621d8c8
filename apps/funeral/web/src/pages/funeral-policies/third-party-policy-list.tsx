import { Link } from 'react-router-dom';
import { ButtonLink, EmptyState, ErrorMessage, formatRand } from '@imali/shared/ui';
import type { FuneralOverviewQuery } from '../../gql/graphql';
import { OVERVIEW_ERROR_MESSAGE } from './funeral-policy-list';

/** A policy held with another insurer, as the overview lists it. */
type ThirdPartyPolicySummary = NonNullable<NonNullable<FuneralOverviewQuery['myClient']>['thirdPartyFuneralPolicies']>[number];

export const ADD_THIRD_PARTY_POLICY = 'Add a policy from another insurer';
export const NO_THIRD_PARTY_POLICIES = 'You have not added any policies from other insurers';

/** The client's policies with other insurers, each a link to its page; adding one; empty and failure states. */
export function ThirdPartyPolicies({ policies, failed, onRetry }: { policies: readonly ThirdPartyPolicySummary[] | null; failed: boolean; onRetry: () => void }) {
  const add = (
    <ButtonLink to="/third-party-funeral/new" variant="secondary" testId="add-third-party-policy">
      {ADD_THIRD_PARTY_POLICY}
    </ButtonLink>
  );
  if (failed || !policies) return <ErrorMessage message={OVERVIEW_ERROR_MESSAGE} onRetry={onRetry} testId="third-party-policies-error" />;
  if (policies.length === 0) {
    return (
      <EmptyState
        title={NO_THIRD_PARTY_POLICIES}
        description="Add the funeral cover you have elsewhere, to see all your cover in one place."
        action={add}
        testId="third-party-policies-empty"
      />
    );
  }
  return (
    <>
      <ul className="list" aria-label="Policies with other insurers">
        {policies.map((policy) => (
          <li key={policy.id}>
            <Link className="card funeral-policy-card" to={`/third-party-funeral/${encodeURIComponent(policy.id)}`} data-testid="third-party-policy-card">
              <span className="list-row">
                <span className="card__title">{policy.companyName}</span>
                <span className="badge">{policy.policyTypeLabel}</span>
              </span>
              <dl className="details">
                <dt>Cover</dt>
                <dd>{formatRand(policy.coverAmount, { decimals: 0 })}</dd>
                <dt>Monthly contribution</dt>
                <dd>{`${formatRand(policy.premiumAmount)} per month`}</dd>
              </dl>
            </Link>
          </li>
        ))}
      </ul>
      <div className="button-row">{add}</div>
    </>
  );
}

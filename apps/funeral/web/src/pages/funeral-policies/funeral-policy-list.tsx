import { Link } from 'react-router-dom';
import { policyStateLabel, COVER_AMOUNTS } from '@imali/funeral/domain';
import { formatRand, humaniseCode } from '@imali/shared/ui';
import type { FuneralOverviewQuery } from '../../gql/graphql';

/** A policy as the overviews list it (FuneralOverview and FuneralInsuranceOverview read the same fields). */
export type FuneralPolicySummary = NonNullable<NonNullable<FuneralOverviewQuery['myClient']>['funeralPolicies']>[number];

/** funeral.md section 9: the overview failure, in the spec's words. */
export const OVERVIEW_ERROR_MESSAGE = 'Something has gone wrong. Please contact support';

/** "R 10 000 to R 60 000", with no-break spaces so an amount never wraps. */
export const COVER_RANGE = `${formatRand(COVER_AMOUNTS[0], { decimals: 0 })} to ${formatRand(COVER_AMOUNTS[COVER_AMOUNTS.length - 1], { decimals: 0 })}`;

const BADGE_BY_STATE: Readonly<Record<string, string>> = {
  ACTIVE: 'badge--success',
  DORMANT: 'badge--warning',
  INFO_MISSING: 'badge--warning',
  ON_RISK_GRACE: 'badge--danger',
  LAPSED: 'badge--danger',
  CANCELLED: 'badge--danger',
};

/** The spec's label for a policy state (Awaiting 1st Payment, Missed Payment, ...). */
export function stateLabel(state: string | null | undefined): string {
  return policyStateLabel(state) ?? humaniseCode(state);
}

export function StateBadge({ state }: { state: string | null | undefined }) {
  const tone = state ? BADGE_BY_STATE[state] : undefined;
  return (
    <span className={tone ? `badge ${tone}` : 'badge'} data-testid="policy-state">
      {stateLabel(state)}
    </span>
  );
}

/** The client's funeral policies, each a link to its page with state, cover and premium per month. */
export function FuneralPolicyList({ policies }: { policies: readonly FuneralPolicySummary[] }) {
  return (
    <ul className="list" aria-label="Funeral policies">
      {policies.map((policy) => (
        <li key={policy.id}>
          <Link className="card funeral-policy-card" to={`/funeral/${encodeURIComponent(policy.id)}`} data-testid="funeral-policy-card">
            <span className="list-row">
              <span className="card__title">Funeral policy {policy.policyNumber}</span>
              <StateBadge state={policy.state} />
            </span>
            <dl className="details">
              <dt>Cover</dt>
              <dd>{formatRand(policy.coverAmount, { decimals: 0 })}</dd>
              <dt>Premium</dt>
              <dd>{`${formatRand(policy.currentPremiumTotal)} per month`}</dd>
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}

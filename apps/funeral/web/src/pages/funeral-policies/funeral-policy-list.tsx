import { Card, formatRand, humaniseCode } from '@imali/shared/ui';
import type { FuneralPolicy } from './funeral-policies.graphql';

export function FuneralPolicyList({ policies }: { policies: readonly FuneralPolicy[] }) {
  return (
    <ul className="list" aria-label="Funeral policies">
      {policies.map((policy) => (
        <li key={policy.id}>
          <Card
            headingLevel={3}
            title={
              <span className="list-row">
                <span>Funeral policy {policy.policyNumber ?? ''}</span>
                <span className="badge badge--success">{humaniseCode(policy.state)}</span>
              </span>
            }
          >
            <dl className="details">
              <dt>Cover</dt>
              <dd>{policy.coverAmount == null ? 'Unknown' : formatRand(policy.coverAmount, { decimals: 0 })}</dd>
              <dt>Premium</dt>
              <dd>{policy.currentPremiumTotal == null ? 'Unknown' : `${formatRand(policy.currentPremiumTotal)} per month`}</dd>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

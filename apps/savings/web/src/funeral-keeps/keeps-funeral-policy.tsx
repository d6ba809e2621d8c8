// The Funeral goal's "keep my funeral cover paid" choice (issue 14 item 5): the client picks which
// of their funeral policies this goal pays when the policy's debit order fails (or none). Saved on
// change, as the December plan's payout date is; the server checks the policy is the client's own.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Card, ErrorMessage, formatRand, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { SavingsFuneralPoliciesDocument, SavingsSetBucketKeepsFuneralPolicyDocument } from '../gql/graphql';

/** Policies a goal may keep: not cancelled or lapsed (the server refuses those too). */
const KEEPABLE = (state: string) => state !== 'CANCELLED' && state !== 'LAPSED';

export const KEEPS_TITLE = 'Keep my funeral cover paid';
export const KEEPS_EXPLAINED =
  'If the debit order for a funeral premium does not go through, we pay that premium from this goal when it holds enough, and let you know by SMS.';

export function KeepsFuneralPolicy({ bucketId }: { bucketId: string }) {
  const { data, loading, error, refetch } = useQuery(SavingsFuneralPoliciesDocument, { variables: { id: bucketId } });
  const [save, { loading: saving }] = useMutation(SavingsSetBucketKeepsFuneralPolicyDocument);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const policies = (data?.myClient?.funeralPolicies ?? []).filter((policy) => KEEPABLE(policy.state));
  const kept = data?.myClient?.savings?.bucketInfoById?.keepsFuneralPolicyId ?? '';

  const change = async (policyId: string) => {
    setMessage(null);
    try {
      const answer = await save({ variables: { bucketId, policyId: policyId || null } });
      const keeps = answer.data?.setBucketKeepsFuneralPolicy.keepsFuneralPolicyId;
      const number = policies.find((policy) => policy.id === keeps)?.policyNumber;
      setMessage({ error: false, text: keeps ? `This goal now keeps policy ${number ?? ''} paid`.replace('  ', ' ') : 'This goal no longer pays a funeral premium' });
      await refetch().catch(() => undefined);
    } catch (failure) {
      setMessage({ error: true, text: errorMessage(failure) });
    }
  };

  let body;
  if (loading && !data) body = <Spinner label="Loading your funeral policies" />;
  else if (error) body = <ErrorMessage message={`Error! ${error.message}`} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (policies.length === 0) body = <p data-testid="savings-keeps-none">You have no funeral policy with us that this goal can keep paid.</p>;
  else {
    body = (
      <div className="field">
        <label className="field__label" htmlFor="keeps-funeral-policy">
          Funeral policy
        </label>
        <select id="keeps-funeral-policy" className="field__input" value={kept} disabled={saving} onChange={(event) => void change(event.currentTarget.value)} data-testid="savings-keeps-policy">
          <option value="">None</option>
          {policies.map((policy) => (
            <option key={policy.id} value={policy.id}>
              {`${policy.policyNumber} · ${policy.stateLabel} · ${formatRand(policy.currentPremiumTotal)} a month`}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <Card title={KEEPS_TITLE} testId="savings-keeps-funeral-policy">
      <p className="muted">{KEEPS_EXPLAINED}</p>
      {body}
      {message ? (
        message.error ? (
          <ErrorMessage message={message.text} testId="savings-keeps-error" />
        ) : (
          <p role="status" data-testid="savings-keeps-saved">
            {message.text}
          </p>
        )
      ) : null}
    </Card>
  );
}

import { useId, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { isWithinCoolingOff } from '@imali/funeral/domain';
import { Button, ConfirmDialog, formatDate, formatRand } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { FREE_TEXT_MAX_LENGTH, compareCalendarDates, parseCalendarDate, required, resolveToday } from '@imali/shared/validation';
import { FuneralCancelPolicyDocument, FuneralPolicyDetailDocument } from '../../gql/graphql';
import { type FuneralPolicyDetail } from './funeral-policy-types';

/** Reasons a client gives for cancelling (ours; the spec names cancelReason only). */
export const CANCEL_REASONS = [
  'I found a cheaper policy',
  'I can no longer afford the premium',
  'I no longer need this cover',
  'I took out this policy by mistake',
] as const;
export const OTHER_REASON = 'Another reason';

type CancellablePolicy = Pick<FuneralPolicyDetail, 'state' | 'coolingOffEndsOn' | 'createdAt'>;

/**
 * Whether the page offers online cancellation: not cancelled yet, and today (in South Africa)
 * on or before the server's `coolingOffEndsOn`; without it, the shared rule from `createdAt`.
 */
export function canCancelOnline(policy: CancellablePolicy, today?: Date | string): boolean {
  if (policy.state === 'CANCELLED') return false;
  const end = parseCalendarDate(policy.coolingOffEndsOn);
  if (end) return compareCalendarDates(resolveToday(today), end) <= 0;
  return isWithinCoolingOff(policy.createdAt, today);
}

/** What the cancelled policy's refund reads. */
export function refundText(refundAmount: number | null): string | null {
  if (refundAmount === null || refundAmount === undefined) return null;
  if (refundAmount > 0) return `We will refund the ${formatRand(refundAmount)} in premiums you have paid.`;
  return 'No premiums were collected on this policy, so there is nothing to refund.';
}

/** The state after a cancellation: when, why, and the refund. */
export function CancelledNotice({ policy }: { policy: Pick<FuneralPolicyDetail, 'cancelledAt' | 'cancelReason' | 'refundAmount'> }) {
  const refund = refundText(policy.refundAmount);
  return (
    <div className="card funeral-cancelled" role="status" data-testid="policy-cancelled">
      <p>
        <strong>{policy.cancelledAt ? `This policy was cancelled on ${formatDate(policy.cancelledAt)}.` : 'This policy has been cancelled.'}</strong>
      </p>
      {policy.cancelReason ? <p className="muted">Reason: {policy.cancelReason}</p> : null}
      {refund ? <p data-testid="policy-refund">{refund}</p> : null}
    </div>
  );
}

/**
 * "Cancel this policy" inside the cooling-off period: a confirmation asking for the reason,
 * then cancelFuneral. The answer (state, refund, the lives no longer covered) updates the page.
 */
export function CancelPolicy({ policy }: { policy: Pick<FuneralPolicyDetail, 'id' | 'policyNumber' | 'coolingOffEndsOn'> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [otherReason, setOtherReason] = useState('');
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busyRef = useRef(false);
  const [cancelFuneral, { loading }] = useMutation(FuneralCancelPolicyDocument, {
    refetchQueries: [{ query: FuneralPolicyDetailDocument, variables: { id: policy.id } }],
  });

  const cancelReason = reason === OTHER_REASON ? otherReason.trim() : reason;
  const reasonMessage = required(reason);
  const otherMessage = reason === OTHER_REASON ? required(otherReason.trim()) : undefined;

  const close = () => {
    setOpen(false);
    setReason('');
    setOtherReason('');
    setShown(false);
    setFailure(null);
  };

  const confirm = async () => {
    setShown(true);
    if (reasonMessage || otherMessage || busyRef.current) return;
    busyRef.current = true;
    setFailure(null);
    try {
      await cancelFuneral({ variables: { funeralId: policy.id, cancelReason: reason === OTHER_REASON ? `${OTHER_REASON}: ${cancelReason}` : cancelReason } });
      setOpen(false);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      busyRef.current = false;
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="cancel-policy">
        Cancel this policy
      </Button>
      <ConfirmDialog
        open={open}
        title="Cancel your funeral policy?"
        description={
          // ConfirmDialog's description is a paragraph: the reason controls are phrasing content.
          <span className="funeral-cancel">
            <span className="funeral-cancel__text">
              {`You are within the cooling-off period${policy.coolingOffEndsOn ? ` (until ${formatDate(policy.coolingOffEndsOn)})` : ''}: your cover ends now and the premiums you have paid are refunded.`}
            </span>
            <label className="field__label" htmlFor={`${id}-reason`}>
              Why are you cancelling?
            </label>
            <select
              id={`${id}-reason`}
              className="field__input"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              aria-invalid={shown && reasonMessage ? true : undefined}
              aria-describedby={shown && reasonMessage ? `${id}-reason-error` : undefined}
              disabled={loading}
            >
              <option value="">Select one</option>
              {[...CANCEL_REASONS, OTHER_REASON].map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            {shown && reasonMessage ? (
              <span id={`${id}-reason-error`} className="field__error" role="alert">
                {reasonMessage}
              </span>
            ) : null}
            {reason === OTHER_REASON ? (
              <>
                <label className="field__label" htmlFor={`${id}-other`}>
                  Tell us why
                </label>
                <input
                  id={`${id}-other`}
                  className="field__input"
                  value={otherReason}
                  // The reason is sent as "Other: …", which must fit the shared free-text maximum.
                  maxLength={FREE_TEXT_MAX_LENGTH - `${OTHER_REASON}: `.length}
                  onChange={(event) => setOtherReason(event.currentTarget.value)}
                  aria-invalid={shown && otherMessage ? true : undefined}
                  aria-describedby={shown && otherMessage ? `${id}-other-error` : undefined}
                  disabled={loading}
                />
                {shown && otherMessage ? (
                  <span id={`${id}-other-error`} className="field__error" role="alert">
                    {otherMessage}
                  </span>
                ) : null}
              </>
            ) : null}
            {failure ? (
              <span className="field__error" role="alert" data-testid="cancel-policy-error">
                {failure}
              </span>
            ) : null}
          </span>
        }
        confirmLabel={loading ? 'Cancelling…' : 'Cancel my policy'}
        cancelLabel="Keep my policy"
        onConfirm={() => void confirm()}
        onCancel={close}
        busy={loading}
        testId="cancel-policy-dialog"
      />
    </>
  );
}

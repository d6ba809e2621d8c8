// Cancelling a policy online: only within the 31-day cooling-off period (DOMAIN.md,
// Policyholder Protection Rules), with the premiums collected refunded. Wording and reasons:
// docs/decisions/funeral-cancellation.md. Run by cancelFuneral; the policy page offers the
// cancel button by the same rule.
import { FREE_TEXT_MAX_LENGTH, maxLength, required, type FieldError } from '@imali/shared/validation';
import { isWithinCoolingOff } from './cooling-off';
import { centsToRand, randToCents } from './rand-cents';

export const COOLING_OFF_ENDED_MESSAGE = 'This policy can no longer be cancelled online: the 31-day cooling-off period has ended. Please contact us.';
export const ALREADY_CANCELLED_MESSAGE = 'This policy is already cancelled';

/** The member state of every life on a cancelled policy: listed, not covered. */
export const POLICY_CANCELLED_MEMBER_STATE = 'POLICY_CANCELLED';

export type CancellationRefusal = { reason: 'ALREADY_CANCELLED' | 'COOLING_OFF_ENDED'; message: string };

/**
 * Why the policy cannot be cancelled online, or undefined when it can. The period runs from
 * the day the policy was made (`createdAt`, read as its South African day): the policy summary
 * is sent that day.
 */
export function cancellationRefusal(policy: { state: string; createdAt: Date }, today?: Date): CancellationRefusal | undefined {
  if (policy.state === 'CANCELLED') return { reason: 'ALREADY_CANCELLED', message: ALREADY_CANCELLED_MESSAGE };
  if (!isWithinCoolingOff(policy.createdAt, today)) return { reason: 'COOLING_OFF_ENDED', message: COOLING_OFF_ENDED_MESSAGE };
  return undefined;
}

export function cancelReasonErrors(cancelReason: unknown): FieldError[] {
  const message = required(typeof cancelReason === 'string' ? cancelReason.trim() : cancelReason) ?? maxLength(FREE_TEXT_MAX_LENGTH)(cancelReason);
  return message ? [{ field: 'cancelReason', message }] : [];
}

/** The refund: every premium collected so far, in rand (cents summed, so no float drift). */
export function refundAmount(payments: readonly { amount: number }[]): number {
  return centsToRand(payments.reduce((cents, payment) => cents + (randToCents(payment.amount) ?? 0), 0));
}

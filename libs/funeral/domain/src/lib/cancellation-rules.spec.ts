import { ALREADY_CANCELLED_MESSAGE, COOLING_OFF_ENDED_MESSAGE, cancelReasonErrors, cancellationRefusal, refundAmount } from './cancellation-rules';

describe('cancellationRefusal (31-day cooling-off)', () => {
  // Made on 1 March in South Africa: may be cancelled until 1 April (day 31), not on 2 April.
  const createdAt = new Date('2026-03-01T08:00:00Z');

  it.each([
    ['the day it was made', '2026-03-01'],
    ['day 31', '2026-04-01'],
  ])('allows cancelling on %s', (_name, today) => {
    expect(cancellationRefusal({ state: 'DORMANT', createdAt }, new Date(`${today}T12:00:00Z`))).toBeUndefined();
  });

  it('refuses from day 32 with the recorded wording', () => {
    expect(cancellationRefusal({ state: 'ACTIVE', createdAt }, new Date('2026-04-02T12:00:00Z'))).toEqual({ reason: 'COOLING_OFF_ENDED', message: COOLING_OFF_ENDED_MESSAGE });
    expect(COOLING_OFF_ENDED_MESSAGE).toBe('This policy can no longer be cancelled online: the 31-day cooling-off period has ended. Please contact us.');
  });

  it('reads the day the policy was made in South Africa (23:30 UTC is the next day there)', () => {
    const lateEvening = new Date('2026-02-28T23:30:00Z'); // 1 March 01:30 in South Africa
    expect(cancellationRefusal({ state: 'DORMANT', createdAt: lateEvening }, new Date('2026-04-01T12:00:00Z'))).toBeUndefined();
  });

  it('refuses a policy already cancelled', () => {
    expect(cancellationRefusal({ state: 'CANCELLED', createdAt }, new Date('2026-03-02T12:00:00Z'))).toEqual({ reason: 'ALREADY_CANCELLED', message: ALREADY_CANCELLED_MESSAGE });
  });
});

describe('cancelReasonErrors', () => {
  it('requires a reason', () => {
    expect(cancelReasonErrors('  ')).toEqual([{ field: 'cancelReason', message: 'This field is required' }]);
    expect(cancelReasonErrors('Found a cheaper policy')).toEqual([]);
    expect(cancelReasonErrors('a'.repeat(2001))).toEqual([{ field: 'cancelReason', message: 'At most 2000 characters' }]);
  });
});

describe('refundAmount', () => {
  it('is 0 when nothing was collected', () => {
    expect(refundAmount([])).toBe(0);
  });

  it('sums the premiums collected, to the cent', () => {
    expect(refundAmount([{ amount: 0.1 }, { amount: 0.2 }, { amount: 120.35 }])).toBe(120.65);
  });
});

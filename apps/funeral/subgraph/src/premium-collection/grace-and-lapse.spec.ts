import { COLLECTION_REFUSALS } from '@imali/shared/identity-contract';
import { addDays, awaitingMandateVerdict, GRACE_PERIOD_DAYS, MANDATE_APPROVAL_HOLD_DAYS, graceEndsOn, lapsesOn, OPERATIONS_REFUSALS, policyLapsedMessage } from './grace-and-lapse';

describe('grace period and lapse', () => {
  it.each([
    ['2027-01-17', 1, '2027-01-18'],
    ['2027-01-31', 1, '2027-02-01'],
    ['2027-12-31', 1, '2028-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2027-03-01', -1, '2027-02-28'],
  ])('addDays(%s, %i) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    // A missed premium's next pay day (28 to 31 days later) is always inside the grace period.
    ['2027-01-31', '2027-03-03', '2027-03-04'],
    ['2027-02-28', '2027-03-31', '2027-04-01'],
    ['2027-07-31', '2027-08-31', '2027-09-01'],
    ['2027-12-17', '2028-01-17', '2028-01-18'],
  ])('a premium missed on %s: cover through %s, lapse on %s', (missed, ends, lapses) => {
    expect(graceEndsOn(missed)).toBe(ends);
    expect(lapsesOn(missed)).toBe(lapses);
  });

  it('is a month of 31 days', () => {
    expect(GRACE_PERIOD_DAYS).toBe(31);
  });

  it("treats only refusals that say nothing about the client's account as operations' (not approved and above the mandate stay the client's)", () => {
    expect([...OPERATIONS_REFUSALS].sort()).toEqual(['INVALID', 'NOT_FOUND', 'REFERENCE_IN_USE']);
    for (const refusal of OPERATIONS_REFUSALS) expect(COLLECTION_REFUSALS).toContain(refusal);
  });

  it('tells the client their policy lapsed, the premium in rand', () => {
    expect(policyLapsedMessage(123_450, 'IMF000000018')).toBe(
      'Imali: your funeral policy IMF000000018 has lapsed because the missed premium of R1 234.50 was not paid within the grace period. You are no longer covered. Please contact us if you would like to reinstate it.',
    );
  });

  describe('a premium refused NOT_APPROVED (docs/decisions/funeral-premium-awaiting-mandate-approval.md)', () => {
    const dueOn = '2027-01-17';
    const debiCheck = (status: string) => ({ paymentType: 'DEBI_CHECK', status });
    it.each([
      ['an approved DebiCheck mandate now', 'COLLECT_AGAIN', debiCheck('APPROVED'), '2027-01-17'],
      ['approved after the hold would have ended', 'COLLECT_AGAIN', debiCheck('APPROVED'), '2027-03-01'],
      ['awaiting the client at the bank, on the due date', 'HOLD', debiCheck('SENT'), '2027-01-17'],
      ['not yet reached the bank', 'HOLD', debiCheck('NOT_SENT'), '2027-01-20'],
      ['awaiting, on the hold’s last day', 'HOLD', debiCheck('SENT'), '2027-01-31'],
      ['awaiting, the day after the hold ended', 'MISSED', debiCheck('SENT'), '2027-02-01'],
      ['declined by the client', 'MISSED', debiCheck('REJECTED'), '2027-01-18'],
      ['expired at the bank', 'MISSED', debiCheck('EXPIRED'), '2027-01-18'],
      ['cancelled', 'MISSED', debiCheck('CANCELLED'), '2027-01-18'],
      ['replaced again', 'MISSED', debiCheck('REPLACED'), '2027-01-18'],
      // Signed on the web (docs/decisions/naedo-debit-order-collections.md): the same patience.
      ['a NAEDO debit order signed since', 'COLLECT_AGAIN', { paymentType: 'NAEDO', status: 'SIGNED' }, '2027-03-01'],
      ['a DO debit order signed since', 'COLLECT_AGAIN', { paymentType: 'DO', status: 'SIGNED' }, '2027-01-18'],
      ['a NAEDO debit order awaiting its signature', 'HOLD', { paymentType: 'NAEDO', status: 'AWAITING_SIGNATURE' }, '2027-01-18'],
      ['a NAEDO debit order awaiting its signature, the day after the hold ended', 'MISSED', { paymentType: 'NAEDO', status: 'AWAITING_SIGNATURE' }, '2027-02-01'],
      ['a NAEDO debit order cancelled', 'MISSED', { paymentType: 'NAEDO', status: 'CANCELLED' }, '2027-01-18'],
      ['a DebiCheck debit order marked SIGNED (not its way of authorising)', 'MISSED', debiCheck('SIGNED'), '2027-01-18'],
      ['no debit order identity knows', 'MISSED', null, '2027-01-18'],
    ] as const)('%s: %s', (_case, verdict, order, today) => {
      expect(awaitingMandateVerdict(order, dueOn, today)).toBe(verdict);
    });

    it('holds two weeks at most', () => {
      expect(MANDATE_APPROVAL_HOLD_DAYS).toBe(14);
    });
  });
});

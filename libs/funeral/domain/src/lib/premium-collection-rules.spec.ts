import { policyStateAfterPremium, premiumMissedMessage, premiumPaidFromSavingsMessage, randText } from './premium-collection-rules';

describe('policyStateAfterPremium', () => {
  it.each([
    ['ACTIVE', 'DEBIT_ORDER', 'ACTIVE'],
    ['ACTIVE', 'SAVINGS', 'ACTIVE'],
    ['ACTIVE', 'MISSED', 'ON_RISK_GRACE'],
    ['ON_RISK_GRACE', 'DEBIT_ORDER', 'ACTIVE'],
    ['ON_RISK_GRACE', 'SAVINGS', 'ACTIVE'],
    ['ON_RISK_GRACE', 'MISSED', 'ON_RISK_GRACE'],
    ['CANCELLED', 'MISSED', 'CANCELLED'],
    ['LAPSED', 'SAVINGS', 'LAPSED'],
    ['DORMANT', 'MISSED', 'DORMANT'],
  ] as const)('%s after %s → %s', (state, outcome, expected) => expect(policyStateAfterPremium(state, outcome)).toBe(expected));
});

describe('randText', () => {
  it.each([
    [0, 'R0.00'],
    [5, 'R0.05'],
    [15_000, 'R150.00'],
    [123_450, 'R1 234.50'],
    [100_000_099, 'R1 000 000.99'],
  ])('%p → %p', (cents, text) => expect(randText(cents)).toBe(text));
});

describe('premium messages', () => {
  it('names the amount, the goal and the policy when savings paid', () => {
    expect(premiumPaidFromSavingsMessage(15_075, 'Funeral', 'FP0001')).toBe(
      'Imali: your debit order for funeral policy FP0001 did not go through, so your premium of R150.75 was paid from your "Funeral" savings goal. Your cover continues.',
    );
  });

  it('says the goal held too little only when there was one', () => {
    expect(premiumMissedMessage(15_000, 'FP0001', 'INSUFFICIENT_BALANCE', 'Funeral')).toContain('Your "Funeral" savings goal did not hold enough to pay it.');
    expect(premiumMissedMessage(15_000, 'FP0001', 'NO_BUCKET', null)).toBe(
      'Imali: we could not collect your funeral premium of R150.00 for policy FP0001. Your policy is now on missed payment: please pay the premium to keep your cover.',
    );
  });

  it('says by when to pay when the grace period\'s last day is known', () => {
    expect(premiumMissedMessage(15_000, 'FP0001', 'NO_BUCKET', null, '2027-01-16')).toBe(
      'Imali: we could not collect your funeral premium of R150.00 for policy FP0001. Your policy is now on missed payment: please pay the premium by 16 Jan 2027 to keep your cover.',
    );
    expect(premiumMissedMessage(15_000, 'FP0001', 'NO_BUCKET', null, 'not a date')).not.toContain(' by ');
  });

  it('fits one long SMS with the longest goal name', () => {
    expect(premiumPaidFromSavingsMessage(10_000_000, 'x'.repeat(100), 'P'.repeat(100)).length).toBeLessThanOrEqual(918);
  });
});

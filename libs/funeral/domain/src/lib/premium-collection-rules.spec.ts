import { COLLECTED_POLICY_STATES, firstPremiumMissedMessage, firstPremiumReceivedMessage, policyNotTakenUpMessage, policyStateAfterPremium, premiumAwaitingMandateMessage, premiumMissedMessage, premiumPaidFromSavingsMessage, randText } from './premium-collection-rules';

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
    // The first premium paid: cover starts.
    ['DORMANT', 'DEBIT_ORDER', 'ACTIVE'],
    ['DORMANT', 'SAVINGS', 'ACTIVE'],
    ['CANCELLED', 'DEBIT_ORDER', 'CANCELLED'],
    ['INFO_MISSING', 'DEBIT_ORDER', 'INFO_MISSING'],
  ] as const)('%s after %s → %s', (state, outcome, expected) => expect(policyStateAfterPremium(state, outcome)).toBe(expected));
});

describe('COLLECTED_POLICY_STATES', () => {
  it('collects policies awaiting their first premium, in force or on missed payment; never lapsed, cancelled or missing information', () => {
    expect([...COLLECTED_POLICY_STATES].sort()).toEqual(['ACTIVE', 'DORMANT', 'ON_RISK_GRACE']);
  });
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

  it('tells the client their cover started with the first premium (from savings: names the goal)', () => {
    expect(firstPremiumReceivedMessage(15_075, 'FP0001')).toBe('Imali: we received your first premium of R150.75 for funeral policy FP0001. Your cover is now active.');
    expect(firstPremiumReceivedMessage(15_075, 'FP0001', 'Funeral')).toBe(
      'Imali: your debit order for funeral policy FP0001 did not go through, so your first premium of R150.75 was paid from your "Funeral" savings goal. Your cover is now active.',
    );
  });

  it('a missed first premium: no cover yet, the next try and how to pay', () => {
    expect(firstPremiumMissedMessage(15_000, 'FP0001', 'NO_BUCKET', null, '2027-01-17')).toBe(
      'Imali: we could not collect the first premium of R150.00 for funeral policy FP0001, so your cover has not started yet. We will try your debit order again on 17 Jan 2027: please have the premium in your account then, and approve the debit order if your bank asks you to.',
    );
    expect(firstPremiumMissedMessage(15_000, 'FP0001', 'INSUFFICIENT_BALANCE', 'Funeral', null)).toContain('Your "Funeral" savings goal did not hold enough to pay it. We will try your debit order again on your next pay day:');
    expect(firstPremiumMissedMessage(15_000, 'FP0001', 'NO_BUCKET', null)).not.toMatch(/missed payment|grace/);
  });

  it('a policy not taken up: cancelled, never covered', () => {
    expect(policyNotTakenUpMessage('FP0001')).toBe(
      'Imali: we could not collect a first premium for funeral policy FP0001, so it has been cancelled and its debit order stopped. You were not covered under it. Please contact us if you would still like funeral cover.',
    );
  });

  it('a premium held for the debit order’s approval: what the client (or the account holder) has to do, the policy and the amount only', () => {
    const own = { sentToThirdParty: false, firstPremium: false };
    expect(premiumAwaitingMandateMessage(15_075, 'FP0001', { ...own, paymentType: 'DEBI_CHECK' })).toBe(
      'Imali: your bank is asking you to approve the debit order for funeral policy FP0001. Please approve it in your banking app so that we can collect your premium of R150.75 and keep your cover.',
    );
    expect(premiumAwaitingMandateMessage(15_075, 'FP0001', { ...own, paymentType: 'NAEDO', firstPremium: true })).toBe(
      'Imali: the debit order for funeral policy FP0001 still needs your signature. Please sign it on your policy page in Imali so that we can collect your first premium of R150.75 and start your cover.',
    );
    expect(premiumAwaitingMandateMessage(15_075, 'FP0001', { paymentType: 'DEBI_CHECK', sentToThirdParty: true, firstPremium: false })).toBe(
      'Imali: the debit order for your funeral policy FP0001 is waiting for the account holder to approve it at their bank. Please ask them to do so, so that we can collect your premium of R150.75 and keep your cover.',
    );
    expect(premiumAwaitingMandateMessage(15_075, 'FP0001', { paymentType: 'DO', sentToThirdParty: true, firstPremium: true })).toContain('waiting for the account holder to sign it');
    for (const paymentType of ['DEBI_CHECK', 'NAEDO', 'DO']) {
      for (const sentToThirdParty of [false, true]) {
        const body = premiumAwaitingMandateMessage(10_000_000, 'P'.repeat(100), { paymentType, sentToThirdParty, firstPremium: true });
        expect(body.length).toBeLessThanOrEqual(918);
        // Nothing but the policy number and the amount: no id, no account number, no link.
        expect(body.replace('P'.repeat(100), '').replace('R100 000.00', '')).not.toMatch(/\d|http|\//);
      }
    }
  });

  it('fits one long SMS with the longest goal name', () => {
    expect(firstPremiumReceivedMessage(10_000_000, 'P'.repeat(100), 'x'.repeat(100)).length).toBeLessThanOrEqual(918);
    expect(firstPremiumMissedMessage(10_000_000, 'P'.repeat(100), 'INSUFFICIENT_BALANCE', 'x'.repeat(100), '2027-01-17').length).toBeLessThanOrEqual(918);
    expect(premiumPaidFromSavingsMessage(10_000_000, 'x'.repeat(100), 'P'.repeat(100)).length).toBeLessThanOrEqual(918);
  });
});

import { debtCounsellingAccount, levelInstalment, withDCPaymentProjection } from './debt-counselling';
import { loan, TODAY } from './spec-loans';
import { debtPaymentProjection } from './payment-projection';

describe('levelInstalment (P x i / (1 - (1 + i)^-n), rounded up to the cent)', () => {
  it.each([
    // R10 000 at 12% over 60: 1.01^60 = 1.816697, 100 / (1 - 1/1.816697) = R222.4445 -> R222.45
    [1_000_000, 1200, 60, 22_245],
    // R200 000 at 6% over 60: 1.005^60 = 1.348850, 1 000 / (1 - 0.741372) = R3 866.5603 -> R3 866.57
    [20_000_000, 600, 60, 386_657],
    // R1 000 at 0% over 60: 16.666 -> R16.67
    [100_000, 0, 60, 1_667],
    [600_000, 0, 60, 10_000],
    [0, 1200, 60, 0],
  ])('%p cents at %p bp over %p months -> %p', (balance, bp, months, expected) => {
    expect(levelInstalment(balance, bp, months)).toBe(expected);
  });

  it('refuses a term under one month', () => {
    expect(() => levelInstalment(100, 1200, 0)).toThrow(RangeError);
  });
});

describe('debtCounsellingAccount: half the rate, instalment down by up to 50%, repaid within 60 months', () => {
  it.each([
    // personal R10 000 at 24%, R500: 12%; max(R250.00, R222.45) = R250.00
    ['half the instalment', loan('a', 'P', 10_000, 500, 24), { balance: 1_000_000, rateBasisPoints: 1200, installment: 25_000 }],
    // vehicle R200 000 at 12%, R4 000: 6%; max(R2 000, R3 866.57) = R3 866.57 (repaid in 60 months)
    ['the 60-month level instalment', loan('v', 'Y', 200_000, 4_000, 12), { balance: 20_000_000, rateBasisPoints: 600, installment: 386_657 }],
    // credit card R10 000 at 24%, R150 (below interest): 12%; max(R75, R222.45) is above R150, so R150 stays
    ['never more than today', loan('c', 'R', 10_000, 150, 24), { balance: 1_000_000, rateBasisPoints: 1200, installment: 15_000 }],
    // odd instalment: half of R333.33 is R166.665 -> R166.67
    ['half rounded up to the cent', loan('p', 'X', 1_000, 333.33, 0), { balance: 100_000, rateBasisPoints: 0, installment: 16_667 }],
    ['home loans (B) unchanged', loan('h', 'B', 800_000, 8_000, 11.75), { balance: 80_000_000, rateBasisPoints: 1175, installment: 800_000 }],
    ['home loans (H) unchanged', loan('h', 'h', 1_000, 100, 10), { balance: 100_000, rateBasisPoints: 1000, installment: 10_000 }],
    ['a paid-up account unchanged', loan('z', 'P', 0, 500, 24), { balance: 0, rateBasisPoints: 2400, installment: 50_000 }],
  ])('%s', (_, obligation, expected) => {
    expect(debtCounsellingAccount(obligation)).toEqual(expected);
  });
});

describe('withDCPaymentProjection', () => {
  it('hand-worked: R10 000 at 24% with R500 becomes R250 at 12%, paid off in 52 months, R64.08 interest saved', () => {
    // n = -ln(1 - 0.01 x 10 000 / 250) / ln(1.01) = 0.510826 / 0.009950 = 51.34: 51 payments of
    // R250 and a 52nd of about 83.83 x 1.01 = R84.67. Interest 12 834.67 - 10 000 = R2 834.67
    // against R2 898.75 without the plan: R64.08 saved. Halving the instalment by doubling the
    // term saves little: the honest preview.
    const projection = withDCPaymentProjection([loan('a', 'P', 10_000, 500, 24)], TODAY);
    expect(projection.payment).toBe(25_000);
    expect(projection.payments).toHaveLength(52);
    expect(projection.payments[51]).toEqual({ date: '2031-03-01', payment: 8_467 });
    expect(projection.totalInterest).toBe(283_467);
    expect(projection.interestSaved).toBe(289_875 - 283_467);
    expect(projection.finalPaymentDate).toBe('2031-03-01');
  });

  it('saves nothing on a home loan alone', () => {
    const obligations = [loan('h', 'B', 500_000, 5_000, 11.75)];
    expect(withDCPaymentProjection(obligations, TODAY).interestSaved).toBe(0);
  });

  it('pays off an account that never ended without the plan, within the 60 months', () => {
    // R10 000 at 24% with R150 never ends; at 12% R150 pays R100 interest first, then more each month.
    const projection = withDCPaymentProjection([loan('c', 'C', 10_000, 150, 24)], TODAY);
    expect(projection.finalPaymentDate).toBeDefined();
    expect(projection.interestSaved).toBeGreaterThan(0);
  });

  it('asks at most the normal instalments and at least half of those it restructures', () => {
    const obligations = [loan('a', 'P', 10_000, 500, 24), loan('v', 'Y', 200_000, 4_000, 12), loan('h', 'B', 900_000, 9_000, 11)];
    const plan = withDCPaymentProjection(obligations, TODAY);
    expect(plan.payment).toBe(25_000 + 386_657 + 900_000);
    expect(plan.remainingBalance).toBe(0);
  });

  it('no debt: nothing to pay, nothing saved', () => {
    expect(withDCPaymentProjection([], TODAY)).toMatchObject({ payment: 0, payments: [], interestSaved: 0, finalPaymentDate: undefined });
  });
});

describe('withDCPaymentProjection for a client already under debt counselling', () => {
  // Under debt review the record's instalments and rates are the plan the counsellor agreed: the
  // preview does not restructure them a second time (docs/decisions/debt-counselling-projection.md).
  const obligations = [loan('a', 'P', 10_000, 500, 24), loan('v', 'Y', 200_000, 4_000, 12), loan('h', 'B', 900_000, 9_000, 11)];

  it('is the record’s own projection, with nothing saved', () => {
    const normal = debtPaymentProjection(obligations, TODAY);
    const plan = withDCPaymentProjection(obligations, TODAY, { underDebtCounselling: true });
    expect(plan.payments).toEqual(normal.payments);
    expect(plan.payment).toBe(normal.payment);
    expect(plan.finalPaymentDate).toBe(normal.finalPaymentDate);
    expect(plan.interestSaved).toBe(0);
  });

  it('not under debt counselling (said or left out): the preview restructures', () => {
    const preview = withDCPaymentProjection(obligations, TODAY);
    expect(withDCPaymentProjection(obligations, TODAY, { underDebtCounselling: false })).toEqual(preview);
    expect(preview.payment).toBe(25_000 + 386_657 + 900_000);
  });
});

import { levelInstalment } from './debt-counselling';
import { monthlyInterest, runSchedule, type ScheduleAccount } from './amortisation';

const account = (rand: number, instalmentRand: number, ratePercent: number): ScheduleAccount => ({
  balance: Math.round(rand * 100),
  installment: Math.round(instalmentRand * 100),
  rateBasisPoints: Math.round(ratePercent * 100),
});

describe('monthlyInterest (balance x annual rate / 12, half up to the cent)', () => {
  it.each([
    // balance (c), rate (bp), by hand
    [1_000_000, 2400, 20_000], // R10 000 x 24% / 12 = R200.00
    [970_000, 2400, 19_400], // R9 700 x 2% = R194.00
    [908_188, 2400, 18_164], // R9 081.88 x 2% = R181.6376 -> R181.64
    [843_879, 2400, 16_878], // R8 438.79 x 2% = R168.7758 -> R168.78
    [1_216, 1200, 12], // R12.16 x 1% = R0.1216 -> R0.12
    [50, 1200, 1], // R0.50 x 1% = 0.5c -> 1c (half up)
    [49, 1200, 0], // 0.49c -> 0c
    [1_000_000, 0, 0],
    [0, 2400, 0],
    [1_000_000, 1175, 9_792], // R10 000 x 11.75% / 12 = R97.9166 -> R97.92
  ])('%p cents at %p bp -> %p', (balance, bp, expected) => {
    expect(monthlyInterest(balance, bp)).toBe(expected);
  });
});

describe('runSchedule: hand-worked R10 000 at 24% a year with R500 instalments', () => {
  // Monthly rate 24% / 12 = 2%. Interest is added, then R500 is paid:
  //  month  opening     interest  payment  closing
  //  1      10 000.00   200.00    500.00   9 700.00
  //  2       9 700.00   194.00    500.00   9 394.00
  //  3       9 394.00   187.88    500.00   9 081.88
  //  4       9 081.88   181.64    500.00   8 763.52   (181.6376 rounds to 181.64)
  //  5       8 763.52   175.27    500.00   8 438.79   (175.2704 -> 175.27)
  // Payoff month by the annuity formula: n = -ln(1 - 0.02 x 10 000 / 500) / ln(1.02)
  //   = -ln(0.6) / ln(1.02) = 0.510826 / 0.019803 = 25.80, so 25 payments of R500 and a
  //   smaller 26th. Balance after 25 payments: 10 000 x 1.02^25 - 500 x (1.02^25 - 1) / 0.02
  //   = 16 406.06 - 16 015.15 = R390.91 (unrounded), so the 26th payment is about
  //   390.91 x 1.02 = R398.73. With interest rounded each month it is R398.75; total paid
  //   R12 898.75, of which interest R2 898.75.
  const schedule = runSchedule([account(10_000, 500, 24)]);

  it('pays R500 in each of the first 25 months and R398.75 in month 26', () => {
    expect(schedule.monthlyPayments).toHaveLength(26);
    expect(schedule.monthlyPayments.slice(0, 25).every((payment) => payment === 50_000)).toBe(true);
    expect(schedule.monthlyPayments[25]).toBe(39_875);
  });

  it('agrees with the formula to within a few cents of rounding', () => {
    expect(Math.abs((schedule.monthlyPayments[25] as number) - 39_873)).toBeLessThanOrEqual(5);
  });

  it('charges R2 898.75 interest and leaves nothing owing', () => {
    expect(schedule.totalInterest).toBe(289_875);
    expect(schedule.totalPaid).toBe(1_289_875);
    expect(schedule.remainingBalance).toBe(0);
    expect(schedule.accounts[0]).toEqual({ payoffMonth: 26, interest: 289_875, paid: 1_289_875, remainingBalance: 0 });
  });

  it('matches the first rows of the table', () => {
    const rows = runSchedule([account(10_000, 500, 24)], { horizonMonths: 5 });
    expect(rows.totalInterest).toBe(20_000 + 19_400 + 18_788 + 18_164 + 17_527);
    expect(rows.remainingBalance).toBe(843_879);
  });
});

describe('runSchedule: edge cases', () => {
  it('zero rate: R1 000 with R300 instalments is 300, 300, 300, 100 and no interest', () => {
    const schedule = runSchedule([account(1_000, 300, 0)]);
    expect(schedule.monthlyPayments).toEqual([30_000, 30_000, 30_000, 10_000]);
    expect(schedule.totalInterest).toBe(0);
  });

  it('zero balance: no payments', () => {
    expect(runSchedule([account(0, 500, 24)])).toEqual({
      monthlyPayments: [],
      totalInterest: 0,
      totalPaid: 0,
      remainingBalance: 0,
      accounts: [{ payoffMonth: undefined, interest: 0, paid: 0, remainingBalance: 0 }],
    });
  });

  it('no obligations: nothing at all', () => {
    expect(runSchedule([]).monthlyPayments).toEqual([]);
  });

  it('instalment below the interest: R10 000 at 24% paying R150 grows by R50 a month and stops at the horizon', () => {
    // Month 1: 10 000 + 200 - 150 = 10 050; month 2: 10 050 + 201 - 150 = 10 101.
    expect(runSchedule([account(10_000, 150, 24)], { horizonMonths: 2 }).remainingBalance).toBe(1_010_100);
    const schedule = runSchedule([account(10_000, 150, 24)]);
    expect(schedule.monthlyPayments).toHaveLength(360);
    expect(schedule.accounts[0]?.payoffMonth).toBeUndefined();
    expect(schedule.remainingBalance).toBeGreaterThan(1_000_000);
  });

  it('instalment equal to the interest: the balance never moves', () => {
    const schedule = runSchedule([account(10_000, 200, 24)]);
    expect(schedule.monthlyPayments).toHaveLength(360);
    expect(schedule.remainingBalance).toBe(1_000_000);
  });

  it('no instalment at all: no payments, the balance is still owing', () => {
    const schedule = runSchedule([account(1_000, 0, 0)]);
    expect(schedule.monthlyPayments).toEqual([]);
    expect(schedule.remainingBalance).toBe(100_000);
  });

  it('instalment larger than the balance: one payment of balance plus interest', () => {
    // R100 at 12%: interest R1.00, one payment of R101.00.
    expect(runSchedule([account(100, 5_000, 12)]).monthlyPayments).toEqual([10_100]);
  });

  it('negative or unreadable amounts count as 0', () => {
    const schedule = runSchedule([{ balance: -5_000, installment: Number.NaN, rateBasisPoints: -100 }]);
    expect(schedule.monthlyPayments).toEqual([]);
  });

  it('refuses a horizon that is not a whole number', () => {
    expect(() => runSchedule([], { horizonMonths: 1.5 })).toThrow(RangeError);
  });
});

describe('runSchedule: no cent is lost or invented', () => {
  // Odd balances, rates with decimals and instalments that leave fractions of a cent of interest.
  const cases: ScheduleAccount[][] = [
    [{ balance: 1_234_567, installment: 33_333, rateBasisPoints: 2175 }],
    [{ balance: 99_999_999, installment: 1_000_001, rateBasisPoints: 1175 }],
    [
      { balance: 777, installment: 100, rateBasisPoints: 2799 },
      { balance: 5_000_003, installment: 70_007, rateBasisPoints: 1999 },
      { balance: 250_050, installment: 9_999, rateBasisPoints: 0 },
      { balance: 400_000, installment: 5_000, rateBasisPoints: 2400 }, // pays less than its interest
    ],
  ];
  it.each(cases.map((accounts, i) => [i, accounts] as const))('case %p: paid = opening + interest - owing', (_, accounts) => {
    for (const options of [{}, { rollOver: true, extra: 15_000 }, { rollOver: true, extra: 1_000_000 }]) {
      const schedule = runSchedule(accounts, options);
      const opening = accounts.reduce((sum, a) => sum + a.balance, 0);
      expect(schedule.totalPaid).toBe(opening + schedule.totalInterest - schedule.remainingBalance);
      expect(schedule.monthlyPayments.reduce((sum, p) => sum + p, 0)).toBe(schedule.totalPaid);
      expect(schedule.monthlyPayments.every(Number.isSafeInteger)).toBe(true);
      schedule.accounts.forEach((outcome, i) => {
        expect(outcome.paid).toBe((accounts[i] as ScheduleAccount).balance + outcome.interest - outcome.remainingBalance);
      });
    }
  });
});

describe('runSchedule: performance sanity', () => {
  it('20 obligations over 120 months and more, with and without the snowball', () => {
    // R10 000 to R57 500 at 10% to 24.25%, each repaid in 101 to 120 level instalments.
    const accounts = Array.from({ length: 20 }, (_, i) => {
      const balance = 1_000_000 + i * 250_000;
      const rateBasisPoints = 1000 + i * 75;
      return { balance, rateBasisPoints, installment: levelInstalment(balance, rateBasisPoints, 120 - i) };
    });
    for (let run = 0; run < 50; run++) {
      expect(runSchedule(accounts).monthlyPayments.length).toBe(120);
      expect(runSchedule(accounts, { rollOver: true, extra: 15_000 }).remainingBalance).toBe(0);
    }
  });
});

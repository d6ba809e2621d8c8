import type { DebtObligation } from './debt-obligation';
import { loan, TODAY } from './spec-loans';
import { debtPaymentProjection, finalPaymentDate, maximumDebtReviewTerm, paymentDate, readToday } from './payment-projection';


describe('debtPaymentProjection: hand-worked two accounts, today 25 November 2026', () => {
  // A: personal loan R1 000 at 0%, R300 a month: 300, 300, 300, 100.
  // B: credit card R600 at 12% (1% a month), R200 a month:
  //   month 1: 600.00 + 6.00 - 200 = 406.00
  //   month 2: 406.00 + 4.06 - 200 = 210.06
  //   month 3: 210.06 + 2.10 - 200 =  12.16   (2.1006 -> 2.10)
  //   month 4:  12.16 + 0.12 = 12.28 paid      (0.1216 -> 0.12)
  // Per month: 500.00, 500.00, 500.00, 112.28 on 1 Dec 2026, 1 Jan, 1 Feb, 1 Mar 2027.
  const projection = debtPaymentProjection([loan('a', 'P', 1_000, 300, 0), loan('b', 'C', 600, 200, 12)], TODAY);

  it('totals each month from next month', () => {
    expect(projection.payments).toEqual([
      { date: '2026-12-01', payment: 50_000 },
      { date: '2027-01-01', payment: 50_000 },
      { date: '2027-02-01', payment: 50_000 },
      { date: '2027-03-01', payment: 11_228 },
    ]);
  });

  it('is paid off by March 2027 with R12.28 interest', () => {
    expect(projection.payment).toBe(50_000);
    expect(finalPaymentDate(projection)).toBe('2027-03-01');
    expect(projection.totalInterest).toBe(1_228);
    expect(projection.totalPaid).toBe(161_228);
    expect(projection.payoffMonths).toEqual([4, 4]);
    expect(maximumDebtReviewTerm(projection)).toBe(4);
  });

  it('gives the same answer for today as a Date, a CalendarDate or text', () => {
    expect(debtPaymentProjection([loan('b', 'C', 600, 200, 12)], { year: 2026, month: 11, day: 25 }).payments[0]?.date).toBe('2026-12-01');
    expect(debtPaymentProjection([loan('b', 'C', 600, 200, 12)], new Date('2026-11-25T10:00:00Z')).payments[0]?.date).toBe('2026-12-01');
  });
});

describe('debtPaymentProjection: R10 000 at 24% with R500 paid off in 26 months', () => {
  it('ends on 1 January 2029 when today is in November 2026', () => {
    const projection = debtPaymentProjection([loan('a', 'P', 10_000, 500, 24)], TODAY);
    expect(projection.payments).toHaveLength(26);
    expect(projection.finalPaymentDate).toBe('2029-01-01');
    expect(projection.payments[25]).toEqual({ date: '2029-01-01', payment: 39_875 });
  });
});

describe('debtPaymentProjection: no date when it cannot be paid off', () => {
  it.each([
    ['no debt', [] as DebtObligation[]],
    ['only paid-up accounts', [loan('a', 'P', 0, 500, 24)]],
    ['an instalment below the interest', [loan('a', 'P', 1_000, 300, 0), loan('b', 'P', 10_000, 150, 24)]],
    ['no instalment', [loan('a', 'P', 10_000, 0, 24)]],
  ])('%s', (_, obligations) => {
    expect(debtPaymentProjection(obligations, TODAY).finalPaymentDate).toBeUndefined();
  });

  it('with no debt there is nothing to pay', () => {
    expect(debtPaymentProjection([], TODAY)).toMatchObject({ payment: 0, payments: [], totalInterest: 0, remainingBalance: 0 });
  });

  it('keeps projecting what is paid for 30 years on an account that never ends', () => {
    const projection = debtPaymentProjection([loan('b', 'P', 10_000, 150, 24)], TODAY);
    expect(projection.payments).toHaveLength(360);
    expect(projection.payments[359]).toEqual({ date: '2056-11-01', payment: 15_000 });
    expect(projection.remainingBalance).toBeGreaterThan(1_000_000);
  });
});

describe('paymentDate', () => {
  it.each([
    [{ year: 2026, month: 11, day: 25 }, 1, '2026-12-01'],
    [{ year: 2026, month: 12, day: 31 }, 1, '2027-01-01'],
    [{ year: 2026, month: 1, day: 31 }, 1, '2026-02-01'],
    [{ year: 2026, month: 1, day: 1 }, 24, '2028-01-01'],
  ])('%p + %p months -> %p', (today, months, expected) => {
    expect(paymentDate(today, months)).toBe(expected);
  });
});

describe('readToday', () => {
  it.each(['', 'tomorrow', '2026-02-30', { year: 2026, month: 13, day: 1 }, new Date(Number.NaN)])('refuses %p', (today) => {
    expect(() => readToday(today as never)).toThrow(RangeError);
  });
});

import { loan, TODAY } from './spec-loans';
import { debtPaymentProjection } from './payment-projection';
import { snowballProjection, validateSnowballAmount } from './snowball';

// The shared rules' messages, spelled out (the spec shows none for the snowball).
const BETWEEN_150_AND_10000 = 'Must be between 150 and 10000';
const WHOLE = 'Whole numbers only';
const NUMBER = 'This field needs to be a number like 123 or 123.45';
const REQUIRED = 'This field is required';
const A = loan('a', 'P', 1_000, 300, 0);
const B = loan('b', 'C', 600, 200, 12);

describe('snowballProjection: hand-worked, A R1 000 at 0% paying R300, B R600 at 12% paying R200, R100 extra', () => {
  // Every month R300 + R200 + R100 = R600 is paid until the debt is gone.
  // month 1: B 600.00 + 6.00 interest. Instalments: A 1 000 - 300 = 700; B 606 - 200 = 406.
  //          R100 left goes to the smallest balance, B: 306.00. Paid R600.
  // month 2: B 306.00 + 3.06 = 309.06. A 700 - 300 = 400; B 309.06 - 200 = 109.06; R100 to B: 9.06. Paid R600.
  // month 3: B 9.06 + 0.09 (0.0906) = 9.15. A 400 - 300 = 100; B pays its last R9.15.
  //          R600 - R309.15 = R290.85 left: A's R100 is paid off from it. Paid R409.15.
  // Interest 6.00 + 3.06 + 0.09 = R9.15 against R12.28 without the snowball: R3.13 saved.
  const projection = snowballProjection([A, B], 10_000, false, TODAY);

  it('pays R600, R600 and R409.15', () => {
    expect(projection.payments).toEqual([
      { date: '2026-12-01', payment: 60_000 },
      { date: '2027-01-01', payment: 60_000 },
      { date: '2027-02-01', payment: 40_915 },
    ]);
    expect(projection.payment).toBe(60_000);
    expect(projection.finalPaymentDate).toBe('2027-02-01');
    expect(projection.payoffMonths).toEqual([3, 3]);
  });

  it('saves R3.13 interest', () => {
    expect(projection.totalInterest).toBe(915);
    expect(projection.interestSaved).toBe(313);
  });
});

describe('snowballProjection: freed instalments roll on', () => {
  // S: R300 at 0% paying R100 (gone in month 3 without the snowball). L: R2 000 at 0% paying R100.
  // Extra R0: S is paid off in month 3, then its R100 goes to L: L has 2 000 - 300 = 1 700 after
  // month 3 and pays R200 a month from month 4: 1 700 / 200 = 8.5, so L ends in month 3 + 9 = 12
  // instead of month 20.
  it('pays L off in month 12 instead of month 20', () => {
    const small = loan('s', 'P', 300, 100, 0);
    const large = loan('l', 'P', 2_000, 100, 0);
    const projection = snowballProjection([large, small], 0, false, TODAY);
    expect(projection.payoffMonths).toEqual([12, 3]);
    expect(projection.payments.map((p) => p.payment)).toEqual([...Array(11).fill(20_000), 10_000]);
    expect(debtPaymentProjection([large, small], TODAY).payoffMonths).toEqual([20, 3]);
    expect(projection.interestSaved).toBe(0);
  });

  it('on a tie goes to the first account in the list', () => {
    const projection = snowballProjection([loan('x', 'P', 500, 100, 0), loan('y', 'P', 500, 100, 0)], 30_000, false, TODAY);
    // month 1: both pay R100 (400 each), the R300 goes to x: 100 left. month 2: x pays 100, y 100 (300), R300 to y: 0.
    expect(projection.payoffMonths).toEqual([2, 2]);
    expect(projection.payments.map((p) => p.payment)).toEqual([50_000, 50_000]);
  });
});

describe('snowballProjection with debt counselling', () => {
  it('starts from the plan and counts the saving against the normal projection', () => {
    // R10 000 at 24% with R500 becomes R250 at 12%; with R150 extra R400 a month at 12%.
    const projection = snowballProjection([loan('a', 'P', 10_000, 500, 24)], 15_000, true, TODAY);
    expect(projection.payment).toBe(40_000);
    const normal = debtPaymentProjection([loan('a', 'P', 10_000, 500, 24)], TODAY);
    expect(projection.interestSaved).toBe(normal.totalInterest - projection.totalInterest);
    expect(projection.interestSaved).toBeGreaterThan(0);
  });
});

describe('snowballProjection with debt counselling for a client already under it', () => {
  it('starts from the record’s instalments (already the plan), not a second restructure', () => {
    const obligations = [loan('a', 'P', 10_000, 500, 24), loan('b', 'C', 600, 200, 12)];
    const underIt = snowballProjection(obligations, 15_000, true, TODAY, { underDebtCounselling: true });
    expect(underIt).toEqual(snowballProjection(obligations, 15_000, false, TODAY));
    // R500 + R200 + R150 extra: what the client pays under their plan, plus the extra.
    expect(underIt.payment).toBe(85_000);
    expect(snowballProjection(obligations, 15_000, true, TODAY).payment).toBe(25_000 + 10_000 + 15_000);
  });
});

describe('snowballProjection: edges', () => {
  it('no debt: the extra amount is not paid anywhere', () => {
    expect(snowballProjection([], 15_000, false, TODAY)).toMatchObject({ payment: 0, payments: [], interestSaved: 0 });
  });

  it('with no extra it never costs more interest than the normal projection', () => {
    const obligations = [loan('a', 'P', 10_000, 500, 24), loan('b', 'C', 600, 200, 12), loan('v', 'Y', 150_000, 3_500, 13)];
    expect(snowballProjection(obligations, 0, false, TODAY).interestSaved).toBeGreaterThanOrEqual(0);
  });

  it('the extra pays off an account whose instalment is below its interest', () => {
    const projection = snowballProjection([loan('c', 'C', 10_000, 150, 24)], 100_000, false, TODAY);
    expect(projection.finalPaymentDate).toBeDefined();
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p cents', (extra) => {
    expect(() => snowballProjection([A], extra, false, TODAY)).toThrow(RangeError);
  });
});

describe('validateSnowballAmount (rand: 150 to 10000, step 1)', () => {
  it.each([
    [150, undefined],
    [151, undefined],
    [9999, undefined],
    [10000, undefined],
    ['150', undefined],
    ['10000', undefined],
    [149, BETWEEN_150_AND_10000],
    [10001, BETWEEN_150_AND_10000],
    [0, BETWEEN_150_AND_10000],
    [-200, BETWEEN_150_AND_10000],
    [150.5, WHOLE],
    ['200.25', WHOLE],
    ['abc', NUMBER],
    ['R150', NUMBER],
    [{}, NUMBER],
    [undefined, REQUIRED],
    [null, REQUIRED],
    ['', REQUIRED],
    [Number.NaN, REQUIRED],
  ])('%p -> %p', (value, expected) => {
    expect(validateSnowballAmount(value)).toBe(expected);
  });
});

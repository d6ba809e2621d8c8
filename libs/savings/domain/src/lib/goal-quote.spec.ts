import { readDay } from './goal-dates';
import { goalEstimate } from './goal-progress';
import {
  deriveTargetAmountCents,
  deriveTargetDate,
  emergencyBucketDefaults,
  monthlyAmountForDate,
  quoteGoal,
  quoteWithDate,
  quoteWithMonthly,
  targetDateForMonthly,
  type GoalDetails,
} from './goal-quote';

const TODAY = '2026-11-27';
const day = (text: string) => readDay(text)!;

describe('deriveTargetAmountCents', () => {
  it.each<[string, GoalDetails, number | undefined]>([
    ['Emergency: income x goalMonthsInFund', { bucketType: 'EMERGENCY', incomeCents: 1_500_000, goalMonthsInFund: 3 }, 4_500_000],
    ['Emergency, one month', { bucketType: 'EMERGENCY', incomeCents: 1_234_567, goalMonthsInFund: 1, targetAmountCents: 5 }, 1_234_567],
    ['Emergency without income', { bucketType: 'EMERGENCY', goalMonthsInFund: 2 }, undefined],
    ['Emergency without months', { bucketType: 'EMERGENCY', incomeCents: 1_000_000 }, undefined],
    ['Funeral: sumAssured', { bucketType: 'FUNERAL', sumAssuredCents: 3_000_000, targetAmountCents: 5 }, 3_000_000],
    ['Funeral without sumAssured', { bucketType: 'FUNERAL' }, undefined],
    ['Car: entered', { bucketType: 'CAR', targetAmountCents: 8_000_000 }, 8_000_000],
    ['Holiday: entered', { bucketType: 'HOLIDAY', targetAmountCents: 2_500_000 }, 2_500_000],
    ['Custom: entered', { bucketType: 'OTHER', targetAmountCents: 100_000 }, 100_000],
    ['Housing: entered', { bucketType: 'HOUSE', targetAmountCents: 20_000_000 }, 20_000_000],
    ['Custom: none', { bucketType: 'OTHER' }, undefined],
    ['fraction of a cent', { bucketType: 'OTHER', targetAmountCents: 10.5 }, undefined],
  ])('%s', (_name, details, cents) => {
    expect(deriveTargetAmountCents(details)).toBe(cents);
  });
});

describe('deriveTargetDate', () => {
  it.each<[string, GoalDetails, string | null, string | undefined]>([
    ['Holiday: tripDate', { bucketType: 'HOLIDAY', tripDate: '2027-07-01', targetDate: '2030-01-01' }, null, '2027-07-01'],
    ['Holiday without tripDate', { bucketType: 'HOLIDAY' }, null, undefined],
    ['Funeral: birth date plus stopPayingAge', { bucketType: 'FUNERAL', stopPayingAge: 65 }, '1980-06-15', '2045-06-15'],
    ['Funeral born 29 February, 55 in a common year', { bucketType: 'FUNERAL', stopPayingAge: 55 }, '1988-02-29', '2043-02-28'],
    ['Funeral born 29 February, 60 in a leap year', { bucketType: 'FUNERAL', stopPayingAge: 60 }, '1988-02-29', '2048-02-29'],
    ['Funeral without birth date', { bucketType: 'FUNERAL', stopPayingAge: 60 }, null, undefined],
    ['Car: the entered date', { bucketType: 'CAR', targetDate: '2028-03-31' }, null, '2028-03-31'],
    ['Emergency: the entered date', { bucketType: 'EMERGENCY', targetDate: '2027-11-27' }, null, '2027-11-27'],
    ['Custom without a date', { bucketType: 'OTHER' }, null, undefined],
    ['an impossible date', { bucketType: 'OTHER', targetDate: '2027-02-29' }, null, undefined],
  ])('%s', (_name, details, birthDate, date) => {
    expect(deriveTargetDate(details, birthDate)).toEqual(date ? day(date) : undefined);
  });
});

describe('targetDateForMonthly ("only a monthly amount: the target date is the number of months needed")', () => {
  it.each([
    [1_000_000, 0, 50_000, '2028-07-27'],
    [1_000_000, 400_000, 50_000, '2027-11-27'],
    [1_000_000, 1_000_000, 50_000, TODAY],
    [1_000_000, 0, 0, undefined],
    [1_000_000_000, 0, 100, undefined],
  ])('R%p target, R%p existing, %p a month -> %p', (target, existing, monthly, date) => {
    expect(targetDateForMonthly(target, existing, monthly, TODAY)).toEqual(date ? day(date) : undefined);
  });

  it('from 31 January lands on the month end', () => {
    expect(targetDateForMonthly(100_000, 0, 100_000, '2027-01-31')).toEqual(day('2027-02-28'));
  });
});

describe('monthlyAmountForDate ("both target amount and target date: the monthly amount is computed")', () => {
  it.each([
    [1_000_000, 0, '2027-11-27', 83_334],
    [1_200_000, 0, '2027-11-27', 100_000],
    [1_200_000, 200_000, '2027-11-27', 83_334],
    [1_000_000, 0, '2027-11-26', 90_910],
    [1_000_000, 0, '2026-12-10', 1_000_000],
    [1_000_000, 1_000_000, '2027-11-27', 0],
    [1_000_000, 1_500_000, '2027-11-27', 0],
    [1_000_000, 0, TODAY, undefined],
    [1_000_000, 0, '2026-01-01', undefined],
    [1_000_000, 0, 'not a date', undefined],
  ])('R%p target, R%p existing, by %s -> %p a month', (target, existing, date, monthly) => {
    expect(monthlyAmountForDate(target, existing, date, TODAY)).toBe(monthly);
  });

  it('rounds up so the target is reached', () => {
    const monthly = monthlyAmountForDate(100_000, 0, '2027-02-27', TODAY)!;
    expect(monthly).toBe(33_334);
    expect(monthly * 3).toBeGreaterThanOrEqual(100_000);
  });
});

describe('quoteGoal (the quote step as it opens)', () => {
  it('Emergency: income x months and the entered date give the monthly amount', () => {
    expect(quoteGoal({ bucketType: 'EMERGENCY', incomeCents: 1_000_000, goalMonthsInFund: 3, targetDate: '2027-11-27' }, TODAY)).toEqual({
      targetAmountCents: 3_000_000,
      targetDate: day('2027-11-27'),
      desiredSavingsCents: 250_000,
      existingAmountCents: 0,
    });
  });

  it('Holiday: the trip date gives the monthly amount', () => {
    expect(quoteGoal({ bucketType: 'HOLIDAY', targetAmountCents: 1_200_000, existingAmountCents: 200_000, tripDate: '2027-05-27' }, TODAY).desiredSavingsCents).toBe(166_667);
  });

  it('Funeral: sum assured and the stop-paying birthday', () => {
    const quote = quoteGoal({ bucketType: 'FUNERAL', sumAssuredCents: 3_000_000, stopPayingAge: 60 }, TODAY, '1986-11-27');
    expect(quote.targetAmountCents).toBe(3_000_000);
    expect(quote.targetDate).toEqual(day('2046-11-27'));
    expect(quote.desiredSavingsCents).toBe(12_500);
  });

  it('only a monthly amount: the date is the months needed', () => {
    expect(quoteGoal({ bucketType: 'CAR', targetAmountCents: 600_000, desiredSavingsCents: 100_000 }, TODAY)).toEqual({
      targetAmountCents: 600_000,
      targetDate: day('2027-05-27'),
      desiredSavingsCents: 100_000,
      existingAmountCents: 0,
    });
  });

  it('neither a date nor a monthly amount: the default R500 a month', () => {
    const quote = quoteGoal({ bucketType: 'OTHER', targetAmountCents: 600_000 }, TODAY);
    expect(quote.desiredSavingsCents).toBe(50_000);
    expect(quote.targetDate).toEqual(day('2027-11-27'));
  });

  it('no target amount yet: keeps the date and the monthly amount', () => {
    expect(quoteGoal({ bucketType: 'EMERGENCY', targetDate: '2027-01-01' }, TODAY)).toEqual({ targetAmountCents: undefined, targetDate: day('2027-01-01'), desiredSavingsCents: 50_000, existingAmountCents: 0 });
  });
});

describe('the two-way recomputation on the quote step', () => {
  const opened = quoteGoal({ bucketType: 'CAR', targetAmountCents: 1_200_000, targetDate: '2027-11-27' }, TODAY);

  it('opens at R1000 a month for a year', () => {
    expect(opened.desiredSavingsCents).toBe(100_000);
  });

  it.each([
    [200_000, '2027-05-27'],
    [50_000, '2028-11-27'],
    [1_200_000, '2026-12-27'],
    [0, undefined],
  ])('moving the monthly amount to %p moves the date to %p', (monthly, date) => {
    const quote = quoteWithMonthly(opened, monthly, TODAY);
    expect(quote.desiredSavingsCents).toBe(monthly);
    expect(quote.targetDate).toEqual(date ? day(date) : undefined);
  });

  it.each([
    ['2028-11-27', 50_000],
    ['2027-05-27', 200_000],
    ['2027-05-31', 200_000],
    ['2026-12-01', 1_200_000],
  ])('moving the date to %s moves the monthly amount to %p', (date, monthly) => {
    const quote = quoteWithDate(opened, date, TODAY);
    expect(quote.targetDate).toEqual(day(date));
    expect(quote.desiredSavingsCents).toBe(monthly);
  });

  it('a monthly amount and back give the same date', () => {
    const there = quoteWithMonthly(opened, 150_000, TODAY);
    const back = quoteWithDate(there, there.targetDate!, TODAY);
    expect(back.targetDate).toEqual(there.targetDate);
    expect(quoteWithMonthly(back, back.desiredSavingsCents!, TODAY).targetDate).toEqual(there.targetDate);
  });

  it('an unreadable date changes nothing', () => {
    expect(quoteWithDate(opened, 'soon', TODAY)).toEqual(opened);
  });

  it('no monthly amount (the field empty or refused): no monthly amount and no date worked out from one; a date with no target amount stays', () => {
    expect(quoteWithMonthly(opened, undefined, TODAY)).toEqual({ ...opened, desiredSavingsCents: undefined, targetDate: undefined });
    const noTarget = quoteGoal({ bucketType: 'RETIREMENT', targetDate: '2030-01-01' }, TODAY);
    expect(quoteWithMonthly(noTarget, undefined, TODAY)).toEqual({ ...noTarget, desiredSavingsCents: undefined });
  });
});

describe('a goal being edited: the quote counts its balance with existingAmount, as the goal page estimate (goalEstimate) does', () => {
  it.each([
    // balance, existing, target, monthly -> date (from the monthly amount)
    [300_000, 200_000, 1_200_000, 100_000, '2027-06-27'],
    [300_000, 0, 1_200_000, 100_000, '2027-08-27'],
    [0, 200_000, 1_200_000, 100_000, '2027-09-27'],
    [1_000_000, 200_000, 1_200_000, 100_000, TODAY],
    [1_500_000, 0, 1_200_000, 100_000, TODAY],
  ])('R%p in the goal, R%p elsewhere, of R%p at %p a month: the quote and the goal page say %s', (balance, existing, target, monthly, date) => {
    const quote = quoteGoal({ bucketType: 'CAR', targetAmountCents: target, existingAmountCents: existing, amountCents: balance, desiredSavingsCents: monthly }, TODAY);
    expect(quote.targetDate).toEqual(day(date));
    expect(goalEstimate({ amountCents: balance, existingAmountCents: existing, targetCents: target, monthlyCents: monthly }, TODAY).estimatedDate).toEqual(day(date));
    expect(quoteWithMonthly(quote, monthly, TODAY).targetDate).toEqual(day(date));
  });

  it.each([
    // balance, existing, target, date -> monthly
    [300_000, 200_000, 1_200_000, '2027-11-27', 58_334],
    [300_000, 0, 1_200_000, '2027-11-27', 75_000],
    [1_200_000, 0, 1_200_000, '2027-11-27', 0],
  ])('R%p in the goal, R%p elsewhere, of R%p by %s: %p a month', (balance, existing, target, date, monthly) => {
    expect(monthlyAmountForDate(target, existing, date, TODAY, balance)).toBe(monthly);
    expect(quoteGoal({ bucketType: 'CAR', targetAmountCents: target, existingAmountCents: existing, amountCents: balance, targetDate: date }, TODAY).desiredSavingsCents).toBe(monthly);
    const opened = quoteGoal({ bucketType: 'CAR', targetAmountCents: target, existingAmountCents: existing, amountCents: balance, desiredSavingsCents: 100_000 }, TODAY);
    expect(quoteWithDate(opened, date, TODAY).desiredSavingsCents).toBe(monthly);
  });

  it('the goal page, after the edit, estimates the date the quote showed', () => {
    const quote = quoteGoal({ bucketType: 'HOLIDAY', targetAmountCents: 2_000_000, existingAmountCents: 150_000, amountCents: 450_000, desiredSavingsCents: 70_000 }, TODAY);
    const estimate = goalEstimate({ amountCents: 450_000, existingAmountCents: 150_000, targetCents: 2_000_000, monthlyCents: quote.desiredSavingsCents! }, TODAY);
    expect(estimate.estimatedDate).toEqual(quote.targetDate);
    expect(estimate.monthsLeft).toBe(20); // R 14 000 left at R 700
  });
});

describe('emergencyBucketDefaults: EMERGENCY, target 10000, one year ahead', () => {
  it.each([
    [TODAY, '2027-11-27'],
    ['2028-02-29', '2029-02-28'],
    ['2026-12-31', '2027-12-31'],
  ])('today %s -> %s', (today, date) => {
    expect(emergencyBucketDefaults(today)).toEqual({ bucketType: 'EMERGENCY', name: 'Emergency', targetAmountCents: 1_000_000, targetDate: day(date) });
  });
});

import fc from 'fast-check';
import { COOLING_OFF_DAYS, coolingOffDaysLeft, coolingOffEndsOn, isWithinCoolingOff } from './cooling-off';

describe('coolingOffEndsOn', () => {
  it.each([
    ['2026-03-01', '2026-04-01'],
    ['2026-01-31', '2026-03-03'],
    ['2028-01-31', '2028-03-02'],
    ['2026-12-15', '2027-01-15'],
    ['2026-11-22T23:00:00Z', '2026-12-24'],
  ])('received %s: until %s', (received, endsOn) => {
    expect(coolingOffEndsOn(received)).toBe(endsOn);
  });

  it.each([undefined, null, '', 'yesterday', '2026-13-01'])('%p cannot be read', (received) => {
    expect(coolingOffEndsOn(received)).toBeUndefined();
  });
});

describe('isWithinCoolingOff', () => {
  it.each([
    ['2026-03-01', true, 'the day of receipt (day 0)'],
    ['2026-03-02', true, 'day 1'],
    ['2026-03-31', true, 'day 30'],
    ['2026-04-01', true, 'day 31'],
    ['2026-04-02', false, 'day 32'],
    ['2026-05-01', false, 'two months on'],
    ['2026-02-28', true, 'before receipt'],
  ])('summary received 2026-03-01, today %s: %p (%s)', (today, within) => {
    expect(isWithinCoolingOff('2026-03-01', today)).toBe(within);
  });

  it('is false for an unreadable date', () => {
    expect(isWithinCoolingOff('not a date', '2026-03-01')).toBe(false);
  });

  it('day 31 is in, day 32 is out, for any start date', () => {
    const DAY = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1) / DAY, max: Date.UTC(2099, 11, 31) / DAY }), (day) => {
        const iso = (offset: number) => new Date((day + offset) * DAY).toISOString().slice(0, 10);
        expect(isWithinCoolingOff(iso(0), iso(COOLING_OFF_DAYS))).toBe(true);
        expect(isWithinCoolingOff(iso(0), iso(COOLING_OFF_DAYS + 1))).toBe(false);
        expect(coolingOffEndsOn(iso(0))).toBe(iso(COOLING_OFF_DAYS));
      }),
      { numRuns: 300 },
    );
  });
});

describe('coolingOffDaysLeft', () => {
  it.each([
    ['2026-03-01', 31],
    ['2026-03-31', 1],
    ['2026-04-01', 0],
    ['2026-04-02', undefined],
    ['2026-02-01', 31],
  ])('summary received 2026-03-01, today %s: %p days left', (today, left) => {
    expect(coolingOffDaysLeft('2026-03-01', today)).toBe(left);
  });
});

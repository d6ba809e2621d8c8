import { COVERED_AFTER_WAITING_PERIOD, isInWaitingPeriod, lastCoverStartServedBy, WAITING_PERIODS, waitingPeriodEndDates, type WaitingPeriodCause } from './waiting-periods';

describe('WAITING_PERIODS', () => {
  it('accidental death immediate, natural death 6 months, suicide 12 months', () => {
    expect(WAITING_PERIODS.map((p) => [p.cause, p.label, p.months])).toEqual([
      ['ACCIDENTAL_DEATH', 'Accidental death', 0],
      ['NATURAL_DEATH', 'Natural death', 6],
      ['SUICIDE', 'Suicide', 12],
    ]);
  });
});

describe('waitingPeriodEndDates', () => {
  it.each<[unknown, [string, string | null][]]>([
    ['2026-01-15', [['2026-01-15', null], ['2026-07-15', '2026-07-14'], ['2027-01-15', '2027-01-14']]],
    ['2026-11-22', [['2026-11-22', null], ['2027-05-22', '2027-05-21'], ['2027-11-22', '2027-11-21']]],
    // Month ends: 31 August + 6 months has no 31st: covered from the last day of February.
    ['2026-08-31', [['2026-08-31', null], ['2027-02-28', '2027-02-27'], ['2027-08-31', '2027-08-30']]],
    ['2027-08-31', [['2027-08-31', null], ['2028-02-29', '2028-02-28'], ['2028-08-31', '2028-08-30']]],
    ['2026-03-01', [['2026-03-01', null], ['2026-09-01', '2026-08-31'], ['2027-03-01', '2027-02-28']]],
    ['2028-02-29', [['2028-02-29', null], ['2028-08-29', '2028-08-28'], ['2029-02-28', '2029-02-27']]],
    // A DateTime is read as its day in South Africa: 22:30 UTC on 31 December is 1 January there.
    ['2026-12-31T22:30:00Z', [['2027-01-01', null], ['2027-07-01', '2027-06-30'], ['2028-01-01', '2027-12-31']]],
    [new Date('2026-06-30T12:00:00Z'), [['2026-06-30', null], ['2026-12-30', '2026-12-29'], ['2027-06-30', '2027-06-29']]],
  ])('cover from %p', (start, expected) => {
    expect(waitingPeriodEndDates(start)?.map((d) => [d.coveredFrom, d.waitingEndsOn])).toEqual(expected);
  });

  it.each([undefined, null, '', '2026-02-30', 'soon', 20260101])('%p cannot be read', (start) => {
    expect(waitingPeriodEndDates(start)).toBeUndefined();
  });
});

describe('isInWaitingPeriod', () => {
  it.each<[WaitingPeriodCause, string, boolean]>([
    ['ACCIDENTAL_DEATH', '2026-01-15', false],
    ['ACCIDENTAL_DEATH', '2026-01-14', true],
    ['NATURAL_DEATH', '2026-01-15', true],
    ['NATURAL_DEATH', '2026-07-14', true],
    ['NATURAL_DEATH', '2026-07-15', false],
    ['SUICIDE', '2027-01-14', true],
    ['SUICIDE', '2027-01-15', false],
  ])('%s on %s after cover from 2026-01-15: %p', (cause, today, expected) => {
    expect(isInWaitingPeriod(cause, '2026-01-15', today)).toBe(expected);
  });

  it('is undefined for an unreadable start or unknown cause', () => {
    expect(isInWaitingPeriod('NATURAL_DEATH', 'x', '2026-01-15')).toBeUndefined();
    expect(isInWaitingPeriod('ILLNESS' as WaitingPeriodCause, '2026-01-15', '2026-01-15')).toBeUndefined();
  });
});

describe('lastCoverStartServedBy', () => {
  it('a life leaves its waiting period for natural death (6 months)', () => {
    expect(COVERED_AFTER_WAITING_PERIOD).toBe('NATURAL_DEATH');
  });

  it.each<[WaitingPeriodCause, string, string]>([
    ['NATURAL_DEATH', '2026-07-15', '2026-01-15'],
    ['NATURAL_DEATH', '2026-07-14', '2026-01-14'],
    // 28 February: every start from 28 to 31 August has served it (their coveredFrom is 28 February).
    ['NATURAL_DEATH', '2027-02-28', '2026-08-31'],
    ['NATURAL_DEATH', '2027-02-27', '2026-08-27'],
    ['NATURAL_DEATH', '2028-02-29', '2027-08-31'],
    ['NATURAL_DEATH', '2027-03-01', '2026-09-01'],
    ['SUICIDE', '2027-01-15', '2026-01-15'],
    ['ACCIDENTAL_DEATH', '2026-05-05', '2026-05-05'],
  ])('%s on %s: cover started by %s', (cause, today, expected) => {
    expect(lastCoverStartServedBy(cause, today)).toBe(expected);
  });

  // The same answer as waitingPeriodEndDates for every day of four years: the cut-off's own period
  // has ended by that day, the next day's has not.
  it.each(WAITING_PERIODS.map((p) => p.cause))('agrees with waitingPeriodEndDates every day (%s)', (cause) => {
    const coveredFrom = (start: string) => waitingPeriodEndDates(start)!.find((d) => d.cause === cause)!.coveredFrom;
    const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (let day = '2026-01-01'; day < '2030-01-01'; day = nextDay(day)) {
      const cutOff = lastCoverStartServedBy(cause, day)!;
      expect([day, coveredFrom(cutOff) <= day]).toEqual([day, true]);
      expect([day, coveredFrom(nextDay(cutOff)) <= day]).toEqual([day, false]);
    }
  });

  it.each([undefined, null, '', '2026-02-30', 'soon'])('is undefined for the day %p', (today) => {
    expect(lastCoverStartServedBy('NATURAL_DEATH', today)).toBeUndefined();
  });

  it('is undefined for an unknown cause', () => {
    expect(lastCoverStartServedBy('ILLNESS' as WaitingPeriodCause, '2026-01-15')).toBeUndefined();
  });
});

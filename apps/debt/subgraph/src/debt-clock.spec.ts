import { lastRefreshCutoff, nextRefreshAt, sastDate } from './debt-clock';

const at = (iso: string) => Date.parse(iso);

describe('debt clock (Africa/Johannesburg, UTC+2, no daylight saving)', () => {
  it.each([
    // now (UTC)                  next 14:00 SAST (= 12:00 UTC)
    ['2026-11-26T11:59:59.999Z', '2026-11-26T12:00:00.000Z'],
    ['2026-11-26T12:00:00.000Z', '2026-11-27T12:00:00.000Z'],
    ['2026-11-26T12:00:00.001Z', '2026-11-27T12:00:00.000Z'],
    ['2026-11-26T21:59:00.000Z', '2026-11-27T12:00:00.000Z'],
    // 00:30 SAST on the 27th is still 26 November in UTC.
    ['2026-11-26T22:30:00.000Z', '2026-11-27T12:00:00.000Z'],
    ['2026-12-31T13:00:00.000Z', '2027-01-01T12:00:00.000Z'],
    ['2028-02-28T12:30:00.000Z', '2028-02-29T12:00:00.000Z'],
    // June: no daylight saving shift.
    ['2027-06-15T06:00:00.000Z', '2027-06-15T12:00:00.000Z'],
  ])('at %s the next run is %s', (now, next) => {
    expect(new Date(nextRefreshAt(at(now))).toISOString()).toBe(next);
    expect(nextRefreshAt(at(now))).toBeGreaterThan(at(now));
    expect(nextRefreshAt(at(now)) - at(now)).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('a record fetched before the last 14:00 is due', () => {
    expect(new Date(lastRefreshCutoff(at('2026-11-26T11:00:00Z'))).toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(new Date(lastRefreshCutoff(at('2026-11-26T12:00:00Z'))).toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(new Date(lastRefreshCutoff(at('2026-11-26T23:00:00Z'))).toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });

  it('the attempts day turns at midnight in Johannesburg, not UTC', () => {
    expect(sastDate(at('2026-11-26T21:59:59Z'))).toBe('2026-11-26');
    expect(sastDate(at('2026-11-26T22:00:00Z'))).toBe('2026-11-27');
  });
});

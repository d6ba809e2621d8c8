// Debt's calendar is Africa/Johannesburg (SAST, UTC+2 all year: South Africa has no daylight
// saving): the 3 challenge attempts are per SAST day and the bureau's record is refreshed daily at
// 14:00 SAST (docs/decisions/debt-daily-refresh.md).

const SAST_OFFSET_MS = 2 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** 14:00 SAST. */
export const DAILY_REFRESH_HOUR_SAST = 14;

/** YYYY-MM-DD of `now` in Johannesburg. */
export function sastDate(now: number = Date.now()): string {
  return new Date(now + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The latest 14:00 SAST at or before `now` (epoch ms): a record fetched before it is due a refresh. */
export function lastRefreshCutoff(now: number = Date.now()): number {
  const local = now + SAST_OFFSET_MS;
  const todayAt = Math.floor(local / DAY_MS) * DAY_MS + DAILY_REFRESH_HOUR_SAST * 3600_000;
  return (local >= todayAt ? todayAt : todayAt - DAY_MS) - SAST_OFFSET_MS;
}

/** The next 14:00 SAST strictly after `now` (epoch ms). */
export function nextRefreshAt(now: number = Date.now()): number {
  return lastRefreshCutoff(now) + DAY_MS;
}

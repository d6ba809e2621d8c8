/** R 1 234.50 from rand (a number with cents), as the platform shows money. */
export function rand(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-';
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}R ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${cents}`;
}

/** 2026-11-27 → 27 November 2026 (dates are South African calendar days). */
export function longDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
  if (Number.isNaN(date.getTime())) return '-';
  return date.toLocaleDateString('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' });
}

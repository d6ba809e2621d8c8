// Account numbers on screen: only the last four digits shown (the bank accounts list, the debit
// order mandate wizard).
/** The digits shown of a masked account number. */
export const VISIBLE_ACCOUNT_DIGITS = 4;

/**
 * `1234567890` → `••••••7890`: every character but the last four hidden, the length kept. A
 * number of four characters or fewer is hidden whole (it would otherwise show in full).
 */
export function maskAccountNumber(accountNo: string | null | undefined): string {
  const value = (accountNo ?? '').trim();
  if (value.length <= VISIBLE_ACCOUNT_DIGITS) return '•'.repeat(value.length);
  return '•'.repeat(value.length - VISIBLE_ACCOUNT_DIGITS) + value.slice(-VISIBLE_ACCOUNT_DIGITS);
}

/** The last four characters, for screen readers ("ending in 7890"); empty for short numbers. */
export function accountNumberEnding(accountNo: string | null | undefined): string {
  const value = (accountNo ?? '').trim();
  return value.length > VISIBLE_ACCOUNT_DIGITS ? value.slice(-VISIBLE_ACCOUNT_DIGITS) : '';
}

import { expect, type Locator, type Page } from '@playwright/test';

// What the savings e2e specs share: rand amounts as the page shows them, South Africa's date, and
// the add-a-bank-account dialog reached from a savings flow.

/** "R 1 234.56" with any kind of space the rand formatter uses. */
export const rand = (text: string) => new RegExp(`^R\\s${text.replace(/ /g, '\\s')}$`);

/** Today in South Africa as YYYY-MM-DD (the collection run's date). */
export function sastToday(): string {
  return new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);
}

/** A pay day that no collection run of this test's minutes reaches (not today nor the catch-up days before it), so only the EFT is in the goal. */
export function payDayNotDue(): string {
  return String(((Number(sastToday().slice(8, 10)) + 9) % 28) + 1);
}

/**
 * From `flow` (a savings dialog with a Bank account choice): "add a bank account", the account
 * number (and `bankLabel`, else the dialog's default bank) in its dialog, Confirm; the new account
 * is then chosen in `flow`.
 */
export async function addBankAccountFrom(page: Page, flow: Locator, accountNumber: string, bankLabel?: string): Promise<void> {
  await flow.getByTestId('savings-add-bank-account').click();
  const dialog = page.getByTestId('add-bank-account-dialog');
  if (bankLabel) await dialog.getByLabel('Bank', { exact: true }).selectOption({ label: bankLabel });
  await dialog.getByLabel('Account number').fill(accountNumber);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(flow.getByLabel('Bank account')).not.toHaveValue('');
}

/** The open bank change flow (Edit plan, or Change bank): `payDay`, a new bank account, Confirm. */
export async function changeToNewBankAccountIn(page: Page, payDay: string, accountNumber: string, bankLabel?: string): Promise<void> {
  const bank = page.getByTestId('savings-bank-change');
  await bank.getByLabel('Pay day').selectOption(payDay);
  await addBankAccountFrom(page, bank, accountNumber, bankLabel);
  await bank.getByRole('button', { name: 'Confirm' }).click();
  await expect(bank).toBeHidden();
}

/** YYYY-MM-DD `months` from today (the browser's day; goals are months away, so the time zone cannot matter). */
export function inMonths(months: number): string {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** A R 3 000 December Fund, R 300 a month, from the guided modal on /savings/add; ends on its goal page. */
export async function addDecemberFund(page: Page): Promise<void> {
  await page.goto('/savings/add');
  await page.getByTestId('savings-new-goal').filter({ hasText: 'December Fund' }).click();
  const modal = page.getByTestId('guided-goal-modal');
  await modal.getByLabel('Goal amount (R)').fill('3000');
  await modal.getByLabel('Target date').fill(inMonths(10));
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByLabel('Monthly amount (R)').fill('300');
  await modal.getByTestId('guided-goal-done').click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My December Plan' })).toBeVisible();
}

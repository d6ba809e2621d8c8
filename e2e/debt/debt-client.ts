import { expect, type Page } from '@playwright/test';

/**
 * On /debt, a client without a credit record verifies once with the shared credit check steps
 * (their own ID number, then the bureau's three questions); a client already verified (a second
 * run against the same system) goes straight to the dashboard.
 */
export async function verifyOnDebtPage(page: Page, answers: { telephone: string; employer: string; account: string }): Promise<void> {
  const debtPage = page.getByTestId('debt-page');
  const verify = debtPage.getByTestId('debt-verify-button');
  // The summary cards show either way; the credit score only once there is a record.
  const dashboard = debtPage.getByTestId('debt-credit-score');
  await expect(verify.or(dashboard)).toBeVisible();
  if (await dashboard.isVisible()) return;
  await verify.click();
  const modal = page.getByTestId('credit-check-modal');
  await expect(modal.getByTestId('credit-check-id-number')).toBeVisible();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await modal.getByRole('group', { name: 'Which of these telephone numbers have you used?' }).getByLabel(answers.telephone, { exact: true }).check();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await modal.getByRole('group', { name: 'Which of these employers have you worked for?' }).getByLabel(answers.employer, { exact: true }).check();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await modal.getByRole('group', { name: 'Which of these accounts do you have?' }).getByLabel(answers.account, { exact: true }).check();
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(modal).toBeHidden();
  await expect(dashboard).toBeVisible();
}

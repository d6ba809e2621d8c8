import { expect, type Page } from '@playwright/test';
import { readOtp } from '../support/session';

export const PASSWORD = 'a-long-test-password';

export interface ClientDetails {
  idNumber: string;
  firstNames: string;
  surname: string;
  mobile: string;
}

/**
 * Signs in as the client with this ID number, registering them first when the ID number is new.
 * A fixed ID number is needed (the credit bureau sandbox answers documented ones with a known
 * record); `npm run test:e2e` starts each run on a fresh database, and against a system that
 * already has the client this signs in instead, so the spec can run twice. Finishes any step the
 * guard still asks for (profile form, one-time PIN), then lands on `path`.
 */
export async function signInAsClient(page: Page, client: ClientDetails, path = '/'): Promise<void> {
  await page.goto(`/sign-in?mode=register&redirect=${encodeURIComponent(path)}`);
  const register = page.getByTestId('register-form');
  await register.getByLabel('ID number').fill(client.idNumber);
  await register.getByLabel('Password').fill(PASSWORD);
  await register.getByRole('button', { name: 'Register' }).click();
  const profile = page.getByTestId('profile-form');
  const taken = register.getByText('You have already signed up using this ID Number with another Imali account');
  await expect(profile.or(taken)).toBeVisible();
  if (await taken.isVisible()) {
    await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
    await page.getByLabel('ID number or email').fill(client.idNumber);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/sign-in/);
  }
  await finishRegistration(page, client);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/** The registration guard's screens, whichever are still due. */
async function finishRegistration(page: Page, client: ClientDetails): Promise<void> {
  const profile = page.getByTestId('profile-form');
  const otp = page.getByTestId('otp-screen');
  const app = page.getByTestId('side-bar').or(page.getByTestId('bottom-tab-bar'));
  await expect(profile.or(otp).or(app).first()).toBeVisible();
  if (await profile.isVisible()) {
    await profile.getByLabel('First names').fill(client.firstNames);
    await profile.getByLabel('Surname').fill(client.surname);
    await profile.getByLabel('Mobile number').fill(client.mobile);
    await profile.getByLabel('I accept the Terms and Conditions').check();
    await profile.getByRole('button', { name: 'Continue' }).click();
    await expect(otp.or(app).first()).toBeVisible();
  }
  if (await otp.isVisible()) {
    const code = await readOtp(page);
    await otp.getByLabel('Enter your OTP').fill(code);
    await otp.getByRole('button', { name: 'Verify' }).click();
    await expect(otp).toBeHidden();
  }
}

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

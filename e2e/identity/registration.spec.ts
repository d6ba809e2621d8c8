import { expect, test } from '@playwright/test';
import { newSaIdNumber } from '../support/identity-numbers';
import { readOtp } from '../support/session';

const password = 'a-long-test-password';

test('register → profile → OTP from the outbox → verify → bank account → sign out → sign in lands on the redirect', async ({ page }) => {
  // Registration to a second sign-in, through the OTP and a bank account: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const idNumber = newSaIdNumber();
  await page.goto('/bank-accounts');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fbank-accounts/);

  // Register: ID number and password.
  await page.getByRole('tab', { name: 'Register' }).click();
  const register = page.getByTestId('register-form');
  await register.getByLabel('ID number').fill(idNumber);
  await register.getByLabel('Password').fill(password);
  await register.getByRole('button', { name: 'Register' }).click();

  // The guard shows the registration profile form first.
  const profile = page.getByTestId('profile-form');
  await expect(profile).toBeVisible();
  await profile.getByRole('button', { name: 'Continue' }).click();
  await expect(profile.getByText('You need to accept our Ts & Cs to Continue')).toBeVisible();
  await profile.getByLabel('First names').fill('Lindiwe');
  await profile.getByLabel('Surname').fill('Khumalo');
  await profile.getByLabel('Mobile number').fill('0712345678');
  await profile.getByLabel('I accept the Terms and Conditions').check();
  await profile.getByRole('button', { name: 'Continue' }).click();

  // Then the OTP screen: the code went to the outbox.
  const otp = page.getByTestId('otp-screen');
  await expect(otp).toBeVisible();
  await expect(otp.getByTestId('otp-destination')).toContainText('071 *** **78');
  const verify = otp.getByRole('button', { name: 'Verify' });
  const code = await readOtp(page);
  await otp.getByLabel('Enter your OTP').fill(code.slice(0, 3));
  await expect(verify).toBeDisabled();
  const wrong = code === '0000' ? '1111' : '0000';
  await otp.getByLabel('Enter your OTP').fill(wrong);
  await verify.click();
  await expect(otp.getByText('Oops, incorrect OTP')).toBeVisible();
  await expect(otp.getByText("The OTP you've entered was incorrect. Please Try again. You have 2 attempts left.")).toBeVisible();
  await otp.getByLabel('Enter your OTP').fill(code);
  await verify.click();

  // Now the page asked for: add a bank account with the dialog.
  await expect(page.getByTestId('bank-accounts-add')).toBeVisible();
  await page.getByTestId('bank-accounts-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Bank').selectOption({ label: 'FNB' });
  await expect(dialog.getByLabel('Branch code')).toHaveValue('250655');
  await dialog.getByLabel('Account number').fill('62123456789');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bank-accounts-list')).toContainText('FNB');

  // Sign out, then sign in with the ID number and land on the page asked for.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile/);
  await page.getByLabel('ID number or email').fill(idNumber);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Lindiwe').first()).toBeVisible();
});

test('registering twice with one ID number gives the spec message', async ({ page }) => {
  const idNumber = newSaIdNumber('850101');
  await page.goto('/sign-in?mode=register');
  const register = page.getByTestId('register-form');
  await register.getByLabel('ID number').fill(idNumber);
  await register.getByLabel('Password').fill(password);
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('profile-form')).toBeVisible();
  await page.context().clearCookies();

  await page.goto('/sign-in?mode=register');
  const again = page.getByTestId('register-form');
  await again.getByLabel('ID number').fill(idNumber);
  await again.getByLabel('Password').click(); // blur runs the existing-user check
  await expect(again.getByText('You have already signed up using this ID Number with another Imali account')).toBeVisible();
});

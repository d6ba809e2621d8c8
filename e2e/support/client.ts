import { expect, type Page } from '@playwright/test';
import { newSaIdNumber } from './identity-numbers';
import { readOtp } from './session';

// Clients of their own for the specs whose steps would meet another spec's on the shared demo
// client: a goal list, a credit record, or a per-client limit such as the vaccination OTP's 30 s
// resend lock (docs/decisions/vaccination-resend-lock-on-server.md).

export const PASSWORD = 'a-long-test-password';

export interface ClientDetails {
  idNumber: string;
  firstNames: string;
  surname: string;
  mobile: string;
}

const randomMobile = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * A new client born on a random day of `birthYear` (19YY), with a random mobile number. The random
 * day keeps specs on parallel workers, each counting ID number serials from its own random start,
 * from drawing the same ID number.
 */
export function newClient(names: { firstNames: string; surname: string }, birthYear = 90): ClientDetails {
  const day = new Date(Date.UTC(1900 + birthYear, 0, 1) + Math.floor(Math.random() * 365) * 86_400_000);
  const born = `${String(birthYear).padStart(2, '0')}${String(day.getUTCMonth() + 1).padStart(2, '0')}${String(day.getUTCDate()).padStart(2, '0')}`;
  return { idNumber: newSaIdNumber(born), ...names, mobile: randomMobile() };
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

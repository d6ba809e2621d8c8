import { expect, type Page } from '@playwright/test';

export const demo = {
  email: process.env['IMALI_DEMO_EMAIL'] ?? 'demo@imali.local',
  password: process.env['IMALI_DEMO_PASSWORD'] ?? '',
};

/** Signs in through the real sign-in page; lands on `redirect` (or home). */
export async function signIn(page: Page, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/sign-in?redirect=${encodeURIComponent(redirect)}` : '/sign-in');
  await page.getByLabel('ID number or email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** Reads the newest OTP from the development outbox, in a second tab of the same session. */
export async function readOtp(page: Page): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  const list = outbox.getByTestId('dev-outbox');
  await expect(list).toContainText(/Your Imali OTP is \d{4}/);
  const text = (await list.textContent()) ?? '';
  await outbox.close();
  return /Your Imali OTP is (\d{4})/.exec(text)![1]!;
}

/** Stops or starts one service of the running system (tools/scripts/control-server.mjs). */
export async function controlService(name: string, action: 'stop' | 'start'): Promise<void> {
  const control = process.env['IMALI_CONTROL_URL'];
  if (!control) throw new Error('IMALI_CONTROL_URL is not set: run the e2e tests with `npm run test:e2e`');
  const response = await fetch(`${control}/services/${name}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not ${action} ${name}: ${await response.text()}`);
}

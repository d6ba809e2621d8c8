import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from '../support/session';

/** Development staff users (apps/identity/subgraph/src/demo/demo-staff.ts): the demo client's password. */
async function signInAsStaff(page: Page, email: string, redirect: string): Promise<void> {
  await page.goto(`/sign-in?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('ID number or email').fill(email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

test.describe('employee-only pages', () => {
  test("a client without an employee record sees 'You are not an employee' on Group Sales", async ({ page }) => {
    await signIn(page, '/group-sales');
    await expect(page.getByTestId('not-an-employee')).toHaveText('You are not an employee');
  });

  test('a group sales employee signs in like a client and gets past the check', async ({ page }) => {
    await signInAsStaff(page, 'group-sales@imali.local', '/group-sales');
    await expect(page.getByTestId('side-bar')).toBeVisible();
    await expect(page.getByText('Checking your staff access')).toHaveCount(0);
    await expect(page.getByTestId('not-an-employee')).toHaveCount(0);
  });

  test('an employee without the group sales role is told so', async ({ page }) => {
    await signInAsStaff(page, 'operations@imali.local', '/group-sales');
    await expect(page.getByTestId('not-an-employee')).toHaveText('Your staff role does not allow this');
  });
});

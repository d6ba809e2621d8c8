import { expect, test } from '@playwright/test';
import { controlService, signIn } from '../support/session';

test('with one subgraph stopped, the other areas still answer', async ({ page }) => {
  await signIn(page);
  await controlService('savings-subgraph', 'stop');
  try {
    const response = await page.request.post('/graphql', {
      data: { query: '{ myClient { firstNames savings { id } debtBreakdown { allDebt } funeralPolicies { id } } }' },
    });
    const body = await response.json();
    expect(body.data.myClient.firstNames).toBe('Thandiwe');
    expect(body.data.myClient.savings).toBeNull();
    expect(Array.isArray(body.data.myClient.funeralPolicies)).toBe(true);
    expect(body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toContain('SUBGRAPH_UNAVAILABLE');

    await page.goto('/debt');
    await expect(page.getByTestId('debt-page')).toBeVisible();
    await page.goto('/funeral');
    await expect(page.getByTestId('funeral-page')).toBeVisible();
    // The area that is down says so inside the shell instead of breaking the app.
    await page.goto('/savings');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('side-bar')).toBeVisible();
  } finally {
    await controlService('savings-subgraph', 'start');
  }
  await page.goto('/savings');
  await expect(page.getByTestId('savings-page')).toBeVisible();
});

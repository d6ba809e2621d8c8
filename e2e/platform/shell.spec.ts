import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

const remotePages = [
  { path: '/insurance', testId: 'insurance-page' },
  { path: '/funeral', testId: 'funeral-page' },
  { path: '/credit-life', testId: 'credit-life-page' },
  { path: '/savings', testId: 'savings-page' },
  { path: '/debt', testId: 'debt-page' },
  { path: '/clearance-certificate', testId: 'clearance-page' },
  { path: '/documents', testId: 'vault-page' },
  { path: '/group', testId: 'groups-page' },
];

test.describe('shell and remotes', () => {
  test('a visitor is sent to sign in and lands on the page asked for', async ({ page }) => {
    await page.goto('/savings');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fsavings/);
    await signIn(page, '/savings');
    await expect(page).toHaveURL(/\/savings$/);
    await expect(page.getByTestId('savings-page')).toBeVisible();
  });

  test("every area's remote renders its page from its own subgraph", async ({ page }) => {
    // Seven remotes loaded one after the other: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await signIn(page);
    await expect(page.getByTestId('home-page')).toBeVisible();
    for (const { path, testId } of remotePages) {
      await page.goto(path);
      await expect(page.getByTestId(testId), `${path} renders ${testId}`).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    }
  });

  test('one query crosses identity and two area subgraphs through the gateway', async ({ page }) => {
    await signIn(page);
    const response = await page.request.post('/graphql', {
      data: { query: '{ myClient { firstNames funeralPolicies { id policyNumber } documents { id } } }' },
    });
    expect(response.ok()).toBe(true);
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.myClient.firstNames).toBe('Thandiwe');
    expect(Array.isArray(body.data.myClient.funeralPolicies)).toBe(true);
    expect(Array.isArray(body.data.myClient.documents)).toBe(true);
    // And in the screens: the funeral remote lists the same policies (other tests may have sold
    // the demo client some; none gives the empty state).
    await page.goto('/funeral');
    const policyNumbers = (body.data.myClient.funeralPolicies as { policyNumber: string }[]).map((policy) => policy.policyNumber);
    const funeralPage = page.getByTestId('funeral-page');
    if (policyNumbers.length === 0) await expect(funeralPage).toContainText(/no funeral policies/i);
    for (const policyNumber of policyNumbers) await expect(funeralPage).toContainText(policyNumber);
  });

  test('tabs: a side bar on desktop, a bottom tab bar on mobile', async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const sideBar = page.getByTestId('side-bar');
    await expect(sideBar).toBeVisible();
    await expect(page.getByTestId('bottom-tab-bar')).toBeHidden();
    for (const name of ['Home', 'My Debt', 'My Savings', 'My Insurance', 'My Profile', 'Logout']) {
      await expect(sideBar.getByRole('link', { name })).toBeVisible();
    }
    await sideBar.getByRole('link', { name: 'My Savings' }).click();
    await expect(page.getByTestId('savings-page')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    const bottomBar = page.getByTestId('bottom-tab-bar');
    await expect(bottomBar).toBeVisible();
    await expect(sideBar).toBeHidden();
    await bottomBar.getByRole('link', { name: 'My Debt' }).click();
    await expect(page.getByTestId('debt-page')).toBeVisible();
  });

  test('unknown paths show the 404 page with no button', async ({ page }) => {
    await signIn(page);
    await page.goto('/no-such-page');
    await expect(page.getByText('404 Page not found')).toBeVisible();
    await expect(page.getByTestId('not-found').getByRole('button')).toHaveCount(0);
    // A signed-in client stays in the signed-in layout, as on every other page.
    await expect(page.getByTestId('side-bar')).toBeVisible();
    await expect(page.getByTestId('public-header')).toHaveCount(0);
  });

  test('a redirect parameter navigates to / followed by its value', async ({ page }) => {
    await signIn(page);
    await page.goto('/?redirect=debt');
    await expect(page).toHaveURL(/\/debt$/);
    await expect(page.getByTestId('debt-page')).toBeVisible();
  });

  test('a remote whose bundle cannot load shows a friendly message and the other tabs still work', async ({ page }) => {
    await signIn(page);
    await page.route('**/remotes/savings/**', (route) => route.abort());
    await page.goto('/savings');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await page.getByTestId('side-bar').getByRole('link', { name: 'My Debt' }).click();
    await expect(page.getByTestId('debt-page')).toBeVisible();
    await page.goto('/insurance');
    await expect(page.getByTestId('insurance-page')).toBeVisible();
  });

  test('signing out ends the session on the server', async ({ page }) => {
    await signIn(page);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/sign-in/);
    const me = await page.request.post('/graphql', { data: { query: '{ me { id } }' } });
    expect((await me.json()).data.me).toBeNull();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

// Issue 12: once a page is idle the shell fetches the code of the remotes behind its navigation,
// so a tab switch waits only for the area's data; never for a browser that asks to spare data
// (docs/decisions/preload-navigation-remotes.md).

/** The remotes whose remoteEntry.js the page fetched. */
function remoteEntries(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/([a-z-]+)\/remoteEntry\.js$/.exec(new URL(request.url()).pathname);
    if (match) seen.add(match[1]);
  });
  return seen;
}

test.describe('remotes fetched ahead', () => {
  test('signed in, home fetches the tabs’ remotes once idle; the tab then opens without fetching its code again', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    const entries = remoteEntries(page);
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect.poll(() => [...entries].sort(), { timeout: 15_000 }).toEqual(['debt', 'funeral', 'savings']);
    const again: string[] = [];
    page.on('request', (request) => {
      // Code only: the page's own images (goal illustrations under assets/) are not the remote's code.
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/remotes/savings/') && path.endsWith('.js')) again.push(request.url());
    });
    await page.getByTestId('side-bar').getByRole('link', { name: 'My Savings' }).click();
    await expect(page.getByTestId('savings-page')).toBeVisible();
    expect(again, 'the savings code came from the preload').toEqual([]);
  });

  test('a visitor on the sign-in page gets the funeral remote (the header’s public area) and nothing signed-in only', async ({ page }) => {
    const entries = remoteEntries(page);
    await page.goto('/');
    await expect(page.getByLabel('ID number or email')).toBeVisible();
    await expect.poll(() => [...entries], { timeout: 15_000 }).toEqual(['funeral']);
  });

  test('with data saver on, nothing is fetched ahead', async ({ page }) => {
    await page.addInitScript({ content: "Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });" });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || new URL(request.url()).pathname.startsWith('/remotes/')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByLabel('ID number or email')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3500);
    expect(scripts.filter((path) => path.startsWith('/remotes/') || path.includes('federation-runtime'))).toEqual([]);
  });
});

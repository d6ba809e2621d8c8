import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

// Issue 12 (phone LCP): a visitor's first page is drawn from index.html's first-paint fragment
// while main.js is still on its way; the app's first render takes its place without moving
// anything (docs/decisions/first-paint-fragments.md). main.js is held back here, as a slow
// phone network would.

/** apps/shell/src/session/session-hint-key.ts: this browser was signed in when last seen. */
const SESSION_HINT_KEY = 'imali:signed-in';

/** Holds every request whose URL matches `pattern` until the returned `release` is called. */
async function holdUntilReleased(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds every request for the shell's main chunk until `release` is called. */
const holdMainChunk = (page: Page) => holdUntilReleased(page, /\/main\.[0-9a-f]+\.js$/);

/** Records whether a spinner is ever drawn in #root (the app's first commit must be the page itself). */
async function watchForSpinner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = globalThis as unknown as { __spinnerSeen: boolean; document: { getElementById(id: string): unknown } };
    seen.__spinnerSeen = false;
    const Observer = (globalThis as unknown as { MutationObserver: new (cb: () => void) => { observe(node: unknown, options: object): void } }).MutationObserver;
    const watch = () => {
      const root = seen.document.getElementById('root') as { querySelector(selector: string): unknown } | null;
      if (!root) return void setTimeout(watch, 5);
      new Observer(() => {
        if (root.querySelector('[data-testid="spinner"]')) seen.__spinnerSeen = true;
      }).observe(root, { childList: true, subtree: true });
    };
    watch();
  });
}

/** The GraphQL operations the page sends from now on, by name, in order. */
function recordOperations(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    const operation = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
    if (operation) asked.push(operation);
  });
  return asked;
}

/** Leaves the page for about:blank: whatever it was still asking for is cancelled, so nothing of it is counted later. */
async function leaveForBlank(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
}

const spinnerSeen = (page: Page) => page.evaluate(() => (globalThis as unknown as { __spinnerSeen: boolean }).__spinnerSeen);

test.describe('first paint', () => {
  test('a visitor sees the sign-in page before the app has arrived; the app then takes its place where it stood', async ({ page }) => {
    const release = await holdMainChunk(page);
    await page.goto('/', { waitUntil: 'commit' });
    const fragment = page.locator('#root > [data-first-paint]');
    await expect(fragment.locator('main h1')).toHaveText('Sign in');
    await expect(fragment.locator('[data-first-paint-testid="cookie-banner"]')).toBeVisible();
    expect(await fragment.evaluate((el) => (el as unknown as { inert: boolean }).inert)).toBe(true);
    // Inert: a tap on its button does nothing, and the app is not there yet.
    await expect(page.getByTestId('sign-in-page')).toHaveCount(0);
    const headingBefore = await fragment.locator('main h1').boundingBox();
    const formBefore = await fragment.locator('main form').boundingBox();

    release();
    const real = page.getByTestId('sign-in-page');
    await expect(real).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    expect(await real.locator('h1').boundingBox()).toEqual(headingBefore);
    expect(await real.locator('form').boundingBox()).toEqual(formBefore);
    // The real page works.
    await page.getByLabel('ID number or email').fill('8001015009087');
    await expect(page.getByLabel('ID number or email')).toHaveValue('8001015009087');
  });

  test("a visitor sees /funeral from the funeral remote's fragment; the app replaces it with the page itself, never a spinner", async ({ page }) => {
    await watchForSpinner(page);
    const release = await holdMainChunk(page);
    await page.goto('/funeral', { waitUntil: 'commit' });
    const fragment = page.locator('#root > [data-first-paint]');
    const text = fragment.locator('[data-first-paint-testid="funeral-visitor"] p');
    await expect(text).toContainText('get a quote in a minute');
    await expect(fragment.locator('main h1')).toHaveText('Funeral Cover');
    const before = await text.boundingBox();

    release();
    const visitor = page.getByTestId('funeral-visitor');
    await expect(visitor).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    expect(await visitor.locator('p').boundingBox()).toEqual(before);
    expect(await spinnerSeen(page)).toBe(false);
    await expect(page.getByTestId('funeral-calculator')).toBeVisible();
  });

  test("a visitor's /funeral is still drawn from its fragment when the fragment arrives after the app's code has started; the app waits for it", async ({ page }) => {
    await watchForSpinner(page);
    // The fragment and the funeral remote's page code are held, and main.js until the fragment
    // has been asked for: then main.js runs first.
    const releaseFragment = await holdUntilReleased(page, /\/remotes\/funeral\/first-paint\/funeral\.html$/);
    const releaseCode = await holdUntilReleased(page, /\/remotes\/funeral\/__federation_expose_Routes\.[0-9a-f]+\.js$/);
    const releaseMain = await holdMainChunk(page);
    const fragmentAsked = page.waitForRequest(/\/first-paint\/funeral\.html$/);
    await page.goto('/funeral', { waitUntil: 'commit' });
    await fragmentAsked;
    releaseMain();
    // main.js has run once it has taken the remotes manifest from the first script's hints.
    await page.waitForFunction(() => {
      const hints = (globalThis as Record<string, unknown>)['__imaliRouteHints'] as Record<string, unknown> | undefined;
      return Boolean(hints && !('remotes' in hints));
    });
    await expect(page.locator('#root > [data-first-paint]')).toHaveCount(0);
    releaseFragment();
    const fragment = page.locator('#root > [data-first-paint]');
    await expect(fragment.locator('[data-first-paint-testid="funeral-visitor"] p')).toContainText('get a quote in a minute');
    await expect(page.getByTestId('funeral-visitor')).toHaveCount(0);
    releaseCode();
    await expect(page.getByTestId('funeral-visitor')).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    expect(await spinnerSeen(page)).toBe(false);
  });

  test('once a cookie choice is recorded, the first paint has no banner either', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL ?? 'http://127.0.0.1:4200' }]);
    const release = await holdMainChunk(page);
    await page.goto('/sign-in', { waitUntil: 'commit' });
    await expect(page.locator('[data-first-paint] main h1')).toHaveText('Sign in');
    await expect(page.locator('[data-first-paint-testid="cookie-banner"]')).toHaveCount(0);
    release();
    await expect(page.getByTestId('sign-in-page')).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test('a browser that was signed in, or a link that opens Register, gets no first paint', async ({ page }) => {
    const release = await holdMainChunk(page);
    const firstScriptRan = () => page.waitForFunction(() => '__imaliRouteHints' in globalThis);
    await page.goto('/sign-in?mode=register', { waitUntil: 'commit' });
    await firstScriptRan();
    await expect(page.locator('#root')).toBeEmpty();
    await page.evaluate((key) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, '1'), SESSION_HINT_KEY);
    await page.goto('/', { waitUntil: 'commit' });
    await firstScriptRan();
    await expect(page.locator('#root')).toBeEmpty();
    release();
  });

  test("a returning client's /debt: its first data is asked for by the first script, before the app has arrived, and the page takes that answer instead of asking again", async ({ page }) => {
    await signIn(page);
    // The home that sign-in lands on asks for its own data: leave it (its requests end with it) before counting.
    await leaveForBlank(page);
    const asked = recordOperations(page);
    const release = await holdMainChunk(page);
    await page.goto('/debt', { waitUntil: 'commit' });
    // main.js is held: only the first script can have sent these.
    await expect.poll(() => asked.slice().sort()).toEqual(['DebtDashboard', 'ShellMe']);
    release();
    await expect(page.getByTestId('debt-page')).toBeVisible();
    await expect(page.getByTestId('debt-page').getByTestId('debt-verify')).toBeVisible();
    // The page's query took the first script's answer: still one DebtDashboard, one ShellMe.
    await page.waitForTimeout(500);
    expect(asked.filter((name) => name === 'DebtDashboard')).toHaveLength(1);
    expect(asked.filter((name) => name === 'ShellMe')).toHaveLength(1);
  });

  test("a returning client's /debt is drawn from its first data before the app has arrived; the app then takes its place where it stood, never a spinner, with no second query", async ({ page }) => {
    await signIn(page);
    await leaveForBlank(page);
    const asked = recordOperations(page);
    await watchForSpinner(page);
    const release = await holdMainChunk(page);
    await page.goto('/debt', { waitUntil: 'commit' });
    // main.js is held: the debt remote's first-paint script drew this from the first script's answer.
    const fragment = page.locator('#root > [data-first-paint]');
    const heading = fragment.locator('[data-first-paint-testid="debt-page"] h1');
    await expect(heading).toHaveText('My Debt');
    // The demo client has no credit record yet: the cards from their income, and the call to verify.
    await expect(fragment.locator('[data-first-paint-testid="debt-budget"]')).toContainText('My Monthly Budget');
    await expect(fragment.locator('[data-first-paint-testid="debt-verify"]')).toContainText('Verify my identity');
    await expect(fragment.locator('nav[aria-label="Tabs"] a[aria-current="page"]')).toHaveText('My Debt');
    expect(await fragment.evaluate((el) => (el as unknown as { inert: boolean }).inert)).toBe(true);
    await expect(page.getByTestId('debt-page')).toHaveCount(0);
    const boxes = async (root: ReturnType<Page['locator']>, attribute: string) => ({
      heading: await root.locator('h1').first().boundingBox(),
      cards: await root.locator('ul[aria-label="Summary"]').boundingBox(),
      verify: await root.locator(`[${attribute}="debt-verify"]`).boundingBox(),
      budget: await root.locator(`[${attribute}="debt-budget"]`).textContent(),
    });
    const before = await boxes(fragment, 'data-first-paint-testid');

    release();
    const real = page.getByTestId('debt-page');
    await expect(real).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    expect(await boxes(real, 'data-testid')).toEqual(before);
    expect(await spinnerSeen(page)).toBe(false);
    // The real page works, and took the first script's answers: one DebtDashboard, one ShellMe.
    await expect(page.getByTestId('debt-verify-button')).toBeEnabled();
    await page.waitForTimeout(500);
    expect(asked.filter((name) => name === 'DebtDashboard')).toHaveLength(1);
    expect(asked.filter((name) => name === 'ShellMe')).toHaveLength(1);
  });

  test("a returning client's /debt is still drawn when its first-paint script arrives after the app's code has started; the app waits for it and then takes its place", async ({ page }) => {
    await signIn(page);
    await leaveForBlank(page);
    const asked = recordOperations(page);
    await watchForSpinner(page);
    // The script and the debt remote's page code are held, and main.js until the first script has
    // sent the data: then main.js runs first.
    const releaseScript = await holdUntilReleased(page, /\/remotes\/debt\/first-paint\/debt\.js$/);
    const releaseCode = await holdUntilReleased(page, /\/remotes\/debt\/__federation_expose_Routes\.[0-9a-f]+\.js$/);
    const releaseMain = await holdMainChunk(page);
    await page.goto('/debt', { waitUntil: 'commit' });
    await expect.poll(() => asked.slice().sort()).toEqual(['DebtDashboard', 'ShellMe']);
    releaseMain();
    // main.js has run once it has taken the session check from the first script's hints.
    await page.waitForFunction(() => {
      const hints = (globalThis as Record<string, unknown>)['__imaliRouteHints'] as Record<string, unknown> | undefined;
      return Boolean(hints && !('session' in hints));
    });
    await expect(page.locator('#root > [data-first-paint]')).toHaveCount(0);
    releaseScript();
    const fragment = page.locator('#root > [data-first-paint]');
    await expect(fragment.locator('[data-first-paint-testid="debt-page"] h1')).toHaveText('My Debt');
    await expect(page.getByTestId('debt-page')).toHaveCount(0);
    releaseCode();
    await expect(page.getByTestId('debt-page')).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    expect(await spinnerSeen(page)).toBe(false);
    await page.waitForTimeout(500);
    expect(asked.filter((name) => name === 'DebtDashboard')).toHaveLength(1);
    expect(asked.filter((name) => name === 'ShellMe')).toHaveLength(1);
  });

  test("a returning client's home: its two queries and its cards' code are asked for by the first script, and the page takes those answers", async ({ page }) => {
    await signIn(page);
    // The home that sign-in lands on asks for its own data: leave it (its requests end with it) before counting.
    await leaveForBlank(page);
    const asked = recordOperations(page);
    const release = await holdMainChunk(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => asked.slice().sort()).toEqual(['ShellFinancialHealth', 'ShellMe', 'ShellMyClient']);
    // The cards' chunk is preloaded (it may already be in the cache from the home sign-in landed on).
    await expect(page.locator('head link[rel="preload"][as="script"][href*="/home-cards."]')).toHaveCount(1);
    release();
    await expect(page.getByTestId('home-financial-health')).toBeVisible();
    await expect(page.getByTestId('home-repayments-empty')).toBeVisible();
    await page.waitForTimeout(500);
    for (const name of ['ShellFinancialHealth', 'ShellMe', 'ShellMyClient']) expect(asked.filter((n) => n === name)).toHaveLength(1);
  });
});

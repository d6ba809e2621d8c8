import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

// The production security headers (docker/nginx/security-headers.conf) are served by the
// development web origin too, so the shell and every remote are proven here to run under the
// Content-Security-Policy: any violation, reported as an event or on the console, fails.

const visitorPages = ['/', '/sign-in', '/about-us', '/contact-us', '/privacy-policy', '/resources', '/funeral', '/no-such-page'];
const clientPages = [
  { path: '/', testId: 'home-page' },
  { path: '/profile', testId: 'profile-page' },
  { path: '/bank-accounts', testId: 'bank-accounts-page' },
  { path: '/insurance', testId: 'insurance-page' },
  { path: '/funeral', testId: 'funeral-page' },
  { path: '/credit-life', testId: 'credit-life-page' },
  { path: '/savings', testId: 'savings-page' },
  { path: '/debt', testId: 'debt-page' },
  { path: '/clearance-certificate', testId: 'clearance-page' },
  { path: '/documents', testId: 'vault-page' },
  { path: '/group', testId: 'groups-page' },
  { path: '/no-such-page', testId: 'not-found' },
];

// The browser side of page.evaluate/addInitScript, typed here (these specs compile without the DOM lib).
interface ViolationEvent {
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
}
interface Browser {
  __cspViolations?: string[];
  __inlineRan?: boolean;
  document: {
    addEventListener(type: 'securitypolicyviolation', listener: (event: ViolationEvent) => void, capture: boolean): void;
    createElement(tag: 'script'): { textContent: string | null };
    body: { append(node: unknown): void };
  };
}

/** Every CSP violation of the page, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to (load|execute|apply|connect|frame)/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const browser = globalThis as unknown as Browser;
    const seen: string[] = (browser.__cspViolations = []);
    browser.document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`), true);
  });
  return async () => [...consoleErrors, ...(await page.evaluate(() => (globalThis as unknown as Browser).__cspViolations ?? []))];
}

test.describe('security headers and the Content-Security-Policy', () => {
  test('the origin sends the production headers (no HSTS over http)', async ({ request }) => {
    for (const path of ['/', '/remotes.json', '/no-such-asset.js']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("script-src 'self';");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toBeTruthy();
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  test('the policy is enforced: an injected inline script is refused and reported', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/about-us');
    const ran = await page.evaluate(() => {
      const browser = globalThis as unknown as Browser;
      const script = browser.document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      browser.document.body.append(script);
      return browser.__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/script-src/)]));
  });

  test('a visitor’s pages run without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of visitorPages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
  });

  test('the demo client’s shell pages and every remote run without a violation', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    await signIn(page);
    for (const { path, testId } of clientPages) {
      await page.goto(path);
      await expect(page.getByTestId(testId), `${path} renders ${testId}`).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
  });
});

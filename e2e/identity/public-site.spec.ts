import { expect, test, type Page } from '@playwright/test';

/** A cell number no other run or test uses (leads are limited per cell number). */
const uniqueCell = () => `07${String(Date.now() % 1e8).padStart(8, '0')}`;

async function contactForm(page: Page) {
  await page.goto('/contact-us?routing=fun');
  const panel = page.getByTestId('contact-panel');
  await expect(panel.getByRole('heading', { name: 'Let us contact you' })).toBeVisible();
  await expect(panel.getByText('Enter your details below and we will contact you shortly')).toBeVisible();
  return panel;
}

test.describe('public site', () => {
  test('"Let us contact you": a visitor sends a request and lands on /thank-you', async ({ page }) => {
    const panel = await contactForm(page);
    // Routing "fun" prefills the topic.
    await expect(panel.getByLabel("I'd like to talk about")).toHaveValue('Funeral Cover');
    await panel.getByLabel('Name', { exact: true }).fill('Sipho');
    await panel.getByLabel('Surname').fill('Dlamini');
    await panel.getByLabel('Cell Number').fill(uniqueCell());
    await panel.getByLabel('Message').fill('Please call after 5pm');
    await panel.getByTestId('contact-panel-send').click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByText('We will be in touch shortly.').first()).toBeVisible();
  });

  test('"Let us contact you": each invalid field shows the spec message and Send stays disabled', async ({ page }) => {
    const panel = await contactForm(page);
    const send = panel.getByTestId('contact-panel-send');
    await expect(send).toBeDisabled();

    const name = panel.getByLabel('Name', { exact: true });
    await name.fill(' ');
    await name.fill('');
    await name.blur();
    await expect(panel.getByText('This field is required').first()).toBeVisible();

    const cell = panel.getByLabel('Cell Number');
    await cell.fill('0912345678');
    await cell.blur();
    await expect(panel.getByText('Invalid cellphone number')).toBeVisible();

    const email = panel.getByLabel('Email');
    await email.fill('not-an-email');
    await email.blur();
    await expect(panel.getByText('Invalid email address')).toBeVisible();

    await name.fill('Sipho');
    await cell.fill(uniqueCell());
    await expect(send).toBeDisabled(); // the e-mail is still invalid
    await email.fill('sipho@example.co.za');
    await expect(send).toBeEnabled();
  });

  test('the cookie banner shows until a choice is made and stays away for the year', async ({ page, context }) => {
    await page.goto('/about-us');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    const consent = (await context.cookies()).find((c) => c.name === 'CookieConsent');
    expect(consent?.value).toBe('true');
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.reload();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
  });

  test('declining also hides the banner', async ({ page, context }) => {
    await page.goto('/about-us');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'CookieConsent')?.value).toBe('false');
  });

  test('scrolling past a quarter of the page accepts, as continuing to browse (scroll-accept at 25%)', async ({ page, context }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/about-us');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    // The node tsconfig has no DOM types: the document as far as this reads it.
    type Root = { documentElement: { scrollHeight: number; clientHeight: number } };
    const scrollable = await page.evaluate(() => {
      const { documentElement } = (globalThis as unknown as { document: Root }).document;
      return documentElement.scrollHeight - documentElement.clientHeight;
    });
    expect(scrollable).toBeGreaterThan(100);
    // A fifth of the way: still undecided.
    await page.evaluate((top) => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, top), Math.floor(scrollable * 0.2));
    await page.waitForTimeout(200);
    await expect(banner).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'CookieConsent')).toBeUndefined();
    // Past a quarter: accepted, and the banner goes.
    await page.mouse.wheel(0, Math.ceil(scrollable * 0.3));
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'CookieConsent')?.value).toBe('true');
  });

  test('the terms and conditions open from the footer, sanitised server HTML', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByTestId('footer-terms').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Imali terms and conditions')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the site has its title and description', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page).toHaveTitle(/Imali/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Improve your financial future today');
  });
});

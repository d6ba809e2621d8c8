import { expect, type Page } from '@playwright/test';

// Pages of the vault the specs read besides the one under test: the development outbox and the PDF viewer.

/** The newest message in the vault's development outbox that matches, in a second tab of the same session. */
export async function outboxText(page: Page, pattern: RegExp): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto('/documents/dev-outbox');
    const list = outbox.getByTestId('vault-dev-outbox');
    await expect(async () => {
      await outbox.getByRole('button', { name: 'Refresh' }).click();
      await expect(list).toContainText(pattern, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    return (await list.textContent()) ?? '';
  } finally {
    await outbox.close();
  }
}

/**
 * The newest vaccination OTP the national system's sandbox sent to `cellNumber` (waits for one), read
 * from the outbox in a second tab. By cell number: another spec fetching a certificate for the same
 * client at the same time sends its OTP to its own number.
 */
export async function vaccinationOtpSentTo(page: Page, cellNumber: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto('/documents/dev-outbox');
    const sms = outbox.getByTestId('vault-outbox-message').filter({ hasText: `SMS to ${cellNumber}` }).filter({ hasText: /Your vaccination certificate OTP is \d{4}/ });
    await expect(async () => {
      await outbox.getByRole('button', { name: 'Refresh' }).click();
      await expect(sms.first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    return /Your vaccination certificate OTP is (\d{4})/.exec((await sms.first().textContent()) ?? '')![1]!;
  } finally {
    await outbox.close();
  }
}

export async function expectPdfShown(page: Page): Promise<void> {
  const viewer = page.getByTestId('pdf-view');
  await expect(viewer).toHaveAttribute('data-state', 'shown', { timeout: 20_000 });
  await expect(viewer.locator('canvas').first()).toBeVisible();
}

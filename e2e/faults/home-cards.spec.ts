import { expect, test } from '@playwright/test';
import { controlService, signIn } from '../support/session';

const CARD_ERROR = 'An error occurred, please contact support';

test('home: with the savings subgraph stopped, the savings card says so and the other cards still render', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await controlService('savings-subgraph', 'stop');
  try {
    await page.reload();
    const section = page.getByRole('region', { name: 'My Financial Health' });
    const savings = section.getByTestId('home-card-savings');
    await expect(savings.getByRole('alert')).toContainText(CARD_ERROR);
    await expect(savings.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Debt and debt repayments come from the debt subgraph, which is up: no error there.
    for (const testId of ['home-card-repayments', 'home-card-debt']) {
      const card = section.getByTestId(testId);
      await expect(card).toHaveAttribute('aria-busy', 'false');
      await expect(card.getByRole('link', { name: 'See my debt' })).toBeVisible();
      await expect(card.getByRole('alert')).toHaveCount(0);
    }
    await expect(page.getByTestId('home-areas')).toBeVisible();
  } finally {
    await controlService('savings-subgraph', 'start');
  }
  // Back up: Try again brings the savings card back without reloading the page.
  const savings = page.getByTestId('home-card-savings');
  await expect(async () => {
    const retry = savings.getByRole('button', { name: 'Try again' });
    if (await retry.isVisible()) await retry.click({ timeout: 2_000 });
    await expect(savings.getByRole('alert')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(savings.getByTestId('home-savings-total').or(savings.getByRole('link', { name: 'Start saving' }))).toBeVisible();
});

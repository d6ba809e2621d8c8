import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test.describe('home: My Financial Health', () => {
  test('shows the savings, debt repayments and debt cards from one query, each with figures or a next step', async ({ page }) => {
    const queries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') queries.push(String(request.postDataJSON()?.operationName ?? ''));
    });
    await signIn(page);
    await expect(page.getByTestId('home-page')).toBeVisible();
    const section = page.getByRole('region', { name: 'My Financial Health' });
    await expect(section).toBeVisible();

    const savings = section.getByTestId('home-card-savings');
    const repayments = section.getByTestId('home-card-repayments');
    const debt = section.getByTestId('home-card-debt');
    await expect(savings.getByRole('link', { name: 'My Savings', exact: true })).toHaveAttribute('href', '/savings');
    await expect(repayments.getByRole('link', { name: 'Debt Repayments' })).toHaveAttribute('href', '/debt-repayments');
    await expect(debt.getByRole('link', { name: 'My Debt', exact: true })).toHaveAttribute('href', '/debt');
    for (const card of [savings, repayments, debt]) await expect(card).toHaveAttribute('aria-busy', 'false');

    // The demo client: figures when they have goals (other specs may add some), else a way to start.
    await expect(savings.getByTestId('home-savings-total').or(savings.getByRole('link', { name: 'Start saving' }))).toBeVisible();
    // Not verified with the bureau yet: both debt cards lead to /debt, where the questions are.
    await expect(repayments.getByRole('link', { name: 'See my debt' })).toHaveAttribute('href', '/debt');
    await expect(debt.getByRole('link', { name: 'See my debt' })).toHaveAttribute('href', '/debt');
    await expect(section.getByRole('alert')).toHaveCount(0);
    expect(queries.filter((name) => name === 'ShellFinancialHealth')).toHaveLength(1);

    await savings.getByRole('link', { name: 'My Savings', exact: true }).click();
    await expect(page).toHaveURL(/\/savings$/);
    await expect(page.getByTestId('savings-page')).toBeVisible();
  });
});

import { expect, test, type Locator } from '@playwright/test';
import { signInAsClient, verifyOnDebtPage } from './debt-client';
import { MANY_DEBTS, NO_LOANS } from './sandbox-clients';

const RAND = /^R\s\d[\d\s]*\.\d{2}$/;
const MONTH_YEAR = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;
/** "R 1 234.56" as a number. */
const rand = async (locator: Locator) => Number(((await locator.textContent()) ?? '').replace(/[^\d.]/g, ''));

test.describe('My Debt (credit bureau sandbox)', () => {
  test('many debts: cards, graph and band; debt counselling changes the projection and shows the interest saved; the snowball follows its slider; home shows the same figures', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsClient(page, MANY_DEBTS, '/debt');
    await verifyOnDebtPage(page, MANY_DEBTS.answers);
    const debtPage = page.getByTestId('debt-page');

    // The three cards.
    await expect(debtPage.getByTestId('debt-monthly').locator('.stat__value')).toHaveText(RAND);
    const monthlyDebt = await rand(debtPage.getByTestId('debt-monthly').locator('.stat__value'));
    expect(monthlyDebt).toBeGreaterThan(0);
    await expect(debtPage.getByTestId('debt-paid-off').locator('.stat__value')).toHaveText(MONTH_YEAR);
    // No income entered at registration: the bureau's estimate is used, marked with *.
    await expect(debtPage.getByTestId('debt-income-value')).toHaveText(/^R\s\d[\d\s]*\.\d{2}\*$/);
    await expect(debtPage.getByTestId('debt-budget').locator('.stat__value')).toHaveText(RAND);
    const budget = (await debtPage.getByTestId('debt-budget').locator('.stat__value').textContent()) ?? '';

    // Credit score 642: High risk, and the tips rather than "Good Credit Score".
    await expect(debtPage.getByTestId('debt-credit-score-value')).toHaveText('642');
    await expect(debtPage.getByTestId('debt-credit-band')).toHaveText('High');
    await expect(debtPage.getByTestId('debt-credit-score-message')).not.toHaveText('Good Credit Score');
    // The gauge from 1 to 1000.
    await expect(debtPage.getByTestId('debt-credit-score-gauge')).toHaveAttribute('value', '642');

    // The graph: the normal projection, drawn.
    const graph = debtPage.getByTestId('debt-graph-area');
    await expect(graph).toHaveAttribute('data-source', 'normal');
    await expect(graph.locator('canvas')).toBeVisible();
    expect(Number(await graph.getAttribute('data-points'))).toBeGreaterThan(1);
    // Dragging pans through the months, each frame measured by the remote ('debt-graph-pan').
    await graph.scrollIntoViewIfNeeded();
    const box = (await graph.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(box.x + box.width / 2 - step * 20, box.y + box.height / 2);
      await page.waitForTimeout(20);
    }
    await page.mouse.up();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('debt-graph-pan').length)).toBeGreaterThan(0);
    const summary = debtPage.getByTestId('debt-graph-summary');
    const normalSummary = (await summary.textContent()) ?? '';
    expect(normalSummary).toMatch(/^My monthly debt: R/);

    // Debt counselling: the graph switches to its projection, which pays less each month and saves interest.
    const quicker = debtPage.getByTestId('pay-off-quicker');
    const counselling = quicker.getByRole('switch', { name: 'Debt Counselling' });
    await expect(counselling).not.toBeChecked();
    await counselling.check();
    await expect(graph).toHaveAttribute('data-source', 'debtCounselling');
    await expect(summary).not.toHaveText(normalSummary);
    await expect(summary).toHaveText(/^With debt counselling: R/);
    await expect(quicker.getByTestId('debt-counselling-interest-saved')).toHaveText(RAND);
    expect(await rand(quicker.getByTestId('debt-counselling-interest-saved'))).toBeGreaterThan(0);
    const planPayment = await rand(quicker.getByTestId('debt-counselling-payment'));
    expect(planPayment).toBeGreaterThan(0);
    expect(planPayment).toBeLessThan(monthlyDebt);
    await expect(quicker.getByTestId('debt-review-term')).toHaveText(/^\d+ months$/);
    await counselling.uncheck();
    await expect(graph).toHaveAttribute('data-source', 'normal');
    await expect(summary).toHaveText(normalSummary);

    // The snowball is behind snowballActive (off): the development switch turns it on here.
    await expect(quicker.getByTestId('snowball-switch')).toHaveCount(0);
    await debtPage.getByTestId('debt-dev-snowball').getByRole('checkbox').check();
    const snowball = quicker.getByRole('switch', { name: 'Snowball' });
    await snowball.check();
    const slider = quicker.getByTestId('snowball-slider');
    await expect(slider).toHaveValue('150');
    await expect(quicker.getByTestId('snowball-interest-saved')).toHaveText(RAND);
    await expect(graph).toHaveAttribute('data-source', 'snowball');
    const savedAt150 = await rand(quicker.getByTestId('snowball-interest-saved'));
    await slider.fill('3000');
    await expect(quicker.getByTestId('snowball-amount')).toHaveValue('3000');
    // A bigger extra amount pays the debt off sooner and saves more interest.
    await expect.poll(() => rand(quicker.getByTestId('snowball-interest-saved'))).toBeGreaterThan(savedAt150);
    await expect(quicker.getByRole('alert')).toHaveCount(0);

    // Home: the same client's financial health cards.
    const paidOffBy = (await debtPage.getByTestId('debt-paid-off').locator('.stat__value').textContent()) ?? '';
    await page.goto('/');
    const health = page.getByRole('region', { name: 'My Financial Health' });
    await expect(health.getByTestId('home-debt-band')).toHaveText('High');
    await expect(health.getByTestId('home-debt-score')).toHaveText('642');
    await expect(health.getByTestId('home-debt-paid-off')).toHaveText(paidOffBy);
    expect(await rand(health.getByTestId('home-repayments-total'))).toBe(monthlyDebt);
    await expect(health.getByTestId('home-debt-budget')).toHaveText(budget);
    await expect(health.getByTestId('home-card-debt')).toContainText('Worked out from the credit bureau’s estimate of your income.');
    await expect(health.getByRole('link', { name: 'Start saving' })).toBeVisible();
    await expect(health.getByRole('alert')).toHaveCount(0);
  });

  test('no loans and a score above 825: "Good Credit Score", and no repayments on home', async ({ page }) => {
    await signInAsClient(page, NO_LOANS, '/debt');
    await verifyOnDebtPage(page, NO_LOANS.answers);
    const debtPage = page.getByTestId('debt-page');
    await expect(debtPage.getByTestId('debt-credit-score-message')).toHaveText('Good Credit Score');
    await expect(debtPage.getByTestId('debt-paid-off').locator('.stat__value')).toHaveText('No debt');
    await expect(debtPage.getByTestId('debt-credit-score-value')).toHaveText('905');
    await expect(debtPage.getByTestId('debt-credit-band')).toHaveText('Minimum');
    await expect(debtPage.getByTestId('debt-improvement-tips')).toHaveCount(0);
    // Nothing to pay off: no "Pay off your debt quicker".
    await expect(debtPage.getByTestId('pay-off-quicker')).toHaveCount(0);

    await page.goto('/');
    const health = page.getByRole('region', { name: 'My Financial Health' });
    await expect(health.getByTestId('home-repayments-none')).toHaveText('You have no debt repayments on your credit record.');
    await expect(health.getByTestId('home-debt-paid-off')).toHaveText('No debt');
    await expect(health.getByTestId('home-debt-band')).toHaveText('Minimum');
  });
});

import { expect, test, type Locator } from '@playwright/test';
import { newClient, signInAsClient } from '../support/client';
import { verifyOnDebtPage } from './debt-client';
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

  test('many debts: "What is My Debt Graph?", "Do More with your Money", the three blog links, /debt-repayments and each category’s accounts, and "Ask about Debt Counselling" sends a lead with routing debt', async ({ page }) => {
    await signInAsClient(page, MANY_DEBTS, '/debt');
    await verifyOnDebtPage(page, MANY_DEBTS.answers);
    const debtPage = page.getByTestId('debt-page');

    // The graph's popup, closed with "OK, got it".
    await debtPage.getByRole('button', { name: 'What is My Debt Graph?' }).click();
    const info = page.getByRole('dialog', { name: 'What is My Debt Graph?' });
    await expect(info).toBeVisible();
    await info.getByRole('button', { name: 'OK, got it' }).click();
    await expect(info).toBeHidden();

    // "Do More with your Money": savings and funeral cover; the three blog articles in a new tab.
    const doMore = page.getByRole('region', { name: 'Do More with your Money' });
    await expect(doMore.getByRole('link', { name: /^My Savings/ })).toHaveAttribute('href', '/savings');
    await expect(doMore.getByRole('link', { name: /^Funeral Cover/ })).toHaveAttribute('href', '/funeral');
    const blog = debtPage.getByTestId('debt-blog-links').getByRole('link');
    await expect(blog).toHaveCount(3);
    expect(await blog.evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('target')]))).toEqual([
      ['https://imali.co.za/blog/improve-your-credit-score', '_blank'],
      ['https://imali.co.za/blog/best-way-to-consolidate-debt', '_blank'],
      ['https://imali.co.za/blog/truth-about-debt-review', '_blank'],
    ]);

    // /debt-repayments: the four categories; each one's page lists as many accounts as its card says,
    // with creditor, balance, instalment and rate. Nine accounts in all (the sandbox's many debts).
    await debtPage.getByRole('link', { name: 'View my debt repayments' }).click();
    await expect(page).toHaveURL(/\/debt-repayments$/);
    const categories = page.getByTestId('debt-repayment-categories');
    await expect(categories.getByRole('listitem')).toHaveCount(4);
    let listed = 0;
    for (const [slug, title] of [['home', 'Home'], ['personal', 'Personal'], ['car', 'Car'], ['credit', 'Credit']] as const) {
      const card = categories.getByTestId(`debt-repayments-${slug}`);
      const count = Number(/(\d+) accounts?/.exec((await card.textContent()) ?? '')?.[1]);
      await card.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/debt-repayments/${slug}$`));
      const categoryPage = page.getByTestId('debt-category-page');
      await expect(categoryPage.getByRole('heading', { name: `My ${title} Debt` })).toBeVisible();
      const rows = categoryPage.getByTestId('debt-category-account');
      if (count === 0) await expect(categoryPage.getByTestId('debt-category-empty')).toBeVisible();
      else await expect(rows).toHaveCount(count);
      for (const row of await rows.all()) {
        const cells = await row.getByRole('cell').allTextContents();
        expect((await row.getByRole('rowheader').textContent())?.trim()).not.toBe('');
        expect(cells.slice(0, 3).map((cell) => cell.replace(/\u00a0/g, ' '))).toEqual([expect.stringMatching(RAND), expect.stringMatching(RAND), expect.stringMatching(/^\d+\.\d{2}%$/)]);
      }
      listed += count;
      await categoryPage.getByRole('link', { name: 'Back to my debt repayments' }).click();
      await expect(page).toHaveURL(/\/debt-repayments$/);
    }
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThanOrEqual(9);

    // "Ask about Debt Counselling": the enquiry about Debt Management, sent with routing "debt".
    await page.goto('/debt');
    await debtPage.getByTestId('pay-off-quicker').getByRole('button', { name: 'Ask about Debt Counselling' }).click();
    const lead = page.getByRole('dialog', { name: 'Let us contact you' });
    await expect(lead.getByLabel("I'd like to talk about")).toHaveValue('Debt Management');
    await lead.getByLabel('Name', { exact: true }).fill(MANY_DEBTS.firstNames);
    await lead.getByLabel('Surname').fill(MANY_DEBTS.surname);
    await lead.getByLabel('Cell Number').fill(MANY_DEBTS.mobile);
    const sent = page.waitForRequest((request) => request.url().endsWith('/graphql') && request.method() === 'POST' && request.postDataJSON()?.operationName === 'SharedCreateLead');
    await lead.getByRole('button', { name: 'Send' }).click();
    const request = await sent;
    expect(request.postDataJSON().variables.input).toMatchObject({ routing: 'debt', talkAbout: 'Debt Management', firstName: MANY_DEBTS.firstNames });
    const answer = await (await request.response())!.json();
    expect(answer.errors).toBeUndefined();
    expect(answer.data.createLead.id).toEqual(expect.any(String));
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

  test('a client who never verified: /debt asks them to verify once; /debt-repayments and each category page point to /debt instead of saying they have no debt', async ({ page }) => {
    await signInAsClient(page, newClient({ firstNames: 'Zanele', surname: 'Khumalo' }, 88), '/debt');
    const debtPage = page.getByTestId('debt-page');
    await expect(debtPage.getByTestId('debt-verify-button')).toHaveText('Verify my identity');
    await expect(debtPage.getByTestId('debt-monthly').locator('.stat__value')).toHaveText('Unknown');

    await page.goto('/debt-repayments');
    await expect(page.getByTestId('debt-repayments-empty')).toContainText('No credit record yet');
    for (const slug of ['home', 'personal', 'car', 'credit']) {
      await page.goto(`/debt-repayments/${slug}`);
      const category = page.getByTestId('debt-category-page');
      await expect(category.getByTestId('debt-repayments-empty')).toContainText('No credit record yet');
      await expect(category.getByTestId('debt-category-empty')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Go to My Debt' }).click();
    await expect(page).toHaveURL(/\/debt$/);
    await expect(page.getByTestId('debt-verify-button')).toBeVisible();
  });
});

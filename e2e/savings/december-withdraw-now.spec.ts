import { expect, test, type Locator, type Page } from '@playwright/test';
import { newClient as newClientNamed, signInAsClient } from '../support/client';
import { addBankAccountFrom, addDecemberFund, changeToNewBankAccountIn, payDayNotDue, rand, sastToday } from './savings-client';

// The December plan variant of /savings/{id} (savings-budget-debt-shell.md sections 2, 4 and 9):
// the payout day and year selectors, and Withdraw Now with the December "are you sure" step whose
// No moves the amount to the Emergency Fund (created when there is none) and whose Yes goes on to
// the withdrawal.


/** The same amount inside a sentence. */
const randIn = (text: string) => new RegExp(`R\\s${text.replace(/ /g, '\\s')}`);



/** The years the selector offers (docs/decisions/savings-december-years.md): five from the first December still ahead. */
function decemberYears(): string[] {
  const today = sastToday();
  const first = Number(today.slice(0, 4)) + (today.slice(5) === '12-31' ? 1 : 0);
  return Array.from({ length: 5 }, (_, index) => String(first + index));
}


const newClient = () => newClientNamed({ firstNames: 'Sipho', surname: 'Dlamini' }, 90);

/** The savings subgraph's development-only EFT: paid with the client's ID number as the reference, then matched. */
async function payEft(page: Page, amount: number): Promise<void> {
  const response = await page.request.post('/graphql', { data: { query: 'mutation Eft($amount: Float!) { devSimulateSavingsEft(amount: $amount) }', variables: { amount } } });
  const body = (await response.json()) as { data?: { devSimulateSavingsEft: number }; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  expect(body.data?.devSimulateSavingsEft).toBeGreaterThanOrEqual(0);
}


/** Withdraw Now on the December goal page: the goal is preset (no choosing step), then the amount and the December "are you sure" step. */
async function withdrawNow(page: Page, amount: string): Promise<Locator> {
  await page.getByTestId('savings-withdraw-now').click();
  const flow = page.getByTestId('withdrawal-flow');
  await expect(flow.getByText('How much would you like to withdraw?')).toBeVisible();
  await flow.getByLabel('Amount (R)').fill(amount);
  await flow.getByRole('button', { name: 'Next' }).click();
  const sure = flow.getByTestId('withdrawal-sure');
  await expect(sure).toContainText('Are you sure you want to withdraw? If not, we will move this amount to your Emergency Fund instead.');
  await expect(sure).toContainText(randIn(`${amount}.00`));
  return flow;
}

/** The overview's card of each goal: its amount. */
async function expectOverview(page: Page, amounts: { december: string; emergency?: string; total: string }) {
  await page.goto('/savings');
  const overview = page.getByTestId('savings-page');
  await expect(overview.getByTestId('savings-total').locator('.stat__value')).toHaveText(rand(amounts.total));
  await expect(overview.locator('[data-testid="savings-goal"][data-bucket-type="YEAR_END"] .stat__value')).toHaveText(rand(amounts.december));
  const emergency = overview.locator('[data-testid="savings-goal"][data-bucket-type="EMERGENCY"]');
  if (amounts.emergency === undefined) await expect(emergency).toHaveCount(0);
  else await expect(emergency.locator('.stat__value')).toHaveText(rand(amounts.emergency));
}

async function openGoal(page: Page, bucketType: 'YEAR_END' | 'EMERGENCY', heading: string) {
  await page.locator(`[data-testid="savings-goal"][data-bucket-type="${bucketType}"]`).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test.describe('My December Plan', () => {
  test('the client sets the payout day and year (kept on reload); Withdraw Now then No moves the amount to the Emergency Fund, created the first time; Yes goes on to the withdrawal', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsClient(page, newClient(), '/savings');
    await addDecemberFund(page);
    const goalUrl = page.url();

    // Nothing in it yet: neither Withdraw Now nor the transfer.
    await expect(page.getByTestId('savings-withdraw-now')).toHaveCount(0);
    await expect(page.getByTestId('savings-transfer-emergency')).toHaveCount(0);

    // R 500 by EFT: with no Emergency Fund, it goes to the December Fund (the only goal). The
    // scheduled matching may take it before the mutation's own run does: read the goal, not the count.
    await payEft(page, 500);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('savings-goal-amount').textContent();
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toMatch(rand('500.00'));
    await expect(page.getByTestId('savings-withdraw-now')).toBeVisible();
    await expect(page.getByTestId('savings-transfer-emergency')).toHaveText('Transfer to Emergency Fund');

    // 1. The payout date: day 1-31, the month fixed to December, five years; sent on each change.
    const plan = page.getByTestId('savings-december-plan');
    const day = plan.getByLabel('Payout day');
    const year = plan.getByLabel('Year');
    await expect(day.locator('option:not([value=""])')).toHaveText(Array.from({ length: 31 }, (_, index) => String(index + 1)));
    await expect(plan).toContainText('December');
    const years = decemberYears();
    await expect(year.locator('option:not([value=""])')).toHaveText(years);
    const payoutYear = years[2]!;
    await day.selectOption('24');
    await year.selectOption(payoutYear);
    await expect(plan.getByTestId('savings-payout-saved')).toHaveText('Payout date saved');
    // No savings bank account yet: the payout could not be made, so the plan says to choose one
    // (docs/decisions/savings-december-payout-account-hint.md), and its button opens Edit plan.
    await expect(plan.getByTestId('savings-december-payout')).toHaveText(
      `Your December Fund cannot be paid out on 24 Dec ${payoutYear}: your savings has no bank account to pay it into. Choose one in Edit plan.`,
    );
    await plan.getByTestId('savings-december-choose-account').click();
    await changeToNewBankAccountIn(page, payDayNotDue(), '1234567890');
    // With one, a date ahead says what will happen on it (not "Paid out on", as if it had).
    await expect(plan.getByTestId('savings-december-payout')).toHaveText(`Your December Fund will be paid out on 24 Dec ${payoutYear}.`);
    await expect(plan.getByTestId('savings-december-choose-account')).toHaveCount(0);
    await day.selectOption('31');
    await expect(plan.getByTestId('savings-december-payout')).toHaveText(`Your December Fund will be paid out on 31 Dec ${payoutYear}.`);
    await page.reload();
    await expect(page.getByLabel('Payout day')).toHaveValue('31');
    await expect(page.getByLabel('Year')).toHaveValue(payoutYear);
    const laterYear = years[3]!;
    await page.getByLabel('Year').selectOption(laterYear);
    await expect(page.getByTestId('savings-december-payout')).toHaveText(`Your December Fund will be paid out on 31 Dec ${laterYear}.`);
    await page.reload();
    await expect(page.getByLabel('Payout day')).toHaveValue('31');
    await expect(page.getByLabel('Year')).toHaveValue(laterYear);

    // 2. Withdraw Now, R 200, No: moved to an Emergency Fund made for it (R 10 000 by default).
    let flow = await withdrawNow(page, '200');
    await flow.getByLabel('No').check();
    await flow.getByRole('button', { name: 'Next' }).click();
    await expect(flow.getByTestId('withdrawal-moved')).toHaveText(/The amount has been moved to your Emergency Fund\./);
    await flow.getByRole('button', { name: 'Take me home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectOverview(page, { december: '300.00', emergency: '200.00', total: '500.00' });
    await openGoal(page, 'EMERGENCY', 'My Emergency Fund');
    await expect(page.getByTestId('savings-goal-amount')).toHaveText(rand('200.00'));
    await expect(page.getByTestId('savings-goal-target')).toHaveText(rand('10 000.00'));
    // The ledger's totals (docs/decisions/savings-ledger.md): a transfer in is a contribution, a transfer out a withdrawal.
    await expect(page.getByTestId('savings-goal-contributions')).toHaveText(rand('200.00'));
    await expect(page.getByTestId('savings-goal-withdrawals')).toHaveText(rand('0.00'));

    // Again, R 100, No: the existing Emergency Fund rises by what the December goal loses.
    await page.goto(goalUrl);
    await expect(page.getByTestId('savings-goal-amount')).toHaveText(rand('300.00'));
    await expect(page.getByTestId('savings-goal-withdrawals')).toHaveText(rand('200.00'));
    flow = await withdrawNow(page, '100');
    await flow.getByLabel('No').check();
    await flow.getByRole('button', { name: 'Next' }).click();
    await expect(flow.getByTestId('withdrawal-moved')).toBeVisible();
    await page.getByTestId('withdrawal-flow-close').click();
    await expect(flow).toBeHidden();
    await expect(page.getByTestId('savings-goal-amount')).toHaveText(rand('200.00'));
    await expect(page.getByTestId('savings-goal-withdrawals')).toHaveText(rand('300.00'));
    await expectOverview(page, { december: '200.00', emergency: '300.00', total: '500.00' });
    await expect(page.locator('[data-testid="savings-goal"][data-bucket-type="EMERGENCY"]')).toHaveCount(1);
    await openGoal(page, 'EMERGENCY', 'My Emergency Fund');
    await expect(page.getByTestId('savings-goal-amount')).toHaveText(rand('300.00'));
    await expect(page.getByTestId('savings-goal-contributions')).toHaveText(rand('300.00'));

    // 3. Withdraw Now, R 50, Yes: the withdrawal goes on to the bank account (added here) and is sent.
    await page.goto(goalUrl);
    flow = await withdrawNow(page, '50');
    await flow.getByLabel('Yes').check();
    await flow.getByRole('button', { name: 'Next' }).click();
    await expect(flow.getByText('Where should we pay it?')).toBeVisible();
    await addBankAccountFrom(page, flow, '1234567890');
    await flow.getByRole('button', { name: 'Withdraw R 50.00' }).click();
    await expect(flow.getByTestId('withdrawal-processing')).toHaveText(/Your withdrawal is being processed\. A notification will follow when it is released\./);
    await flow.getByRole('button', { name: 'Take me home' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The R 50 left the December goal, not the Emergency Fund.
    await expectOverview(page, { december: '150.00', emergency: '300.00', total: '450.00' });
  });
});

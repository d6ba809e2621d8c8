import { expect, test, type Page } from '@playwright/test';
import { verifyOnDebtPage } from '../debt/debt-client';
import { newClient as newClientNamed, signInAsClient } from '../support/client';
import { changeToNewBankAccountIn, inMonths, rand, sastToday } from './savings-client';



const newClient = () => newClientNamed({ firstNames: 'Thandi', surname: 'Nkosi' }, 88);

/** The credit bureau sandbox's `clearRecord` case (libs/integrations/credit-bureau/README.md) and its right answers. */
const CLEAR_RECORD = {
  idNumber: '8503145123084',
  firstNames: 'Lerato',
  surname: 'Molefe',
  mobile: '0601118718',
  answers: { telephone: '060 *** 8718', employer: 'City of Cape Town', account: 'Edgars' },
};


/** The development-only mutations of the savings subgraph, as the signed-in client. */
async function devMutation(page: Page, query: string, variables: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: Record<string, number>; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return Object.values(body.data ?? {})[0] ?? 0;
}

/** The status of the DebiCheck mandate behind the client's savings collections. */
async function mandateStatus(page: Page): Promise<string | null> {
  const read = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await page.request.post('/graphql', { data: { query, variables } });
    return ((await response.json()) as { data?: Record<string, unknown> }).data ?? {};
  };
  const client = (await read('{ myClient { id savings { id debitOrderId } } }'))['myClient'] as { savings: { debitOrderId: string | null } | null } | null;
  const id = client?.savings?.debitOrderId;
  if (!id) return null;
  const order = (await read('query Order($id: ID!) { debitorder(id: $id) { id mandate { status } } }', { id }))['debitorder'] as { mandate: { status: string } } | undefined;
  return order?.mandate.status ?? null;
}

/**
 * The bank change flow from the overview: today's pay day and a new bank account (`bankLabel`,
 * or the dialog's default bank), added in the dialog and chosen on return; Confirm saves.
 */
async function changeToNewBankAccount(page: Page, accountNumber: string, bankLabel?: string) {
  await page.goto('/savings');
  await page.getByTestId('savings-change-bank').click();
  await changeToNewBankAccountIn(page, String(Number(sastToday().slice(8, 10))), accountNumber, bankLabel);
}

async function addGoalWithGuidedModal(page: Page, type: string, fill: (modal: ReturnType<Page['getByTestId']>) => Promise<void>, monthly: string, heading: string) {
  await page.goto('/savings/add');
  await page.getByTestId('savings-new-goal').filter({ hasText: type }).click();
  const modal = page.getByTestId('guided-goal-modal');
  await fill(modal);
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByLabel('Monthly amount (R)').fill(monthly);
  await modal.getByTestId('guided-goal-done').click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

async function addEmergencyGoalWithGuidedModal(page: Page) {
  // Onboarding: the recommended goals; Emergency opens the guided modal for that type.
  const recommended = page.getByTestId('savings-recommended');
  await expect(recommended.getByTestId('savings-recommended-goal')).toHaveText(['Emergency', 'Education', 'Car', 'Property', 'Funeral', 'Holiday']);
  await recommended.getByRole('link', { name: 'Emergency' }).click();
  await expect(page).toHaveURL(/\/savings\/add\/EMERGENCY$/);
  const modal = page.getByTestId('guided-goal-modal');
  await modal.getByLabel('Goal name').fill('Rainy day');
  await modal.getByLabel('Monthly income (R)').fill('20000');
  await modal.getByLabel('1 month').check();
  await modal.getByLabel('Target date').fill(inMonths(20));
  await modal.getByRole('button', { name: 'Next' }).click();
  // The quote: R 20 000 derived from the income; the monthly amount and the date follow each other.
  await expect(modal.getByTestId('quote-target-amount')).toHaveText(rand('20 000.00'));
  await modal.getByLabel('Monthly amount (R)').fill('2000');
  await expect(modal.getByLabel('Target date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await modal.getByLabel('Target date').fill(inMonths(40));
  await expect(modal.getByLabel('Monthly amount (R)')).not.toHaveValue('2000');
  await modal.getByLabel('Monthly amount (R)').fill('1000');
  await modal.getByTestId('guided-goal-done').click();
  await expect(modal).toBeHidden();
  // Saved: the goal's own page.
  await expect(page.getByRole('heading', { name: 'My Emergency Fund' })).toBeVisible();
  await expect(page.getByTestId('savings-goal-target')).toHaveText(rand('20 000.00'));
  await expect(page.getByTestId('savings-goal-monthly')).toHaveText(rand('1 000.00'));
  await expect(page.getByTestId('savings-goal-withdraw')).toBeDisabled();
}

// The chat's steps ask no destination or trip date: for a Holiday, "Add goal now" opens the guided
// modal with the chat's figures (the trip on the day the money is there) to ask them.
async function addHolidayGoalWithChat(page: Page) {
  await page.getByTestId('savings-back').click();
  await page.getByTestId('savings-add-goal').click();
  await expect(page).toHaveURL(/\/savings\/add$/);
  await page.getByTestId('savings-chat').click();
  const chat = page.getByTestId('chat-goal-flow');
  await chat.getByRole('button', { name: 'Start' }).click();
  await chat.getByLabel('Holiday').check();
  await chat.getByRole('button', { name: 'Next' }).click();
  await chat.getByLabel('Amount (R)').fill('12000');
  await chat.getByRole('button', { name: 'Next' }).click();
  await chat.getByLabel('Months', { exact: true }).check();
  await chat.getByRole('textbox').fill('10');
  await chat.getByRole('button', { name: 'Next' }).click();
  // R 12 000 over 10 months: R 1 200 a month.
  await expect(chat.getByTestId('chat-estimate')).toHaveText(rand('1 200.00'));
  await chat.getByRole('button', { name: 'Next' }).click();
  await chat.getByLabel('Each month (R)').fill('600');
  await chat.getByRole('button', { name: 'Next' }).click();
  await expect(chat.getByTestId('chat-months')).toHaveText('20');
  await chat.getByRole('button', { name: 'Add goal now' }).click();
  const modal = page.getByTestId('guided-goal-modal');
  await expect(modal.getByLabel('Goal amount (R)')).toHaveValue('12000');
  await expect(modal.getByLabel('Trip date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await modal.getByLabel('Destination').fill('Durban');
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByLabel('Monthly amount (R)')).toHaveValue('600');
  await modal.getByTestId('guided-goal-done').click();
  await expect(modal).toBeHidden();
  await chat.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/savings$/);
}

test.describe('My Savings', () => {
  test('a new client sets up an Emergency goal with the guided modal and a Holiday goal with the chat; the overview chart and cards show both', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsClient(page, newClient(), '/savings');
    await addEmergencyGoalWithGuidedModal(page);
    await addHolidayGoalWithChat(page);

    const overview = page.getByTestId('savings-page');
    await expect(overview.getByTestId('savings-monthly-total').locator('.stat__value')).toHaveText(rand('1 600.00'));
    await expect(overview.getByTestId('savings-total').locator('.stat__value')).toHaveText(rand('0.00'));
    const cards = overview.getByTestId('savings-goal');
    await expect(cards).toHaveCount(2);
    await expect(cards.locator('.card__title')).toHaveText(['Rainy day', 'Holiday']);
    await expect(cards.getByTestId('savings-goal-status')).toHaveText(['No Savings yet', 'No Savings yet']);
    // The chart of goal progress: drawn (chart.js loaded for it) with its text alternative.
    const chart = overview.getByTestId('savings-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.getByTestId('savings-chart-summary')).toContainText('Rainy day: R');
    await expect(chart.getByTestId('savings-chart-summary')).toContainText('Holiday: R');
    // EFT details with the client's ID number as the reference; the tax-number tip is off.
    await expect(overview.getByTestId('savings-eft-reference')).toHaveText(/^\d{13}$/);
    await expect(overview.getByTestId('savings-tax-tip')).toHaveCount(0);
  });

  test('a goal address that is no goal of theirs says the goal is not found: a mistyped id as an unknown one', async ({ page }) => {
    await signInAsClient(page, newClient(), '/savings');
    for (const id of ['not-a-goal', '00000000-0000-4000-8000-000000000000']) {
      await page.goto(`/savings/${id}`);
      const goalPage = page.getByTestId('savings-goal-page');
      await expect(goalPage.getByText('Goal not found')).toBeVisible();
      await expect(goalPage.getByRole('alert')).toHaveCount(0);
      await expect(goalPage.getByRole('link', { name: 'Back to My Savings' })).toBeVisible();
    }
  });

  test('a collection runs on the pay day, the overview updates; the client withdraws R50, moves money to the Emergency Fund and edits the December plan', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsClient(page, newClient(), '/savings');
    await addGoalWithGuidedModal(
      page,
      'Emergency',
      async (modal) => {
        await modal.getByLabel('Monthly income (R)').fill('10000');
        await modal.getByLabel('1 month').check();
        await modal.getByLabel('Target date').fill(inMonths(10));
      },
      '1000',
      'My Emergency Fund',
    );
    await addGoalWithGuidedModal(
      page,
      'December Fund',
      async (modal) => {
        await modal.getByLabel('Goal amount (R)').fill('3000');
        await modal.getByLabel('Target date').fill(inMonths(10));
      },
      '300',
      'My December Plan',
    );

    // The bank change flow: today's pay day and a new bank account (added and chosen on return).
    await changeToNewBankAccount(page, '1234567890', 'FNB');
    await expect(page.getByTestId('savings-payment-details')).toContainText('FNB');

    // The month's collection (R 1 000 + R 300 a month), once the sandbox bank has approved the
    // DebiCheck mandate the bank change asked for (a collection before that fails for the month).
    await expect.poll(() => mandateStatus(page), { timeout: 30_000, intervals: [1_000] }).toBe('APPROVED');
    expect(await devMutation(page, 'mutation Collect($date: String) { devRunSavingsCollection(date: $date) }', { date: sastToday() })).toBe(1);
    await page.reload();
    const overview = page.getByTestId('savings-page');
    await expect(overview.getByTestId('savings-total').locator('.stat__value')).toHaveText(rand('1 300.00'));
    const cards = overview.getByTestId('savings-goal');
    await expect(cards.locator('.stat__value')).toHaveText([rand('1 000.00'), rand('300.00')]);
    await expect(cards.getByTestId('savings-goal-status')).toHaveText(['Progressing slowly', 'Progressing slowly']);
    // The chart of goal progress follows the collection (its text alternative: saved of target).
    const chart = overview.getByTestId('savings-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.getByTestId('savings-chart-summary').locator('li')).toHaveText([
      /^Emergency: R\s1\s000\.00 of R\s10\s000\.00 \(10%\)$/,
      /^December Fund: R\s300\.00 of R\s3\s000\.00 \(10%\)$/,
    ]);

    // Withdraw R50 from the Emergency Fund (the slider starts at R50) to the payment account.
    await overview.getByTestId('savings-withdraw').click();
    const withdrawal = page.getByTestId('withdrawal-flow');
    await withdrawal.getByLabel(/^Emergency/).check();
    await withdrawal.getByRole('button', { name: 'Next' }).click();
    await expect(withdrawal.getByLabel('Amount (R)')).toHaveValue('50');
    await withdrawal.getByRole('button', { name: 'Next' }).click();
    await withdrawal.getByLabel('Yes').check();
    await withdrawal.getByRole('button', { name: 'Next' }).click();
    await withdrawal.getByRole('button', { name: 'Withdraw R 50.00' }).click();
    await expect(withdrawal.getByTestId('withdrawal-processing')).toContainText('A notification will follow when it is released.');
    await withdrawal.getByRole('button', { name: 'Take me home' }).click();
    await expect(page).toHaveURL(/\/$/);

    // The December plan: the payout date is sent on each change; R100 moves to the Emergency Fund.
    await page.goto('/savings');
    await page.getByTestId('savings-goal').filter({ hasText: 'December Fund' }).click();
    const year = String(Number(sastToday().slice(0, 4)) + 1);
    await page.getByLabel('Payout day').selectOption('15');
    await page.getByLabel('Year').selectOption(year);
    await expect(page.getByTestId('savings-payout-saved')).toHaveText('Payout date saved');
    // The savings has a payment account (the bank change above): the plan says the payout will be made.
    await expect(page.getByTestId('savings-december-payout')).toHaveText(`Your December Fund will be paid out on 15 Dec ${year}.`);
    await page.getByTestId('savings-transfer-emergency').click();
    const transfer = page.getByTestId('savings-transfer');
    await transfer.getByLabel('Amount to transfer (R)').fill('100');
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await expect(transfer.getByTestId('savings-transfer-done')).toContainText('moved to your Emergency Fund');
    await transfer.locator('.modal__footer').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('savings-goal-amount')).toHaveText(rand('200.00'));
    await page.reload();
    await expect(page.getByLabel('Payout day')).toHaveValue('15');
    await expect(page.getByLabel('Year')).toHaveValue(year);

    // The Emergency Fund: R 1 000 - R 50 being paid out + R 100 moved in.
    await page.getByTestId('savings-back').click();
    await page.getByTestId('savings-goal').filter({ hasText: 'Emergency' }).click();
    await expect(page.getByTestId('savings-goal-contributions')).toHaveText(rand('1 100.00'));
    await expect(page.getByTestId('savings-goal-amount')).toHaveText(rand('1 050.00'));
  });

  test('a collection the bank bounces is shown on the overview with its reason', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsClient(page, newClient(), '/savings');
    await addGoalWithGuidedModal(
      page,
      'Car',
      async (modal) => {
        await modal.getByLabel('Goal amount (R)').fill('50000');
        await modal.getByLabel('Target date').fill(inMonths(24));
      },
      '500',
      'My Car Goal',
    );
    // The DebiCheck sandbox approves a mandate on an account ending 3333, and bounces its collections.
    await changeToNewBankAccount(page, '1234563333');
    await expect.poll(() => mandateStatus(page), { timeout: 30_000, intervals: [1_000] }).toBe('APPROVED');
    expect(await devMutation(page, 'mutation Collect($date: String) { devRunSavingsCollection(date: $date) }', { date: sastToday() })).toBe(0);
    await expect
      .poll(
        async () => {
          // A run also reads the bank's answers for collections still pending (a slow sandbox answer).
          await devMutation(page, 'mutation Collect($date: String) { devRunSavingsCollection(date: $date) }', { date: sastToday() });
          await page.reload();
          await expect(page.getByTestId('savings-total')).toBeVisible();
          return page.getByTestId('savings-failed-collection').count();
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe(1);
    await expect(page.getByTestId('savings-failed-collection')).toContainText(/R\s500\.00/);
    await expect(page.getByTestId('savings-total').locator('.stat__value')).toHaveText(rand('0.00'));
  });

  test('the Budget form saves from /budget and shows on the debt dashboard', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsClient(page, CLEAR_RECORD, '/savings');
    // The savings budget prompt opens the same form.
    await page.getByTestId('savings-open-budget').click();
    await expect(page.getByTestId('budget-form').getByLabel('Net income (R a month)')).toBeVisible();
    await page.getByTestId('budget-form-close').click();

    await page.goto('/budget');
    const form = page.getByTestId('budget-form');
    await form.getByLabel('Net income (R a month)').fill('25000');
    await form.getByLabel('Rent / Home description').fill('Flat');
    await form.getByLabel('Rent / Home amount (R)').fill('4500');
    await form.getByLabel('Travel amount (R)').fill('850.50');
    await form.getByRole('button', { name: 'Save my budget' }).click();
    await expect(form).toBeHidden();

    await page.goto('/debt');
    await verifyOnDebtPage(page, CLEAR_RECORD.answers);
    const debtPage = page.getByTestId('debt-page');
    await expect(debtPage.getByTestId('debt-income-value')).toHaveText(rand('25 000.00'));
    const expenses = debtPage.getByTestId('debt-expenses');
    await expect(expenses).toContainText('Rent / Home: Flat');
    await expect(expenses).toContainText('Travel');
    await expect(expenses.getByTestId('debt-expenses-total')).toHaveText(rand('5 350.50'));
    // The dashboard's budget card opens the same form with the saved figures.
    await debtPage.getByTestId('debt-open-budget').click();
    await expect(page.getByTestId('budget-form').getByLabel('Rent / Home amount (R)')).toHaveValue('4500');
    await page.getByTestId('budget-form-close').click();
    // So does the budget chart: a doughnut of the two expenses, drawn (pixels in its canvas).
    const chart = debtPage.getByTestId('debt-budget-chart');
    const canvas = chart.locator('canvas');
    await expect(canvas).toBeVisible();
    await expect
      .poll(() =>
        canvas.evaluate((node) => {
          // The node tsconfig has no DOM types: the canvas as far as this reads it.
          const element = node as unknown as { width: number; height: number; getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } | null };
          const pixels = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
          let drawn = 0;
          for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) drawn++;
          return drawn;
        }),
      )
      .toBeGreaterThan(1000);
    await chart.click();
    await expect(page.getByTestId('budget-form').getByLabel('Travel amount (R)')).toHaveValue('850.50');
  });
});

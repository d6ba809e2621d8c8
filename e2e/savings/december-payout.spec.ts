import { expect, test, type Page } from '@playwright/test';
import { newClient as newClientNamed, signInAsClient } from '../support/client';
import { addDecemberFund, changeToNewBankAccountIn, payDayNotDue, rand, sastToday } from './savings-client';

// The December Fund payout (docs/decisions/savings-december-payout.md and
// savings-december-payout-messages.md) in a real browser: a client with money in a December Fund and
// a payment account sees what will happen on the payout date; the payout runs on that date (the
// development mutation runs the job as the schedule does, for the date given); the goal page then
// says it was paid, the balance is zero, and the client's SMS has the December Fund's own words.




/** The first year the December plan offers (docs/decisions/savings-december-years.md): the first December still ahead. */
function firstDecemberYear(): string {
  const today = sastToday();
  return String(Number(today.slice(0, 4)) + (today.slice(5) === '12-31' ? 1 : 0));
}


const newClient = () => newClientNamed({ firstNames: 'Zanele', surname: 'Mokoena' }, 91);

/** A development-only mutation of the savings subgraph, as the signed-in client. */
async function devMutation(page: Page, query: string, variables: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: Record<string, number>; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return Object.values(body.data ?? {})[0] ?? 0;
}

test.describe('My December Plan payout', () => {
  test('the December Fund is paid out on its payout date to the savings bank account: the goal says so, its balance is zero, and the SMS is the December Fund’s own', async ({ page }) => {
    await signInAsClient(page, newClient(), '/savings/add');

    // A December Fund, from the guided modal.
    await addDecemberFund(page);

    // The savings payment account, with Edit plan (the bank change flow): a new account added in its dialog.
    await page.getByTestId('savings-edit-plan').click();
    await changeToNewBankAccountIn(page, payDayNotDue(), '1234567890');

    // R 500 by EFT (the only goal takes it; the scheduled matching may take it first: read the goal).
    await devMutation(page, 'mutation Eft($amount: Float!) { devSimulateSavingsEft(amount: $amount) }', { amount: 500 });
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('savings-goal-amount').textContent();
        },
        { timeout: 15_000, intervals: [500, 1_000] },
      )
      .toMatch(rand('500.00'));

    // The payout date: 31 December of the first year offered, still ahead; the plan says what will happen.
    const year = firstDecemberYear();
    const plan = page.getByTestId('savings-december-plan');
    await plan.getByLabel('Payout day').selectOption('31');
    await plan.getByLabel('Year').selectOption(year);
    await expect(plan.getByTestId('savings-payout-saved')).toHaveText('Payout date saved');
    await expect(plan.getByTestId('savings-december-payout')).toHaveText(`Your December Fund will be paid out on 31 Dec ${year}.`);

    // The payout runs on that date.
    expect(await devMutation(page, 'mutation Payout($date: String) { devRunSavingsDecemberPayout(date: $date) }', { date: `${year}-12-31` })).toBeGreaterThanOrEqual(1);

    // Paid: the goal says so, nothing is left in it, and once the payments sandbox releases it nothing is being processed.
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(page.getByTestId('savings-goal-amount')).toBeVisible();
          return page.getByTestId('savings-goal-pending').count();
        },
        { timeout: 15_000, intervals: [500, 1_000] },
      )
      .toBe(0);
    await expect(page.getByTestId('savings-december-payout')).toHaveText(new RegExp(`^Paid out on 31 Dec ${year}: R\\s500\\.00$`));
    await expect(page.getByTestId('savings-goal-amount')).toHaveText(rand('0.00'));
    await expect(page.getByTestId('savings-goal-withdrawals')).toHaveText(rand('500.00'));
    await expect(page.getByTestId('savings-goal-status')).toHaveText('No Savings yet');
    await expect(page.getByTestId('savings-withdraw-now')).toHaveCount(0);

    // The SMS in the development outbox: the December Fund's words, not the general withdrawal's.
    await page.goto('/dev/outbox');
    const outbox = page.getByTestId('dev-outbox');
    await expect(outbox).toContainText(/Imali: your December Fund of R\s500\.00 has been paid out to your bank account\./);
    await expect(outbox).not.toContainText('your savings withdrawal of');
  });
});

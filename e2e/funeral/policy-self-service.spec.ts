import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { buyFuneralPolicy } from '../support/funeral-policy';
import { bornYearsAgo } from '../support/files';

// The policy owner's self-service (credit-life-clearance-vault-policies-groups.md §2.6, §4.4,
// §5.3): add a child to a policy and see the premium change; add a family member with another
// country's ID (passport expiry date, funeral.md §5); record a policy held with another
// insurer. The policy is bought through the API first (the purchase screens have their own tests).

const rand = (text: string | null) => Number((/R\s?([\d\s]+\.\d{2})/.exec(text ?? '')?.[1] ?? 'NaN').replace(/\s/g, ''));

test('the owner adds a child to their policy and the premium goes up', async ({ page }) => {
  await signIn(page, '/funeral');
  const policyId = (await buyFuneralPolicy(page)).id;
  await page.goto(`/funeral/${policyId}`);
  await expect(page.getByTestId('policy-state-label')).toHaveText('Awaiting 1st Payment');
  const premium = page.getByTestId('policy-premium');
  const before = rand(await premium.textContent());

  await page.getByTestId('add-member-CHILD').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('member-form-submit').click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await dialog.getByLabel('First names').fill('Naledi');
  await dialog.getByLabel('Surname').fill('Nkosi');
  await dialog.getByLabel('Date of birth').fill(bornYearsAgo(3));
  await dialog.getByLabel('Age').fill('3');
  await dialog.getByTestId('member-form-submit').click();
  await expect(dialog.getByTestId('member-done')).toBeVisible();
  await dialog.getByTestId('member-done-close').click();

  const children = page.getByTestId('members-CHILD');
  await expect(children.locator('summary')).toContainText('(1)');
  await expect.poll(async () => rand(await premium.textContent())).toBeGreaterThan(before);
});

test("a family member with another country's ID is asked for their passport expiry date", async ({ page }) => {
  await signIn(page, '/funeral');
  const policyId = (await buyFuneralPolicy(page)).id;
  await page.goto(`/funeral/${policyId}`);

  await page.getByTestId('add-member-EXTENDED').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Passport expiry date')).toHaveCount(0);
  await dialog.getByLabel('First names').fill('Tendai');
  await dialog.getByLabel('Surname').fill('Moyo');
  await dialog.getByLabel('ID type').selectOption('zim_id');
  await dialog.getByLabel('ID number').fill(`ZW${Date.now().toString().slice(-8)}`);
  await dialog.getByLabel('Date of birth').fill(bornYearsAgo(40));
  await dialog.getByLabel('Age', { exact: true }).fill('40');
  await dialog.getByTestId('member-gender').getByLabel('Female').check();
  await dialog.getByLabel('Relationship to you').selectOption('AUNT');
  await dialog.getByTestId('member-form-submit').click();
  await expect(dialog.getByText('Required for non-South Africans')).toBeVisible();
  await dialog.getByLabel('Passport expiry date').fill(`${new Date().getFullYear() + 2}-06-30`);
  await dialog.getByTestId('member-form-submit').click();
  await expect(dialog.getByTestId('member-done')).toBeVisible();
  await dialog.getByTestId('member-done-close').click();
  await expect(page.getByTestId('members-EXTENDED').locator('summary')).toContainText('(1)');
});

test('the client records a funeral policy they hold with another insurer', async ({ page }) => {
  await signIn(page, '/third-party-funeral/new');
  const form = page.getByTestId('third-party-form');
  await form.getByTestId('third-party-form-submit').click();
  await expect(form.getByText('Please select who is covered')).toBeVisible();
  await form.getByLabel('Provider').fill('AVBOB');
  await form.getByLabel('Cover amount', { exact: true }).fill('25000');
  await form.getByLabel('Monthly contribution', { exact: true }).fill('150');
  await form.getByTestId('who-is-covered').getByLabel('Policy holder').check();
  await form.getByTestId('third-party-form-submit').click();
  await expect(page.getByTestId('third-party-saved')).toBeVisible();
  await expect(page).toHaveURL(/\/third-party-funeral\/[0-9a-f-]{36}$/);

  await page.goto('/funeral');
  await expect(page.getByTestId('third-party-policy-card').filter({ hasText: 'AVBOB' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

// The debit order mandate wizard (credit-life-clearance-vault-policies-groups.md §2.2, §4.1) on
// the real stack: the demo client's NAEDO mandate from identity's development seed
// (apps/identity/subgraph/src/demo/demo-debit-order.ts), confirmed and signed with a drawing.
const DEMO_DEBIT_ORDER_ID = '0d3b1e52-7c4a-4f8e-9b6d-2a5c8e1f4d70';

test('the demo client confirms their debit order mandate, signs it and is all set', async ({ page }) => {
  await signIn(page, `/debit-order/${DEMO_DEBIT_ORDER_ID}`);
  const wizard = page.getByTestId('debit-order-mandate');
  const stepText = page.getByTestId('debit-order-mandate-step-text');

  // confirm2: the mandate itself.
  await expect(wizard.getByTestId('mandate-confirm2')).toBeVisible();
  await expect(stepText).toHaveText('We need confirmation on your information');
  await expect(wizard.getByTestId('mandate-terms')).toContainText(/R\s150\.50/);
  await expect(wizard.getByTestId('mandate-terms')).toContainText('The 25th of every month');
  await expect(wizard.getByTestId('mandate-terms')).toContainText('Funeral cover');
  await wizard.getByRole('button', { name: 'Confirm' }).click();

  // confirm: the account, its number masked but for the last 4 digits.
  const account = wizard.getByTestId('mandate-account');
  await expect(account).toContainText('Capitec Bank');
  await expect(account).toContainText('••••••3456');
  await expect(account).not.toContainText('4100123456');
  await wizard.getByRole('button', { name: 'Confirm' }).click();

  // sign: Submit waits for a drawing.
  const pad = wizard.getByTestId('signature-pad');
  await expect(pad).toBeVisible();
  const submit = wizard.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) await page.mouse.move(box.x + box.width * (0.15 + i * 0.05), box.y + box.height * (0.6 + (i % 2 ? -0.2 : 0.15)), { steps: 3 });
  await page.mouse.up();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(stepText).toHaveText('You are all set', { timeout: 15_000 });
  await expect(wizard.getByRole('link', { name: 'View Policy Document(s)' })).toBeVisible();

  // Opened again, the mandate is signed: straight to "You are all set"; Done goes home.
  await page.reload();
  await expect(page.getByTestId('debit-order-mandate-step-text')).toHaveText('You are all set');
  await page.getByTestId('debit-order-mandate').getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/$/);
});

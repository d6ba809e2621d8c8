import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { bornYearsAgo, tinyPdf } from '../support/files';
import { newSaIdNumber } from '../support/identity-numbers';

// The chat-style sale (funeral.md §2 and §4) for a signed-in client: the demo client has accepted
// the terms and has an income, so the chat starts at the ID document.
const step = (page: Page) => page.getByTestId('chat-step');
async function at(page: Page, name: string): Promise<Locator> {
  await expect(step(page)).toHaveAttribute('data-step', name);
  return step(page);
}

test('a signed-in client buys funeral cover in the chat: ID upload, a child, a beneficiary, own account', async ({ page }) => {
  // A whole sale, a dozen steps with an upload and a signature: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, '/funeral/buy?coverAmount=20000&spouse=N&children=Y');
  await expect(page).toHaveURL(/\/funeral\/buy/);

  // doIdCard: a real upload to the vault (through the gateway), with the session.
  let current = await at(page, 'doIdCard');
  await current.getByLabel('ID document').setInputFiles(tinyPdf);
  current = await at(page, 'selfie');
  await current.getByRole('button', { name: 'Later' }).click();

  // mainMember: prefilled from the client record.
  current = await at(page, 'mainMember');
  await expect(current.getByLabel('First names')).toHaveValue('Thandiwe');
  await current.getByRole('button', { name: 'Continue' }).click();

  // child1: the chat variant needs a child's date of birth.
  current = await at(page, 'child1');
  await current.getByLabel('First names').fill('Ayanda');
  await current.getByLabel('Surname').fill('Mokoena');
  await current.getByLabel('Age', { exact: true }).fill('7');
  await current.getByRole('button', { name: 'Done' }).click();
  await expect(current.getByText('This field is required')).toBeVisible();
  await current.getByLabel('Date of birth').fill(bornYearsAgo(7));
  await current.getByRole('button', { name: 'Done' }).click();

  // No spouse: beneficiarySpouse is skipped.
  current = await at(page, 'beneficiaryInfo');
  await current.getByLabel('First names').fill('Nomsa');
  await current.getByLabel('Surname').fill('Mokoena');
  await current.getByLabel('Cell number').fill('0123456789');
  await current.getByRole('button', { name: 'Continue' }).click();
  await expect(current.getByText('Invalid cellphone number')).toBeVisible();
  await current.getByLabel('Cell number').fill('0831112222');
  await current.getByRole('button', { name: 'Continue' }).click();

  current = await at(page, 'ownAccount');
  await current.getByRole('button', { name: 'Yes' }).click();
  current = await at(page, 'bankAccountInfo');
  // The demo client may already have an account (another test's sale): pay from a new one.
  const payFrom = current.getByRole('group', { name: 'Pay from' });
  if (await payFrom.isVisible()) await payFrom.getByLabel('Another bank account').check();
  await current.getByLabel('Account number').fill('1234567890');
  await current.getByRole('button', { name: 'Continue' }).click();

  // completeSale: the premium for the lives named, then the sale (NAEDO).
  current = await at(page, 'completeSale');
  await expect(page.getByTestId('chat-quote-premium')).toContainText(/R\s?\d/);
  await current.getByRole('button', { name: 'Buy now' }).click();
  await at(page, 'done');
  const confirmation = page.getByTestId('chat-confirmation');
  await expect(confirmation).toContainText('SMS with a debit order mandate to sign');
  const policyNumber = (await page.getByTestId('chat-policy-number').textContent())?.trim() ?? '';
  expect(policyNumber).toMatch(/\d/);

  // The policy is the client's: its page shows the lives and the payment method.
  await page.getByRole('link', { name: 'View my policy' }).click();
  await expect(page).toHaveURL(/\/funeral\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Awaiting 1st Payment').first()).toBeVisible();
  const children = page.getByTestId('members-CHILD');
  await expect(children.locator('summary')).toContainText('(1)');
  await children.locator('summary').click();
  await expect(children.getByText('Ayanda Mokoena')).toBeVisible();
  await expect(page.getByTestId('members-SPOUSE')).toHaveCount(0);

  // The NAEDO debit order awaits the client's signature: they sign it on the policy page.
  const signCard = page.getByTestId('sign-debit-order');
  await expect(signCard).toContainText('Sign your debit order');
  await signCard.getByRole('button', { name: 'Sign your debit order' }).click();
  const wizard = page.getByTestId('debit-order-mandate');
  await expect(wizard.getByTestId('mandate-confirm2')).toBeVisible();
  await wizard.getByRole('button', { name: 'Confirm' }).click();
  await expect(wizard.getByTestId('mandate-account')).toContainText('••••••7890');
  await wizard.getByRole('button', { name: 'Confirm' }).click();
  const pad = wizard.getByTestId('signature-pad');
  await expect(pad).toBeVisible();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) await page.mouse.move(box.x + box.width * (0.15 + i * 0.05), box.y + box.height * (0.6 + (i % 2 ? -0.2 : 0.15)), { steps: 3 });
  await page.mouse.up();
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('debit-order-mandate-step-text')).toHaveText('You are all set', { timeout: 15_000 });
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('debit-order-signed')).toBeVisible();
  await expect(page.getByTestId('sign-debit-order')).toHaveCount(0);

  // The ID document is in the client's vault.
  const documents = await page.evaluate(async () => {
    const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ myClient { documents { type name source file { contentType url } } } }' }) });
    return ((await response.json()) as { data: { myClient: { documents: { type: string; name: string; source: string; file: { contentType: string; url: string } }[] } } }).data.myClient.documents;
  });
  expect(documents).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'RSA_ID', name: 'ID Document', source: 'FUNERAL_QUICK_QUOTE', file: expect.objectContaining({ contentType: 'application/pdf' }) })]));
  const download = await page.request.get(documents.find((d) => d.type === 'RSA_ID')!.file.url);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test("a client pays from someone else's account: the holder gets a link by SMS and signs it without an Imali sign-in", async ({ page, browser }) => {
  // A whole sale and the holder's signing in a second browser: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, '/funeral/buy?coverAmount=10000&spouse=N&children=N');
  await expect(page).toHaveURL(/\/funeral\/buy/);
  // Steps an earlier sale already answered (the ID document, the terms) are skipped: answer the ones shown.
  for (let turn = 0; turn < 12; turn += 1) {
    const current = step(page);
    await expect(current).toHaveAttribute('data-step', /.+/);
    const name = await current.getAttribute('data-step');
    if (name === 'done') break;
    if (name === 'doIdCard') await current.getByLabel('ID document').setInputFiles(tinyPdf);
    else if (name === 'selfie') await current.getByRole('button', { name: 'Later' }).click();
    else if (name === 'mainMember' || name === 'beneficiaryInfo') {
      if (name === 'beneficiaryInfo') {
        await current.getByLabel('First names').fill('Nomsa');
        await current.getByLabel('Surname').fill('Mokoena');
        await current.getByLabel('Cell number').fill('0831112222');
      }
      await current.getByRole('button', { name: 'Continue' }).click();
    } else if (name === 'ownAccount') await current.getByRole('button', { name: 'No' }).click();
    else if (name === 'accountHolderInfo') {
      await current.getByLabel('Account holder name').fill('Sipho Khoza');
      await current.getByLabel('Account holder contact number').fill('0761234567');
      await current.getByLabel('Account holder ID number').fill(newSaIdNumber('750505'));
      await current.getByRole('button', { name: 'Continue' }).click();
    } else if (name === 'bankAccountInfo') {
      const payFrom = current.getByRole('group', { name: 'Pay from' });
      if (await payFrom.isVisible()) await payFrom.getByLabel('Another bank account').check();
      await current.getByLabel('Account number').fill(`62${String(Date.now()).slice(-8)}`);
      await current.getByRole('button', { name: 'Continue' }).click();
    } else if (name === 'doMandateSent') await current.getByRole('button', { name: 'Send now' }).click();
    else if (name === 'completeSale') await current.getByRole('button', { name: 'Buy now' }).click();
    else throw new Error(`unexpected chat step ${name}`);
    await expect(step(page)).not.toHaveAttribute('data-step', name!);
  }
  await at(page, 'done');

  // The SMS to the account holder (the development outbox lists what was sent for this client).
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  const sms = outbox.getByTestId('dev-outbox-message').filter({ hasText: 'asked you to authorise a debit order' }).first();
  await expect(sms).toContainText('0761234567');
  const text = (await sms.textContent()) ?? '';
  expect(text).not.toMatch(/\d{13}/);
  const link = /https?:\/\/\S+\/debit-order\/sign\?token=[\w.~%-]+/.exec(text)?.[0];
  expect(link).toBeTruthy();
  await outbox.close();

  // The holder, in a browser with no Imali session, opens the link and signs.
  const holder = await browser.newContext();
  const holderPage = await holder.newPage();
  await holderPage.goto(new URL(link!).pathname + new URL(link!).search);
  const wizard = holderPage.getByTestId('debit-order-mandate');
  await expect(wizard.getByTestId('mandate-confirm2')).toBeVisible();
  await wizard.getByRole('button', { name: 'Confirm' }).click();
  await wizard.getByRole('button', { name: 'Confirm' }).click();
  const pad = wizard.getByTestId('signature-pad');
  await expect(pad).toBeVisible();
  const box = (await pad.boundingBox())!;
  await holderPage.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await holderPage.mouse.down();
  for (let i = 1; i <= 12; i += 1) await holderPage.mouse.move(box.x + box.width * (0.15 + i * 0.05), box.y + box.height * (0.6 + (i % 2 ? -0.2 : 0.15)), { steps: 3 });
  await holderPage.mouse.up();
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(holderPage.getByTestId('debit-order-mandate-step-text')).toHaveText('You are all set', { timeout: 15_000 });
  // Opened again, the link shows the mandate signed: nothing left to sign.
  await holderPage.reload();
  await expect(holderPage.getByTestId('debit-order-mandate-step-text')).toHaveText('You are all set');
  await expect(holderPage.getByTestId('debit-order-mandate').getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await holder.close();
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { newSaIdNumber } from '../support/identity-numbers';
import { readOtp } from '../support/session';
import { bornYearsAgo, tinyPng } from '../support/files';

// funeral.md §4 "Purchase": a visitor quotes, adds a spouse, two children and a parent, buys
// paying from someone else's account (the mandate is sent), uploads an ID document with the
// sale's token, registers with "Register to view policy" and lands on the policy.
const wizardStep = (page: Page) => page.getByTestId('quick-quote-step');
async function at(page: Page, name: string): Promise<Locator> {
  await expect(wizardStep(page)).toHaveAttribute('data-step', name);
  return wizardStep(page);
}
const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

test('a visitor buys for a family with a third-party account, uploads an ID, registers and sees the policy', async ({ page }) => {
  // The whole purchase wizard, an upload and a registration: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const holderBirth = bornYearsAgo(40);
  const holderId = newSaIdNumber(yymmdd(holderBirth));

  // Quote (variant 2), then a spouse and a parent.
  await page.goto('/funeral?quote=1&quoteVariant=2');
  let step = page.getByTestId('policy-holder-age-gender');
  await step.getByLabel('Age', { exact: true }).fill('40');
  await step.getByLabel('Male', { exact: true }).check();
  await step.getByRole('button', { name: 'Get Quote' }).click();
  await expect(page.getByTestId('do-quote-premium')).toHaveText(/per month/);
  await page.getByTestId('add-spouse').click();
  await page.getByLabel("Your spouse's age").fill('38');
  await page.getByRole('button', { name: 'Add to my quote' }).click();
  await page.getByTestId('add-parents').click();
  await page.getByLabel('Parent 1 age').fill('65');
  await page.getByRole('group', { name: 'Parent 1 gender' }).getByLabel('Female').check();
  await page.getByRole('button', { name: 'Add to my quote' }).click();
  await expect(page.getByTestId('do-quote-premium')).toHaveText(/per month/);
  await page.getByTestId('get-covered').click();

  // The progress header appears with the Buy section.
  await expect(page.getByTestId('purchase-progress')).toBeVisible();
  step = await at(page, 'mainMember');
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(step.getByText('This field is required').first()).toBeVisible();
  await step.getByLabel('First names').fill('Bongani');
  await step.getByLabel('Surname').fill('Khoza');
  await step.getByLabel('ID number').fill('8001015009088');
  await step.getByLabel('Cell number').fill('0721234567');
  await step.getByLabel('Email').fill('bongani@example.co.za');
  await step.getByLabel('Monthly income (R)').fill('21000');
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(step.getByText('Invalid ID number')).toBeVisible();
  await step.getByLabel('ID number').fill(holderId);
  await step.getByRole('button', { name: 'Continue' }).click();

  step = await at(page, 'spouse');
  await step.getByLabel('First names').fill('Lindiwe');
  await step.getByLabel('Surname').fill('Khoza');
  await step.getByLabel('Age', { exact: true }).fill('38');
  await step.getByLabel('Date of birth').fill(bornYearsAgo(38));
  await step.getByLabel('Cell number').fill('0731234567');
  await step.getByRole('button', { name: 'Continue' }).click();

  step = await at(page, 'addChild1');
  await step.getByRole('button', { name: 'Add a child' }).click();
  await step.getByLabel('First names').fill('Sibusiso');
  await step.getByLabel('Surname').fill('Khoza');
  await step.getByLabel('Age', { exact: true }).fill('19');
  await step.getByRole('button', { name: 'Add Another' }).click();
  await expect(step.getByText('Age must be between 0 and 17, check age')).toBeVisible();
  await step.getByLabel('Age', { exact: true }).fill('9');
  await step.getByRole('button', { name: 'Add Another' }).click();
  step = await at(page, 'addChild2');
  await step.getByLabel('First names').fill('Zanele');
  await step.getByLabel('Surname').fill('Khoza');
  await step.getByLabel('Age', { exact: true }).fill('4');
  await step.getByRole('button', { name: 'Done' }).click();

  step = await at(page, 'addParent1');
  await step.getByLabel('First names').fill('Gogo');
  await step.getByLabel('Surname').fill('Khoza');
  await step.getByLabel('Age', { exact: true }).fill('65');
  await step.getByLabel('Date of birth').fill(bornYearsAgo(65));
  await step.getByRole('button', { name: 'Continue' }).click();

  // Beneficiary: not the spouse.
  step = await at(page, 'beneficiary');
  await step.getByRole('button', { name: 'Continue' }).click();
  step = await at(page, 'beneficiarySpouse');
  await step.getByRole('button', { name: 'No' }).click();
  step = await at(page, 'beneficiaryInfo');
  await step.getByLabel('First names').fill('Thabo');
  await step.getByLabel('Surname').fill('Khoza');
  await step.getByLabel('Cell number').fill('0841234567');
  await step.getByRole('button', { name: 'Continue' }).click();

  // Someone else pays: their details, the bank, then the mandate is sent.
  step = await at(page, 'ownAccount');
  await step.getByRole('button', { name: 'No' }).click();
  step = await at(page, 'accountHolderInfo');
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(step.getByText('Required for third party accounts').first()).toBeVisible();
  await step.getByLabel('Account holder name').fill('Sipho Khoza');
  await step.getByLabel('Account holder contact number').fill('0761234567');
  await step.getByLabel('Account holder ID number').fill(newSaIdNumber('750505'));
  await step.getByRole('button', { name: 'Continue' }).click();
  step = await at(page, 'bankAccountInfo');
  await step.getByLabel('Account number').fill('62123456789');
  await step.getByRole('button', { name: 'Continue' }).click();
  step = await at(page, 'doMandateSent');
  await step.getByRole('button', { name: 'Send now' }).click();

  await at(page, 'completeSale');
  const buy = page.getByTestId('complete-sale-buy');
  await expect(buy).toBeEnabled();
  await buy.click();

  // Documents: the ID document, uploaded to the vault with the sale's token.
  step = await at(page, 'getDocuments');
  await step.getByLabel('ID document').setInputFiles(tinyPng);
  await step.getByRole('button', { name: 'Done' }).click();
  step = await at(page, 'uploadDocs');
  await expect(page.getByTestId('upload-idDocument')).toHaveAttribute('data-status', 'done');
  await step.getByRole('button', { name: 'Done' }).click();

  step = await at(page, 'completedSale');
  await step.getByRole('button', { name: 'Register to view policy' }).click();
  await expect(page).toHaveURL(/\/sign-in\?.*clientId=[0-9a-f-]{36}/);
  const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
  expect(redirect).toMatch(/^\/funeral\/[0-9a-f-]{36}$/);

  // Register with the holder's ID number: a claim on the sale's record, which shows nothing of it
  // until the OTP sent to the cell number given at the sale is confirmed.
  const register = page.getByTestId('register-form');
  await register.getByLabel('ID number').fill(holderId);
  await register.getByLabel('Password').fill('a-long-test-password');
  await register.getByRole('button', { name: 'Register' }).click();
  const profile = page.getByTestId('profile-form');
  await expect(profile).toBeVisible();
  await expect(profile.getByLabel('First names')).toHaveValue('');
  await profile.getByLabel('First names').fill('Bongani');
  await profile.getByLabel('Mobile number').fill('0791234567');
  await profile.getByLabel('I accept the Terms and Conditions').check();
  await profile.getByRole('button', { name: 'Continue' }).click();
  const otp = page.getByTestId('otp-screen');
  await expect(otp).toBeVisible();
  await expect(otp.getByTestId('otp-destination')).toContainText('072 *** **67');
  await otp.getByLabel('Enter your OTP').fill(await readOtp(page));
  await otp.getByRole('button', { name: 'Verify' }).click();

  // The policy, with every life, the waiting periods and the ID document.
  await expect(page).toHaveURL(new RegExp(`${redirect}$`));
  await expect(page.getByText('Awaiting 1st Payment').first()).toBeVisible();
  const lives: [string, string[]][] = [
    ['POLICY_HOLDER', ['Bongani']],
    ['SPOUSE', ['Lindiwe']],
    ['CHILD', ['Sibusiso', 'Zanele']],
    ['PARENT', ['Gogo']],
  ];
  for (const [memberType, names] of lives) {
    const group = page.getByTestId(`members-${memberType}`);
    await expect(group.locator('summary')).toContainText(`(${names.length})`);
    await group.locator('summary').click();
    for (const name of names) await expect(group.getByText(name).first()).toBeVisible();
  }
  await expect(page.getByText('Thabo').first()).toBeVisible();
  // The ID document sent as a visitor is now the registered client's; the selfie can follow.
  await expect(page.getByTestId('policy-document-RSA_ID')).toContainText('ID Document');
  await expect(page.getByTestId('policy-document-SELFIE').getByLabel('Selfie')).toBeVisible();
});

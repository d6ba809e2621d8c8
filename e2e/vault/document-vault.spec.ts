import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newClient, signInAsClient } from '../support/client';
import { signIn } from '../support/session';
import { tinyPng } from '../support/files';
import { payslipPdf, pdfText } from './pdf-text';
import { buyFuneralPolicy } from '../support/funeral-policy';
import { expectPdfShown, outboxText, vaccinationOtpSentTo } from './vault-pages';

// The document vault end to end (issue 15; credit-life-clearance-vault-policies-groups.md §2.5,
// §4.4, §5.4): uploads viewed inline, a document e-mailed to the development outbox, a selfie from
// Chromium's fake camera, a vaccination certificate fetched with the national system's OTP, and the
// funeral policy schedule downloaded as a PDF with the policy number in it.

// Chromium's fake camera (a test pattern), allowed without a prompt: this file only.
test.use({
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
  permissions: ['camera'],
});

test('a client adds their ID and a payslip, sees both inline and e-mails the payslip', async ({ page }) => {
  test.setTimeout(90_000);
  // Issue 15 (Speed): the PDF viewer is loaded only when a PDF is opened.
  const pdfViewerScripts: string[] = [];
  page.on('request', (request) => {
    if (/pdf-viewer[^/]*\.js(\?|$)/.test(request.url())) pdfViewerScripts.push(request.url());
  });
  await signIn(page, '/documents');
  const slots = page.getByTestId('vault-slot');
  await expect(slots).toHaveText([/Selfie/, /SA ID/, /Proof of Vaccination/, /Payslips/]);

  // SA ID: a photo, shown as an image.
  await slots.filter({ hasText: 'SA ID' }).click();
  await expect(page).toHaveURL(/\/documents\/id$/);
  await page.goto('/documents/id/add');
  // The file is chosen once the page knows whom the ID may be for: the client (Me), when people on
  // their policies are offered too (other files may have covered someone on the demo client's).
  const chooser = page.getByTestId('document-for');
  await expect(chooser.or(page.getByTestId('document-for-empty'))).toBeVisible();
  if (await chooser.isVisible()) await chooser.getByLabel('Me', { exact: true }).check();
  await expect(page.getByLabel('SA ID', { exact: true })).toBeEnabled();
  // A file that is not what it says is refused before anything is sent.
  await page.getByLabel('SA ID', { exact: true }).setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(page.getByTestId('document-upload-error')).toHaveText('Upload a JPEG, PNG or PDF file');
  await page.getByLabel('SA ID', { exact: true }).setInputFiles(tinyPng);
  await expect(page).toHaveURL(/\/documents\/id\/[^/]+$/);
  const image = page.getByTestId('document-image');
  await expect(image).toBeVisible();
  // Decoded, not just in the page: an image the browser could draw.
  await expect.poll(() => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);

  // The list and an image needed no PDF viewer.
  expect(pdfViewerScripts).toEqual([]);

  // Payslip: a PDF, drawn by the viewer.
  await page.goto('/documents/payslip');
  await expect(page.getByTestId('document-list-page')).toBeVisible();
  await page.goto('/documents/payslip/add');
  await page.getByLabel('Payslip', { exact: true }).setInputFiles({ name: 'payslip-november.pdf', mimeType: 'application/pdf', buffer: payslipPdf() });
  await expect(page).toHaveURL(/\/documents\/payslip\/[^/]+$/);
  await expectPdfShown(page);
  expect(pdfViewerScripts.length).toBeGreaterThan(0);

  // Email: the address must be valid (§5.4), then it is sent with the document attached.
  await page.getByTestId('document-email').click();
  const dialog = page.getByTestId('email-document-dialog');
  await dialog.getByLabel('Email address').fill('thandi@');
  await dialog.getByTestId('email-document-send').click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  const address = `payslip-${Date.now()}@example.co.za`;
  await dialog.getByLabel('Email address').fill(address);
  await dialog.getByTestId('email-document-send').click();
  await expect(page.getByTestId('email-document-sent')).toContainText(address);
  const outbox = await outboxText(page, new RegExp(address.replace(/[.]/g, '\\.')));
  expect(outbox).toContain('.pdf');
});

test('a client adds their spouse’s ID: the ID page asks whom it is for, offering only the people on their policies', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, '/funeral');
  const born = new Date(Date.now() - 33.5 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  // A surname of this run's own (letters only), so the spouse is told apart from earlier runs' on the shared demo client.
  const surname = `Mokoena${Date.now().toString(36).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const policy = await buyFuneralPolicy(page, [{ memberType: 'SPOUSE', firstNames: 'Sipho', surname, gender: 'MALE', ageAtSignup: 33, dateOfBirth: born, cellNumbers: ['0825556666'] }]);
  await page.goto('/documents/id/add');
  const chooser = page.getByTestId('document-for');
  await expect(chooser.getByText('This ID is for', { exact: true })).toBeVisible();
  // Nothing chosen for the client: the file waits for the choice.
  await expect(page.getByLabel('SA ID', { exact: true })).toBeDisabled();
  const spouse = chooser.getByLabel(`Sipho ${surname} (Spouse, ${policy.policyNumber})`, { exact: true });
  await spouse.check();
  await expect(page.getByLabel('SA ID', { exact: true })).toBeEnabled();
  await expect(spouse).toBeChecked();
  // A file of its own: the vault keeps one document per stored file (the same bytes again answer with the first document).
  await page.getByLabel('SA ID', { exact: true }).setInputFiles({ name: 'spouse-id.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${surname}\n%%EOF\n`) });
  await expect(page).toHaveURL(/\/documents\/id\/(?!add$)[^/]+$/);
  await expect(page.getByRole('heading', { name: `SA ID: Sipho ${surname}` })).toBeVisible();
  await page.goto('/documents/id');
  await expect(page.getByTestId('document-list-page')).toBeVisible();
  await expect(page.getByTestId('document-row').filter({ hasText: `SA ID: Sipho ${surname}` })).toBeVisible();
});

test('a client takes a selfie with the camera', async ({ page }) => {
  await signIn(page, '/documents/selfie');
  // With a selfie already there (another run), the page shows it first.
  const update = page.getByTestId('selfie-update');
  const take = page.getByTestId('camera-take');
  await expect(update.or(take)).toBeVisible();
  if (await update.isVisible()) await update.click();
  await expect(page.getByTestId('camera-capture')).toHaveAttribute('data-status', 'live');
  await take.click();
  await expect(page.getByTestId('selfie-preview').locator('img')).toBeVisible();
  // Retake goes back to the camera; Done saves.
  await page.getByTestId('selfie-retake').click();
  await expect(page.getByTestId('camera-capture')).toHaveAttribute('data-status', 'live');
  await page.getByTestId('camera-take').click();
  await page.getByTestId('selfie-done').click();
  await expect(page.getByTestId('selfie-saved')).toContainText('Your selfie has been updated');
  await page.goto('/documents');
  await expect(page.getByTestId('vault-slot').filter({ hasText: 'Selfie' })).toContainText(/uploaded/i);
});

test('a client gets their vaccination certificate from the national system with the OTP', async ({ page }) => {
  test.setTimeout(60_000);
  // A client of its own: the server locks the OTP's Resend for 30 s a client, and the QR scan spec
  // fetches a certificate too.
  await signInAsClient(page, newClient({ firstNames: 'Lindiwe', surname: 'Mthembu' }), '/documents/vaccine/add');
  await page.getByTestId('vaccine-fetch').click();
  const details = page.getByTestId('vaccine-details');
  // Their details come from the profile; the code is on their vaccination card.
  await expect(details.getByLabel('ID number')).not.toHaveValue('');
  await details.getByLabel('Vaccination code').fill('AB1234');
  const cellNumber = await details.getByLabel('Cell number').inputValue();
  await page.getByTestId('vaccine-send-otp').click();
  const form = page.getByTestId('vaccine-otp');
  await expect(form).toBeVisible();
  // Where the OTP went: the number the national system holds, masked.
  await expect(page.getByTestId('vaccine-otp-sent-to')).toContainText(`${cellNumber.slice(0, 3)}*****${cellNumber.slice(-2)}`);
  const otp = await vaccinationOtpSentTo(page, cellNumber);
  // A wrong OTP is refused with attempts left.
  await form.getByLabel('OTP').fill(otp === '0000' ? '1111' : '0000');
  await page.getByTestId('vaccine-get-certificate').click();
  await expect(page.getByTestId('vaccine-otp-error')).toBeVisible();
  await form.getByLabel('OTP').fill(otp);
  await page.getByTestId('vaccine-get-certificate').click();
  // Get certificate opens the new document.
  await expect(page).toHaveURL(/\/documents\/vaccine\/[^/]+$/);
  await expectPdfShown(page);
});

test('a client downloads their funeral policy schedule as a PDF with their policy number', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, '/funeral');
  const policy = await buyFuneralPolicy(page);
  await page.goto(`/funeral/${policy.id}`);
  await page.getByTestId('policy-document-schedule').click();
  await expect(page).toHaveURL(`/documents/funeral/${policy.id}/schedule`);
  await expectPdfShown(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('document-download').click()]);
  const file = readFileSync((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await pdfText(file);
  expect(text).toContain(policy.policyNumber);

  // Someone else's or an unknown policy: Not Found, nothing drawn.
  await page.goto('/documents/funeral/00000000-0000-4000-8000-000000000000/schedule');
  await expect(page.getByTestId('pdf-view-missing')).toContainText('Not Found');
});

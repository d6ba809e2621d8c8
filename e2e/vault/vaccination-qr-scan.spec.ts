import { expect, test as base } from '@playwright/test';
import { fakeCameraArgs, writeQrY4m } from '../support/fake-camera';
import { newClient, signInAsClient } from '../support/client';
import { signIn } from '../support/session';
import { expectPdfShown, vaccinationOtpSentTo } from './vault-pages';

// Vaccination certificate by "scan QR" (credit-life-clearance-vault-policies-groups.md §4.4;
// docs/decisions/vault-vaccination-qr.md) in Chromium with a camera: the fake device plays a Y4M
// video of a QR code, written for each test from the text its describe block sets. jsQR in the
// page reads it; the proof code fills the fetch form, which goes on to the OTP and the certificate.
// Chromium reads the video file when it starts, so each test has its own browser (the config's
// launch options plus the camera's), with the camera allowed.

const test = base.extend<{ cameraQr: string | null }>({
  /** What the camera shows: a QR code of this text, or (null) a blank picture. */
  cameraQr: [null, { option: true }],
  page: async ({ playwright, launchOptions, baseURL, cameraQr }, use, testInfo) => {
    const video = writeQrY4m(testInfo.outputPath('fake-camera.y4m'), cameraQr);
    const browser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeCameraArgs(video)] });
    try {
      // Playwright records it as any other context (the config's trace and screenshot on failure).
      const context = await browser.newContext({ baseURL, permissions: ['camera'] });
      await use(await context.newPage());
    } finally {
      await browser.close();
    }
  },
});

// As the national system's certificate QR holds it (the vaccination sandbox's sandboxQrPayload).
const PROOF_CODE = 'QR4821';
/** Not the client's own number: the OTP goes to the number confirmed. */
const OTP_CELL_NUMBER = '0715550142';
const CERTIFICATE_QR = JSON.stringify({ certificate: 'VC0123456789', proofCode: PROOF_CODE, idPrefix: '800101', doses: 2, issuer: 'ZA-SANDBOX' });

test.describe('a camera showing a vaccination certificate’s QR code', () => {
  test.use({ cameraQr: CERTIFICATE_QR });

  test('a client scans their certificate’s QR code, confirms their details and gets the certificate with the OTP', async ({ page }) => {
    test.setTimeout(60_000);
    // A client of its own: the server locks the OTP's Resend for 30 s a client, and the document
    // vault spec fetches a certificate too.
    await signInAsClient(page, newClient({ firstNames: 'Themba', surname: 'Ngcobo' }), '/documents/vaccine/add');
    await page.getByTestId('vaccine-scan').click();
    // The code read from the camera fills the vaccination code; the rest comes from the profile.
    const details = page.getByTestId('vaccine-details');
    await expect(details).toBeVisible({ timeout: 15_000 });
    await expect(details.getByLabel('Vaccination code')).toHaveValue(PROOF_CODE);
    await expect(details.getByLabel('ID number')).not.toHaveValue('');
    await expect(page.getByTestId('qr-scanner')).toHaveCount(0);

    // Confirming the details may change them: the OTP goes to the cell number given.
    await details.getByLabel('Cell number').fill(OTP_CELL_NUMBER);
    await page.getByTestId('vaccine-send-otp').click();
    const form = page.getByTestId('vaccine-otp');
    await expect(form).toBeVisible();
    await form.getByLabel('OTP').fill(await vaccinationOtpSentTo(page, OTP_CELL_NUMBER));
    await page.getByTestId('vaccine-get-certificate').click();
    // Get certificate opens the new document, and the vault lists it.
    await expect(page).toHaveURL(/\/documents\/vaccine\/[^/]+$/);
    await expectPdfShown(page);
    await page.goto('/documents');
    await expect(page.getByTestId('vault-slot').filter({ hasText: 'Proof of Vaccination' })).toContainText(/uploaded/i);
  });
});

test.describe('a camera showing some other QR code', () => {
  test.use({ cameraQr: 'https://example.com/?a=<script>' });

  test('the code is refused and scanning goes on', async ({ page }) => {
    await signIn(page, '/documents/vaccine/add');
    await page.getByTestId('vaccine-scan').click();
    const scanner = page.getByTestId('qr-scanner');
    await expect(scanner).toHaveAttribute('data-status', 'scanning', { timeout: 15_000 });
    await expect(scanner.getByTestId('qr-rejected')).toHaveText('That QR code is not a vaccination certificate. Try again with the code on your certificate.');
    // The camera stays on for the right code; nothing goes on to the details.
    await expect(scanner.getByLabel('Camera')).toBeVisible();
    await expect.poll(() => scanner.getByLabel('Camera').evaluate((video) => (video as unknown as { videoWidth: number }).videoWidth)).toBe(640);
    await expect(page.getByTestId('vaccine-details')).toHaveCount(0);
  });
});

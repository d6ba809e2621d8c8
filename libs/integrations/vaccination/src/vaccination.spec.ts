import { IntegrationError } from '@imali/integrations/core';
import { SANDBOX_OTHER_CELL_ID_NUMBER, SandboxVaccinationProvider, sandboxDoses, sandboxOtp, sandboxQrPayload } from './sandbox-vaccination-provider';
import { loadVaccinationConfig } from './vaccination.config';

const request = { idNumber: '8001015009087', firstNames: 'Thandi', surname: 'Mokoena', cellNumber: '0821234567', vaxCode: 'ABC123' };

describe('sandbox vaccination certificate service', () => {
  it('sends an OTP to the cell number it holds and exchanges the right one for a PDF certificate', async () => {
    const sent: [string, string][] = [];
    const provider = new SandboxVaccinationProvider({ sms: async (cell, text) => void sent.push([cell, text]) });
    const { reference, maskedCellNumber } = await provider.requestCertificate(request);
    expect(maskedCellNumber).toBe('082*****67');
    expect(sent).toEqual([['0821234567', expect.stringContaining(sandboxOtp(reference))]]);
    expect(await provider.confirmOtp(reference, sandboxOtp(reference) === '0000' ? '0001' : '0000')).toEqual({ ok: false, reason: 'WRONG_OTP' });
    const ok = await provider.confirmOtp(reference, sandboxOtp(reference));
    if (!ok.ok) throw new Error('expected a certificate');
    expect(ok.certificate.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(ok.certificate.certificateNumber).toMatch(/^VC[0-9A-F]{10}$/);
    // The QR code is an image in the PDF.
    expect(ok.certificate.pdf.includes('/Subtype /Image')).toBe(true);
    // Deterministic from the ID number.
    const again = await provider.confirmOtp(reference, sandboxOtp(reference));
    expect(again.ok && Buffer.compare(again.certificate.pdf, ok.certificate.pdf)).toBe(0);
  });

  it('holds another cell number for the documented ID number', async () => {
    const sent: string[] = [];
    const provider = new SandboxVaccinationProvider({ sms: async (cell) => void sent.push(cell) });
    const result = await provider.requestCertificate({ ...request, idNumber: SANDBOX_OTHER_CELL_ID_NUMBER });
    expect(result.maskedCellNumber).toBe('082*****99');
    expect(sent).toEqual(['0820000099']);
  });

  it('has no record for a code ending 0000, fails on demand, refuses a forged reference and expires OTPs', async () => {
    await expect(new SandboxVaccinationProvider().requestCertificate({ ...request, vaxCode: 'AB0000' })).rejects.toMatchObject({ code: 'NO_RECORD', retryable: false });
    await expect(new SandboxVaccinationProvider({ failure: 'unavailable' }).requestCertificate(request)).rejects.toBeInstanceOf(IntegrationError);
    await expect(new SandboxVaccinationProvider().confirmOtp('forged.reference', '1234')).rejects.toMatchObject({ code: 'UNKNOWN_REFERENCE' });
    let now = Date.UTC(2026, 0, 1);
    const provider = new SandboxVaccinationProvider({ now: () => now });
    const { reference } = await provider.requestCertificate(request);
    now += 11 * 60_000;
    expect(await provider.confirmOtp(reference, sandboxOtp(reference))).toEqual({ ok: false, reason: 'EXPIRED' });
  });

  it('the QR code holds the certificate number and the proof code', () => {
    expect(JSON.parse(sandboxQrPayload({ idNumber: '8001015009087', vaxCode: 'ABC123' }, 'VC0123456789', 2))).toEqual({ certificate: 'VC0123456789', proofCode: 'ABC123', idPrefix: '800101', doses: 2, issuer: 'ZA-SANDBOX' });
  });

  it('doses are the same for the same ID number', () => {
    expect(sandboxDoses(request.idNumber)).toEqual(sandboxDoses(request.idNumber));
    expect(sandboxDoses(request.idNumber).length).toBeGreaterThan(0);
  });

  it('reads its configuration with defaults', () => {
    expect(loadVaccinationConfig({ NODE_ENV: 'test' })).toMatchObject({ VACCINATION_PROVIDER: 'sandbox', VACCINATION_SANDBOX_LATENCY_MS: 0, VACCINATION_SANDBOX_FAILURE: 'none' });
  });
});

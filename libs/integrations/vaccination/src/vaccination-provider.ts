/** What the person gives to find their record (as on the national vaccine certificate system's form). */
export interface VaccinationCertificateRequest {
  idNumber: string;
  firstNames: string;
  surname: string;
  /** The cell number the person gave; the service sends its OTP to the number it holds. */
  cellNumber: string;
  /** The proof (vaccination) code printed on the vaccination card. */
  vaxCode: string;
}

export interface OtpSent {
  /** The service's reference for this request; the OTP is checked against it. */
  reference: string;
  /** The cell number the OTP went to, masked (e.g. 082*****67). */
  maskedCellNumber: string;
}

export interface VaccinationCertificate {
  certificateNumber: string;
  /** The certificate as the service issues it: a PDF with a QR code. */
  pdf: Buffer;
  fileName: string;
}

export type OtpCheck = { ok: true; certificate: VaccinationCertificate } | { ok: false; reason: 'WRONG_OTP' | 'EXPIRED' };

/**
 * The port to the national vaccine certificate service: find the person's record and send an
 * OTP to the cell number the service holds, then exchange the OTP for the certificate.
 * Fails with IntegrationError (NO_RECORD when no record matches, not retryable).
 */
export abstract class VaccinationCertificateProvider {
  /** `tag` is the caller's own label for the request (e.g. its client id), handed to the sandbox's SMS sink only. */
  abstract requestCertificate(request: VaccinationCertificateRequest, tag?: string): Promise<OtpSent>;
  abstract confirmOtp(reference: string, otp: string): Promise<OtpCheck>;
}

/** Where the sandbox "sends" its SMS: the app's development outbox, so a developer can read the OTP. */
export type SandboxSmsSink = (cellNumber: string, text: string, tag?: string) => Promise<void>;

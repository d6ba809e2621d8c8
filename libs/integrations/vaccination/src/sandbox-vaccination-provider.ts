// A sandbox of the national vaccine certificate service: deterministic from the ID number (the
// same person always has the same doses and certificate), an OTP sent to the cell number it
// holds, a PDF certificate with a QR code. Documented magic inputs in ../README.md.
import { createHash, createHmac } from 'node:crypto';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { IntegrationError, deterministicRandom, deterministicReference, simulateLatency, type SandboxFailureMode } from '@imali/integrations/core';
import { VaccinationCertificateProvider, type OtpCheck, type OtpSent, type SandboxSmsSink, type VaccinationCertificateRequest } from './vaccination-provider';

/** A vaccination code ending in 0000: the service has no record for these details. */
export const SANDBOX_NO_RECORD_CODE_SUFFIX = '0000';
/** This ID number's record holds another cell number (082*****99): the OTP goes there, not to the one given. */
export const SANDBOX_OTHER_CELL_ID_NUMBER = '9001015009086';
export const SANDBOX_OTHER_CELL_NUMBER = '0820000099';
/** The sandbox's OTPs expire after this long, as the service's do. */
export const SANDBOX_OTP_TTL_MS = 10 * 60_000;

const VACCINES = ['Comirnaty (Pfizer-BioNTech)', 'Janssen (J&J)'] as const;

export interface SandboxVaccinationOptions {
  latencyMs?: number;
  failure?: SandboxFailureMode;
  slowMs?: number;
  /** Where the OTP SMS goes (the development outbox); none in unit tests. */
  sms?: SandboxSmsSink;
  now?: () => number;
}

/** The OTP of a reference: derived, so any instance of the sandbox checks what another sent (stateless, like a signed code). */
export function sandboxOtp(reference: string): string {
  return String(createHash('sha256').update(`vaccination-otp:${reference}`).digest().readUInt32BE(0) % 10_000).padStart(4, '0');
}

const mask = (cell: string) => `${cell.slice(0, 3)}*****${cell.slice(-2)}`;

/** The reference carries the request and when it was made, sealed, so confirmOtp needs no shared state. */
const SEAL_KEY = 'imali-vaccination-sandbox';
function seal(payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', SEAL_KEY).update(body).digest('base64url').slice(0, 22)}`;
}
function unseal<T>(reference: string): T | null {
  const [body, mac] = reference.split('.');
  if (!body || !mac || createHmac('sha256', SEAL_KEY).update(body).digest('base64url').slice(0, 22) !== mac) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

interface Sealed {
  idNumber: string;
  firstNames: string;
  surname: string;
  vaxCode: string;
  at: number;
}

export class SandboxVaccinationProvider extends VaccinationCertificateProvider {
  private readonly now: () => number;

  constructor(private readonly options: SandboxVaccinationOptions = {}) {
    super();
    this.now = options.now ?? Date.now;
  }

  private async answer(): Promise<void> {
    if (this.options.failure === 'unavailable') throw new IntegrationError('vaccination', 'the national vaccine certificate service is unavailable', true);
    await simulateLatency(this.options.failure === 'slow' ? (this.options.slowMs ?? 3000) : (this.options.latencyMs ?? 0));
  }

  /** The cell number the service holds for this person. */
  static heldCellNumber(request: Pick<VaccinationCertificateRequest, 'idNumber' | 'cellNumber'>): string {
    return request.idNumber === SANDBOX_OTHER_CELL_ID_NUMBER ? SANDBOX_OTHER_CELL_NUMBER : request.cellNumber;
  }

  async requestCertificate(request: VaccinationCertificateRequest, tag?: string): Promise<OtpSent> {
    await this.answer();
    if (request.vaxCode.toUpperCase().endsWith(SANDBOX_NO_RECORD_CODE_SUFFIX)) {
      throw new IntegrationError('vaccination', 'no vaccination record matches these details', false, 'NO_RECORD');
    }
    const cell = SandboxVaccinationProvider.heldCellNumber(request);
    const reference = seal({ idNumber: request.idNumber, firstNames: request.firstNames, surname: request.surname, vaxCode: request.vaxCode, at: this.now() } satisfies Sealed);
    await this.options.sms?.(cell, `Your vaccination certificate OTP is ${sandboxOtp(reference)}. It expires in 10 minutes.`, tag);
    return { reference, maskedCellNumber: mask(cell) };
  }

  async confirmOtp(reference: string, otp: string): Promise<OtpCheck> {
    await this.answer();
    const sealed = unseal<Sealed>(reference);
    if (!sealed) throw new IntegrationError('vaccination', 'unknown reference', false, 'UNKNOWN_REFERENCE');
    if (this.now() - sealed.at > SANDBOX_OTP_TTL_MS) return { ok: false, reason: 'EXPIRED' };
    if (otp !== sandboxOtp(reference)) return { ok: false, reason: 'WRONG_OTP' };
    const certificateNumber = deterministicReference('VC', sealed.idNumber, 10);
    return { ok: true, certificate: { certificateNumber, pdf: await certificatePdf(sealed, certificateNumber), fileName: `vaccination-certificate-${certificateNumber}.pdf` } };
  }
}

/** The person's doses: the same ID number always has the same ones. */
export function sandboxDoses(idNumber: string): { vaccine: string; date: string; site: string }[] {
  const random = deterministicRandom(`vaccination:${idNumber}`);
  const vaccine = VACCINES[Math.floor(random() * VACCINES.length)]!;
  const doses = vaccine.startsWith('Janssen') ? 1 : 2;
  const first = Date.UTC(2021, 5 + Math.floor(random() * 5), 1 + Math.floor(random() * 27));
  const sites = ['Clinic 12, Soweto', 'Pharmacy 3, Durban', 'Hospital 7, Cape Town', 'Clinic 4, Polokwane'];
  return Array.from({ length: doses }, (_, i) => ({
    vaccine,
    date: new Date(first + i * 42 * 86_400_000).toISOString().slice(0, 10),
    site: sites[Math.floor(random() * sites.length)]!,
  }));
}

/**
 * What the certificate's QR code holds (JSON): the certificate number, the proof (vaccination) code
 * and the first six digits of the ID number (the birth date), the doses and the issuer. A scanner
 * can fill the fetch form's vaxCode from `proofCode`.
 */
export function sandboxQrPayload(person: { idNumber: string; vaxCode: string }, certificateNumber: string, doses: number): string {
  return JSON.stringify({ certificate: certificateNumber, proofCode: person.vaxCode, idPrefix: person.idNumber.slice(0, 6), doses, issuer: 'ZA-SANDBOX' });
}

/** The certificate PDF: the person, their doses and a QR code the verifier app reads. */
async function certificatePdf(person: Sealed, certificateNumber: string): Promise<Buffer> {
  const doses = sandboxDoses(person.idNumber);
  const qrPayload = sandboxQrPayload(person, certificateNumber, doses.length);
  const qr = await QRCode.toBuffer(qrPayload, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 180 });
  // Fixed dates in the file's metadata: the same person gets the same bytes.
  const issued = new Date(`${doses[doses.length - 1]!.date}T08:00:00Z`);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'COVID-19 Vaccination Certificate', Author: 'National Vaccine Certificate System (sandbox)', CreationDate: issued, ModDate: issued } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(18).text('COVID-19 Vaccination Certificate', { align: 'left' });
  doc.moveDown(0.3).fontSize(10).fillColor('#555').text('Issued by the national vaccine certificate system (SANDBOX — not a real certificate)');
  doc.moveDown().fillColor('#000').fontSize(12);
  doc.text(`Name: ${person.firstNames} ${person.surname}`);
  doc.text(`ID number: ${person.idNumber}`);
  doc.text(`Certificate number: ${certificateNumber}`);
  doc.moveDown();
  doses.forEach((dose, i) => doc.text(`Dose ${i + 1}: ${dose.vaccine}, ${dose.date}, ${dose.site}`));
  doc.image(qr, 380, 60, { width: 150 });
  doc.end();
  return done;
}

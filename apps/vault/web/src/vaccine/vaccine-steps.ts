// §4.4 "Vaccination certificate: upload, scan QR, or fetch from the national vaccine system.
// Confirm details, send OTP, enter OTP, get certificate (navigates to the new document), done."
import type { WizardDefinition } from '@imali/shared/web';

export type VaccineStep = 'choose' | 'upload' | 'scan' | 'details' | 'otp';

export interface VaccinationDetails {
  idNumber: string;
  firstNames: string;
  surname: string;
  cellNumber: string;
  vaxCode: string;
}

export interface VaccineValues {
  details: VaccinationDetails;
  /** The national system's request once the OTP is sent (fetchVaccinationCertificate's fetchId). */
  fetchId: string | null;
  /** Where the service sent the OTP (the number it holds, masked: 082*****67). */
  maskedCellNumber?: string | null;
}

export const vaccineWizard: WizardDefinition<VaccineValues, VaccineStep> = {
  id: 'vault.vaccine',
  version: 1,
  steps: [
    { id: 'choose', next: (_values, choice) => (choice === 'upload' ? 'upload' : choice === 'scan' ? 'scan' : 'details') },
    { id: 'upload', next: () => null },
    // A code read from the QR fills the details, which the client then confirms.
    { id: 'scan', next: () => 'details' },
    { id: 'details', next: () => 'otp' },
    { id: 'otp', next: () => null },
  ],
};

export const CHOICES: readonly { choice: 'upload' | 'scan' | 'fetch'; title: string; text: string }[] = [
  { choice: 'upload', title: 'Upload', text: 'A photo or PDF of your certificate' },
  { choice: 'scan', title: 'Scan QR code', text: 'Scan the QR code on your certificate with your camera' },
  { choice: 'fetch', title: 'Get it from the national system', text: 'We fetch your certificate with a one-time PIN sent to your phone' },
];

// Clearance certificate states and their labels (credit-life-clearance-vault-policies-groups.md
// section 4.2, "Certificate states and labels"): one table for the clearance area and the home
// page's summary card. States the spec gives no label are shown as their code in words.

export const CLEARANCE_CERTIFICATE_STATE_LABELS: Readonly<Record<string, string>> = {
  APPLICATION: 'Application Made',
  CLIENT_INFO_REQUIRED: 'Information Required',
  CLIENT_SETTLEMENT_LETTERS_REQUIRED: 'Upload Settlement Letters',
  AWAITING_DOCUMENT_VERIFICATION: 'Documents Being Verified',
  DC_TRANSFER_IN_PROGRESS: 'DC Transfer Requested',
  DC_TRANSFER_REJECTED: 'DC Transfer Failed',
  DC_TRANSFER_FAILED: 'DC Transfer Failed',
  AWAITING_CREDITORS: 'Waiting for Creditor Response',
};

/** The spec's label, else the code in words ("CERTIFICATE_ISSUED" -> "Certificate issued"); "Unknown" when missing. */
export function clearanceCertificateStateLabel(state: string | null | undefined): string {
  const code = typeof state === 'string' ? state.trim() : '';
  if (!code) return 'Unknown';
  const label = Object.prototype.hasOwnProperty.call(CLEARANCE_CERTIFICATE_STATE_LABELS, code) ? CLEARANCE_CERTIFICATE_STATE_LABELS[code] : undefined;
  if (label) return label;
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

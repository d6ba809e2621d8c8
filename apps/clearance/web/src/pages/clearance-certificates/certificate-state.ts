import { humaniseCode } from '@imali/shared/ui';

// Spec section 4.2, "Certificate states and labels"; states without a label there are humanised.
const LABELS: Record<string, string> = {
  APPLICATION: 'Application Made',
  CLIENT_INFO_REQUIRED: 'Information Required',
  CLIENT_SETTLEMENT_LETTERS_REQUIRED: 'Upload Settlement Letters',
  AWAITING_DOCUMENT_VERIFICATION: 'Documents Being Verified',
  DC_TRANSFER_IN_PROGRESS: 'DC Transfer Requested',
  DC_TRANSFER_REJECTED: 'DC Transfer Failed',
  DC_TRANSFER_FAILED: 'DC Transfer Failed',
  AWAITING_CREDITORS: 'Waiting for Creditor Response',
};

export function certificateStateLabel(state: string | null): string {
  return (state && LABELS[state]) || humaniseCode(state);
}

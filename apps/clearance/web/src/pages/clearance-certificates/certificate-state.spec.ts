import { certificateStateLabel } from './certificate-state';

describe('certificateStateLabel', () => {
  it.each([
    ['APPLICATION', 'Application Made'],
    ['CLIENT_INFO_REQUIRED', 'Information Required'],
    ['CLIENT_SETTLEMENT_LETTERS_REQUIRED', 'Upload Settlement Letters'],
    ['AWAITING_DOCUMENT_VERIFICATION', 'Documents Being Verified'],
    ['DC_TRANSFER_IN_PROGRESS', 'DC Transfer Requested'],
    ['DC_TRANSFER_REJECTED', 'DC Transfer Failed'],
    ['DC_TRANSFER_FAILED', 'DC Transfer Failed'],
    ['AWAITING_CREDITORS', 'Waiting for Creditor Response'],
    ['CERTIFICATE_ISSUED', 'Certificate issued'],
    [null, 'Unknown'],
  ])('%p → %p', (state, label) => {
    expect(certificateStateLabel(state)).toBe(label);
  });
});

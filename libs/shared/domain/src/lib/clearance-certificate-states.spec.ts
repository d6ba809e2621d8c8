import { clearanceCertificateStateLabel } from './clearance-certificate-states';

describe('clearanceCertificateStateLabel', () => {
  it.each([
    ['APPLICATION', 'Application Made'],
    ['CLIENT_INFO_REQUIRED', 'Information Required'],
    ['CLIENT_SETTLEMENT_LETTERS_REQUIRED', 'Upload Settlement Letters'],
    ['AWAITING_DOCUMENT_VERIFICATION', 'Documents Being Verified'],
    ['DC_TRANSFER_IN_PROGRESS', 'DC Transfer Requested'],
    ['DC_TRANSFER_REJECTED', 'DC Transfer Failed'],
    ['DC_TRANSFER_FAILED', 'DC Transfer Failed'],
    ['AWAITING_CREDITORS', 'Waiting for Creditor Response'],
    // No label in the spec: the code in words.
    ['CERTIFICATE_ISSUED', 'Certificate issued'],
    ['AWAITING_FINAL_PAYMENT', 'Awaiting final payment'],
    [' APPLICATION ', 'Application Made'],
    ['toString', 'Tostring'],
    ['', 'Unknown'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
  ])('%p -> %p', (state, label) => {
    expect(clearanceCertificateStateLabel(state)).toBe(label);
  });
});

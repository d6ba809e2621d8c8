import {
  SIGNATURE_FORMAT_MESSAGE,
  SIGNATURE_PREFIX,
  SIGNATURE_REQUIRED_MESSAGE,
  SIGNATURE_SIZE_MESSAGE,
  SIGNATURE_TIMESTAMP_MESSAGE,
  SIGNATURE_TYPE_MESSAGE,
  signatureDrawingMessage,
  signatureTimestampMessage,
  webSignatureErrors,
} from './web-signature-rules';

const png = `${SIGNATURE_PREFIX}${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-signature')]).toString('base64')}`;
const now = new Date('2026-11-25T10:00:00Z');

describe('web signature rules (mandate wizard and updateDebitOrder)', () => {
  it('accepts a PNG drawing signed just now', () => {
    expect(webSignatureErrors({ type: 'WEB_SIGNATURE', signature: png, timestamp: '2026-11-25T11:59:00+02:00' }, now)).toEqual([]);
  });

  it.each([
    [undefined, SIGNATURE_REQUIRED_MESSAGE],
    ['', SIGNATURE_REQUIRED_MESSAGE],
    ['  ', SIGNATURE_REQUIRED_MESSAGE],
    [SIGNATURE_PREFIX, SIGNATURE_REQUIRED_MESSAGE],
    ['data:image/svg+xml;base64,PHN2Zz4=', SIGNATURE_FORMAT_MESSAGE],
    [`${SIGNATURE_PREFIX}aGVsbG8gd29ybGQ=`, SIGNATURE_FORMAT_MESSAGE],
    [`${SIGNATURE_PREFIX}iVBORw0KGgo=`, SIGNATURE_FORMAT_MESSAGE],
    [`${SIGNATURE_PREFIX}!!!`, SIGNATURE_FORMAT_MESSAGE],
    [`${png}${'A'.repeat(10_000)}`, SIGNATURE_SIZE_MESSAGE],
    [png, undefined],
  ])('drawing %p → %p', (value, message) => {
    expect(signatureDrawingMessage(value)).toBe(message);
  });

  it.each([
    ['2026-11-25T10:00:00Z', undefined],
    ['2026-11-25T10:04:00Z', undefined],
    ['2026-11-24T10:00:01Z', undefined],
    ['2026-11-25T10:00:00', SIGNATURE_TIMESTAMP_MESSAGE],
    ['2026-11-23T10:00:00Z', SIGNATURE_TIMESTAMP_MESSAGE],
    ['2026-11-25T10:30:00Z', SIGNATURE_TIMESTAMP_MESSAGE],
    ['2026-13-45T10:00:00Z', SIGNATURE_TIMESTAMP_MESSAGE],
    ['yesterday', SIGNATURE_TIMESTAMP_MESSAGE],
    [1764064800000, SIGNATURE_TIMESTAMP_MESSAGE],
  ])('timestamp %p → %p', (value, message) => {
    expect(signatureTimestampMessage(value, now)).toBe(message);
  });

  it('names each field as the GraphQL input has it', () => {
    expect(webSignatureErrors({ type: 'INK', signature: '', timestamp: 'now' }, now)).toEqual([
      { field: 'signature.type', message: SIGNATURE_TYPE_MESSAGE },
      { field: 'signature.signature', message: SIGNATURE_REQUIRED_MESSAGE },
      { field: 'signature.timestamp', message: SIGNATURE_TIMESTAMP_MESSAGE },
    ]);
    expect(webSignatureErrors(null, now)).toHaveLength(3);
  });
});

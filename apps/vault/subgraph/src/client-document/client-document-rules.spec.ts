import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@imali/shared/nest';
import { RECORDABLE_DOCUMENT_TYPES, clientDocumentErrors, sameUploadKey } from './client-document-rules';

describe('clientDocumentErrors', () => {
  const valid = { type: 'RSA_ID', name: 'ID Document', source: 'FUNERAL_QUICK_QUOTE', description: 'Front and back' };
  it.each([
    ['a valid document', valid, []],
    ['a name at 100 characters', { ...valid, name: 'n'.repeat(100) }, []],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }, ['name: At most 100 characters']],
    ['a description over 2,000 characters', { ...valid, description: 'd'.repeat(2001) }, ['description: At most 2000 characters']],
    ['an unknown type and source', { ...valid, type: 'x'.repeat(5000), source: 'ELSEWHERE' }, ['type: Select one', 'source: Select one']],
    ['not from Simplicity (false or left out)', { ...valid, fromSimplicity: false }, []],
    ['a client marking it from Simplicity', { ...valid, fromSimplicity: true }, ['fromSimplicity: Only documents received from the insurer can be marked as from Simplicity']],
  ])('%s', (_case, input, expected) => {
    expect(clientDocumentErrors(input).map((e) => `${e.field}: ${e.message}`)).toEqual(expected);
  });
});

describe('sameUploadKey', () => {
  const fileId = '0b7c5a52-1f7e-4c1e-9d2a-6f1d3c9b8e11';
  const spouse = '5e0f4c1a-8d2b-4b7e-a3c9-2d6e1f0a7b44';
  it('is the same for the same file, type and person (ids in any case), and differs for another person or type', () => {
    expect(sameUploadKey(fileId, 'RSA_ID', spouse)).toEqual(sameUploadKey(fileId.toUpperCase(), 'RSA_ID', spouse.toUpperCase()));
    const keys = [sameUploadKey(fileId, 'RSA_ID', null), sameUploadKey(fileId, 'RSA_ID', spouse), sameUploadKey(fileId, 'OTHER', null), sameUploadKey(fileId, 'OTHER', spouse)];
    expect(new Set(keys.map((k) => `${k.scope} ${k.key}`)).size).toBe(4);
  });
  it('fits the idempotency key table for every type and a subject', () => {
    for (const type of RECORDABLE_DOCUMENT_TYPES) {
      const { scope, key } = sameUploadKey(fileId, type, spouse);
      expect(scope.length).toBeLessThanOrEqual(60); // idempotency_key.scope varchar(60)
      expect(key.length).toBeLessThanOrEqual(IDEMPOTENCY_KEY_MAX_LENGTH);
    }
  });
});

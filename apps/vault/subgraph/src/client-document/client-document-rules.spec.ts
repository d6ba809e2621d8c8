import { clientDocumentErrors } from './client-document-rules';

describe('clientDocumentErrors', () => {
  const valid = { type: 'RSA_ID', name: 'ID Document', source: 'FUNERAL_QUICK_QUOTE', description: 'Front and back' };
  it.each([
    ['a valid document', valid, []],
    ['a name at 100 characters', { ...valid, name: 'n'.repeat(100) }, []],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }, ['name: At most 100 characters']],
    ['a description over 2,000 characters', { ...valid, description: 'd'.repeat(2001) }, ['description: At most 2000 characters']],
    ['an unknown type and source', { ...valid, type: 'x'.repeat(5000), source: 'ELSEWHERE' }, ['type: Select one', 'source: Select one']],
  ])('%s', (_case, input, expected) => {
    expect(clientDocumentErrors(input).map((e) => `${e.field}: ${e.message}`)).toEqual(expected);
  });
});

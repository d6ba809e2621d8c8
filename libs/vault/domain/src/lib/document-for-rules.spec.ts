import { DOCUMENT_FOR_MESSAGE, DOCUMENT_FOR_TYPE_MESSAGE, canBeAboutSomeoneElse, documentForProblem } from './document-for-rules';

describe('whom a document is about', () => {
  const own = '11111111-1111-4111-8111-111111111111';
  const spouse = '22222222-2222-4222-8222-222222222222';
  const stranger = '33333333-3333-4333-8333-333333333333';
  it.each([
    ['left out', { type: 'RSA_ID', forClientId: undefined }, undefined],
    ['null', { type: 'PAYSLIP', forClientId: null }, undefined],
    ['the client themselves, any type', { type: 'SELFIE', forClientId: own }, undefined],
    ['a covered life, an ID', { type: 'RSA_ID', forClientId: spouse }, undefined],
    ['a covered life, upper case id', { type: 'rsa_id', forClientId: spouse.toUpperCase() }, undefined],
    ['a covered life, a vaccination certificate', { type: 'COVID19_VACCINATION_CERTIFICATE', forClientId: spouse }, undefined],
    ['someone not covered on their policies', { type: 'RSA_ID', forClientId: stranger }, DOCUMENT_FOR_MESSAGE],
    ['not an id', { type: 'RSA_ID', forClientId: 'spouse' }, DOCUMENT_FOR_MESSAGE],
    ['an over-long value', { type: 'RSA_ID', forClientId: 'x'.repeat(500) }, DOCUMENT_FOR_MESSAGE],
    ['a number', { type: 'RSA_ID', forClientId: 42 }, DOCUMENT_FOR_MESSAGE],
    ["a covered life's selfie", { type: 'SELFIE', forClientId: spouse }, DOCUMENT_FOR_TYPE_MESSAGE],
    ["a covered life's payslip", { type: 'PAYSLIP', forClientId: spouse }, DOCUMENT_FOR_TYPE_MESSAGE],
  ])('%s', (_name, input, problem) => {
    expect(documentForProblem({ ...input, ownClientId: own, linkedIds: [spouse] })).toBe(problem);
  });

  it('checks only the shape when no list is given (the browser offers only listed people)', () => {
    expect(documentForProblem({ type: 'RSA_ID', forClientId: stranger, ownClientId: own })).toBeUndefined();
    expect(documentForProblem({ type: 'RSA_ID', forClientId: 'x', ownClientId: own })).toBe(DOCUMENT_FOR_MESSAGE);
  });

  it.each([
    ['RSA_ID', true],
    ['OTHER', true],
    ['COVID19_VACCINATION_CERTIFICATE', true],
    ['SELFIE', false],
    ['HYPHEN', false],
    [undefined, false],
  ])('%p may be about someone else: %p', (type, yes) => expect(canBeAboutSomeoneElse(type)).toBe(yes));
});

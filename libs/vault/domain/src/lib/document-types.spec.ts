import { CLIENT_DOCUMENT_TYPES, DOCUMENT_KINDS, FIXED_VAULT_TYPES, documentKind, documentPath, documentTypesAt, isClientDocumentType } from './document-types';

describe('document kinds', () => {
  it.each([
    ['SELFIE', 'Selfie', 'selfie'],
    ['RSA_ID', 'SA ID', 'id'],
    ['COVID19_VACCINATION_CERTIFICATE', 'Proof of Vaccination', 'vaccine'],
    ['PAYSLIP', 'Payslips', 'payslip'],
    ['HYPHEN', 'Hyphen statements', 'hyphenStatement'],
    ['CLEARANCE_CERTIFICATE', 'Clearance certificates', 'document'],
    ['DEBIT_ORDER_MANDATE', 'Debit order mandates', 'document'],
    ['NOVATION_DOCUMENT', 'Novation documents', 'group-document'],
    ['FUNERAL_POLICY_SCHEDULE', 'Funeral policy schedules', 'document'],
  ])('%s is listed as %s under /documents/%s', (type, plural, segment) => {
    expect(documentKind(type)).toMatchObject({ plural, segment });
  });

  it('names every type of §3.3', () => {
    expect(Object.keys(DOCUMENT_KINDS).sort()).toEqual([...CLIENT_DOCUMENT_TYPES].sort());
  });

  it('always lists Selfie, SA ID, Proof of Vaccination and Payslips, in that order', () => {
    expect(FIXED_VAULT_TYPES.map((type) => DOCUMENT_KINDS[type].plural)).toEqual(['Selfie', 'SA ID', 'Proof of Vaccination', 'Payslips']);
  });

  it.each([[null], [undefined], ['NOPE'], [42], ['__proto__']])('reads %p as OTHER', (type) => {
    expect(isClientDocumentType(type)).toBe(false);
    expect(documentKind(type)).toBe(DOCUMENT_KINDS.OTHER);
  });

  it.each([
    [{ id: 'd1', type: 'RSA_ID' }, '/documents/id/d1'],
    [{ id: 'd 2', type: 'PAYSLIP' }, '/documents/payslip/d%202'],
    [{ id: 'd3', type: 'FUNERAL_CONSTITUTION' }, '/documents/group-document/d3'],
    [{ id: 'd4', type: 'SOMETHING_NEW' }, '/documents/document/d4'],
  ])('shows %p at %s', (document, path) => {
    expect(documentPath(document)).toBe(path);
  });

  it.each([
    ['id', ['RSA_ID']],
    ['payslip', ['PAYSLIP']],
    ['vaccine', ['COVID19_VACCINATION_CERTIFICATE']],
    ['hyphenStatement', ['HYPHEN']],
    ['group-document', ['WAITING_PERIOD_ACCEPTANCE', 'ADDENDUM_TO_CONSTITUTION', 'FUNERAL_CONSTITUTION', 'FUNERAL_POLICY_DOCUMENT', 'NOVATION_DOCUMENT']],
    ['selfie', ['SELFIE']],
    ['nope', []],
  ])('shows at /documents/%s/{id} only %p', (segment, types) => {
    expect(documentTypesAt(segment)).toEqual(types);
  });

  it('shows every type at the page its documentPath names', () => {
    for (const type of CLIENT_DOCUMENT_TYPES) expect(documentTypesAt(documentKind(type).segment)).toContain(type);
    expect(documentTypesAt('document')).not.toContain('RSA_ID');
  });
});

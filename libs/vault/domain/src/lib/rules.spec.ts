import { collectErrors } from '@imali/shared/validation';
import { EMAIL_DOCUMENT_RULES } from './email-document-rules';
import { VACCINATION_FETCH_RULES, VACCINATION_OTP_RULES } from './vaccination-rules';
import { PHOTO_TYPE_MESSAGE, UPLOAD_EMPTY_MESSAGE, UPLOAD_NAME_LENGTH_MESSAGE, UPLOAD_NAME_MESSAGE, documentContentProblem, uploadNameProblem, vaultUploadProblem } from './upload-rules';

describe('email document rule (§5.4: email required and valid)', () => {
  it.each([
    [{}, [{ field: 'email', message: 'This field is required' }]],
    [{ email: '  ' }, [{ field: 'email', message: 'This field is required' }]],
    [{ email: 'thandi@' }, [{ field: 'email', message: 'Invalid email address' }]],
    [{ email: `${'a'.repeat(250)}@x.co` }, [{ field: 'email', message: 'Invalid email address' }]],
    [{ email: 42 }, [{ field: 'email', message: 'Invalid email address' }]],
    [{ email: 'thandi@example.co.za' }, []],
  ])('%p → %p', (values, errors) => {
    expect(collectErrors(values, EMAIL_DOCUMENT_RULES)).toEqual(errors);
  });
});

describe('vaccination rules (§5.4)', () => {
  const good = { idNumber: '8001015009087', firstNames: 'Thandi', surname: 'Nkosi', cellNumber: '0821234567', vaxCode: 'ABC123' };
  it('passes a complete request', () => expect(collectErrors(good, VACCINATION_FETCH_RULES)).toEqual([]));
  it('requires every field', () => {
    expect(collectErrors({}, VACCINATION_FETCH_RULES)).toEqual(['idNumber', 'firstNames', 'surname', 'cellNumber', 'vaxCode'].map((field) => ({ field, message: 'This field is required' })));
  });
  it.each([
    [{ idNumber: '8001015009088' }, 'idNumber', 'Invalid ID number'],
    [{ idNumber: '80010150090870' }, 'idNumber', 'At most 13 characters'],
    [{ cellNumber: '0521234567' }, 'cellNumber', 'Invalid cellphone number'],
    [{ firstNames: 'x'.repeat(101) }, 'firstNames', 'At most 100 characters'],
    [{ vaxCode: 'a\u0000b' }, 'vaxCode', 'This text holds a character that is not allowed'],
  ])('%p: %s says %s', (change, field, message) => {
    expect(collectErrors({ ...good, ...change }, VACCINATION_FETCH_RULES)).toEqual([{ field, message }]);
  });
  it.each([
    [undefined, 'This field is required'],
    ['123', 'Enter the 4 digits we sent you'],
    ['12a4', 'Enter the 4 digits we sent you'],
    ['1234', undefined],
  ])('OTP %p → %p', (OTP, message) => {
    expect(collectErrors({ OTP }, VACCINATION_OTP_RULES)).toEqual(message ? [{ field: 'OTP', message }] : []);
  });
});

describe('vault upload rule', () => {
  const file = (name: string, type = 'application/pdf', size = 100) => ({ name, type, size });
  it.each([
    [file('id.pdf'), undefined],
    [file('id.jpg', 'image/jpeg'), undefined],
    [file('', 'image/jpeg'), undefined],
    [file('setup.exe', 'application/x-msdownload'), 'Upload a JPEG, PNG or PDF file'],
    [file('big.pdf', 'application/pdf', 5 * 1024 * 1024 + 1), 'The file is larger than 5 MB'],
    [file('empty.pdf', 'application/pdf', 0), UPLOAD_EMPTY_MESSAGE],
    [file('id\u0007.pdf'), UPLOAD_NAME_MESSAGE],
    [file('invoice\u202Efdp.exe.pdf'), UPLOAD_NAME_MESSAGE],
    [file(`${'a'.repeat(118)}.pdf`), UPLOAD_NAME_LENGTH_MESSAGE],
  ])('%p → %p', (chosen, message) => {
    expect(vaultUploadProblem(chosen)).toBe(message);
  });
  it.each([[null], [undefined], ['']])('a missing name (%p) passes', (name) => expect(uploadNameProblem(name)).toBeUndefined());
  it('refuses a name that is not text', () => expect(uploadNameProblem(5)).toBe(UPLOAD_NAME_MESSAGE));
});

describe('photo document types (§9: photo types png and jpeg)', () => {
  it.each([
    ['SELFIE', 'image/jpeg', undefined],
    ['SELFIE', 'image/png', undefined],
    ['SELFIE', 'IMAGE/PNG; q=1', undefined],
    ['SELFIE', 'application/pdf', PHOTO_TYPE_MESSAGE],
    ['SELFIE', '', PHOTO_TYPE_MESSAGE],
    ['SELFIE', undefined, PHOTO_TYPE_MESSAGE],
    [' selfie ', 'application/pdf', PHOTO_TYPE_MESSAGE],
    ['RSA_ID', 'application/pdf', undefined],
    ['PAYSLIP', 'application/pdf', undefined],
    ['COVID19_VACCINATION_CERTIFICATE', 'image/png', undefined],
    [undefined, 'application/pdf', undefined],
  ])('%p as %p → %p', (type, contentType, message) => expect(documentContentProblem(type, contentType)).toBe(message));

  it('the browser checks it with the upload rule when it knows the document type', () => {
    const pdf = { name: 'me.pdf', type: 'application/pdf', size: 100 };
    expect(vaultUploadProblem(pdf, 'SELFIE')).toBe(PHOTO_TYPE_MESSAGE);
    expect(vaultUploadProblem(pdf, 'RSA_ID')).toBeUndefined();
    expect(vaultUploadProblem(pdf)).toBeUndefined();
    // The general rule still comes first.
    expect(vaultUploadProblem({ name: 'me.gif', type: 'image/gif', size: 100 }, 'SELFIE')).toBe('Upload a JPEG, PNG or PDF file');
  });
});

import { CONTROL_CHARACTERS_MESSAGE, emailDocumentErrors, hasControlCharacters, vaccinationFetchErrors, vaccinationOtpErrors } from './document-rules';

describe('vault document rules', () => {
  it.each([
    ['payslip.pdf', false],
    ['ID\u202E tnemucoD', false],
    ['line\nbreak.pdf', true],
    ['tab\t.pdf', true],
    ['nul\u0000.pdf', true],
    ['del\u007f.pdf', true],
    ['c1\u0085.pdf', true],
    [42, false],
  ])('hasControlCharacters(%j) is %s', (name, expected) => expect(hasControlCharacters(name)).toBe(expected));

  it.each([
    [undefined, 'This field is required'],
    ['  ', 'This field is required'],
    ['not-an-address', 'Invalid email address'],
    [`${'a'.repeat(250)}@x.co`, 'At most 254 characters'],
    [{ a: 1 }, 'Invalid email address'],
    ['thandi@example.co.za', undefined],
  ])('emailDocumentErrors(%j)', (email, message) => {
    expect(emailDocumentErrors({ email })).toEqual(message ? [{ field: 'email', message }] : []);
  });

  const valid = { idNumber: '8001015009087', firstNames: 'Thandi', surname: 'Mokoena', cellNumber: '0821234567', vaxCode: 'ABC123' };
  it('vaccinationFetchErrors accepts a complete request', () => expect(vaccinationFetchErrors(valid)).toEqual([]));
  it.each([
    ['idNumber', '8001015009088', 'Invalid ID number'],
    ['idNumber', '', 'This field is required'],
    ['firstNames', ' ', 'This field is required'],
    ['surname', 'Mo\u0000koena', CONTROL_CHARACTERS_MESSAGE],
    ['cellNumber', '0121234567', 'Invalid cellphone number'],
    ['vaxCode', 'AB-12', 'Enter the code on your vaccination card (letters and digits)'],
    ['vaxCode', undefined, 'This field is required'],
  ])('vaccinationFetchErrors: %s %j', (field, value, message) => {
    expect(vaccinationFetchErrors({ ...valid, [field]: value })).toEqual([{ field, message }]);
  });
  it.each([
    ['1234', []],
    ['123', [{ field: 'OTP', message: 'Enter the 4 digits we sent you' }]],
    [undefined, [{ field: 'OTP', message: 'This field is required' }]],
  ])('vaccinationOtpErrors(%j)', (OTP, errors) => expect(vaccinationOtpErrors({ OTP })).toEqual(errors));
});

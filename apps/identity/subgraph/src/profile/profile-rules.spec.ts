import { buildSaIdNumber } from '@imali/shared/validation';
import { ID_TAKEN_MESSAGE, profileErrors, type ProfileState } from './profile-rules';

const today = new Date('2026-11-22T10:00:00Z');
const id = buildSaIdNumber({ birthDate: '1990-03-14', serial: 4821 })!;
const empty: ProfileState = { firstNames: null, idType: 'rsa_id', idNumber: null, birthDate: null, cellNumber: null, email: null, passportExpiresDate: null, acceptedTerms: false };
const complete: ProfileState = { ...empty, firstNames: 'Thandi', idNumber: id, cellNumber: '0821234567' };

describe('profileErrors (spec §5.4)', () => {
  it('accepts a complete registration', () => {
    expect(profileErrors({ firstNames: 'Thandi', idNumber: id, cellNumbers: ['0821234567'], acceptedTerms: true }, { ...complete, acceptedTerms: true }, today)).toEqual([]);
  });

  it.each([
    [{ firstNames: '' }, 'firstNames', 'This field is required'],
    [{ idNumber: '8001015009088' }, 'idNumber', 'Invalid ID number'],
    [{ cellNumbers: ['0921234567'] }, 'cellNumbers', 'Invalid cellphone number'],
    [{ cellNumbers: [] }, 'cellNumbers', 'This field is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ acceptedTerms: false }, 'acceptedTerms', 'You need to accept our Ts & Cs to Continue'],
    [{ taxNumber: '1234567890' }, 'taxNumber', 'Invalid Tax Number'],
    [{ taxNumber: '' }, 'taxNumber', 'This field is required'],
    [{ taxNumber: '   ' }, 'taxNumber', 'This field is required'],
    [{ taxNumber: null }, 'taxNumber', 'This field is required'],
    [{ income: null }, 'income', 'This field is required'],
    [{ income: -5 }, 'income', 'Enter a monthly income from 0 to 10 000 000'],
    [{ income: 10_000_001 }, 'income', 'Enter a monthly income from 0 to 10 000 000'],
    [{ idType: 'xx_id' }, 'idType', 'Select one'],
    [{ birthDate: '1991-03-14' }, 'birthDate', '"Birth Date" does not match ID Number'],
    [{ firstNames: 'a'.repeat(101) }, 'firstNames', 'At most 100 characters'],
    [{ surname: 'a'.repeat(101) }, 'surname', 'At most 100 characters'],
    [{ nickName: 'a'.repeat(101) }, 'nickName', 'At most 100 characters'],
    [{ title: 'a'.repeat(21) }, 'title', 'At most 20 characters'],
    [{ gender: 'a'.repeat(11) }, 'gender', 'Select one'],
    [{ birthDate: '' }, 'birthDate', 'Enter a valid date'],
    [{ passportExpiresDate: 'tomorrow' }, 'passportExpiresDate', 'Enter a valid date'],
    [{ cellNumbers: ['0821234567', '123'] }, 'cellNumbers', 'Invalid cellphone number'],
    [{ cellNumbers: Array(6).fill('0821234567') }, 'cellNumbers', 'At most 5 entries'],
  ])('%j → %s: %s', (input, field, message) => {
    // Exactly this one message: the other (stored) fields of a complete profile are fine.
    expect(profileErrors(input, complete, today)).toEqual([{ field, message }]);
  });

  it.each([[{ income: 0 }], [{ income: 10_000_000 }], [{ idType: 'zim_id' }], [{ taxNumber: '0001339050' }], [{ gender: 'female' }], [{ cellNumbers: ['0821234567', '0731234567'] }]])('accepts %j', (input) => {
    expect(profileErrors(input, complete, today)).toEqual([]);
  });

  it('needs the required fields to accept the terms', () => {
    expect(profileErrors({ acceptedTerms: true }, { ...empty, acceptedTerms: true }, today).map((e) => e.field)).toEqual(['firstNames', 'idNumber', 'cellNumbers']);
  });

  it('checks passport expiry only for non-South African documents', () => {
    expect(profileErrors({ passportExpiresDate: '2020-01-01' }, { ...complete, idType: 'zim_id' }, today)).toEqual([{ field: 'passportExpiresDate', message: 'Must be a future date' }]);
    expect(profileErrors({ passportExpiresDate: '2020-01-01' }, complete, today)).toEqual([]);
  });

  it('names the provider in the already-signed-up message', () => {
    expect(ID_TAKEN_MESSAGE).toBe('You have already signed up using this ID Number with another Imali account');
  });
});

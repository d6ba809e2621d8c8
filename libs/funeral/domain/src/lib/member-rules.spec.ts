import { buildSaIdNumber } from '@imali/shared/validation';
import { EXTENDED_RELATIONSHIPS, EXCLUDED_EXTENDED_RELATIONSHIPS } from './member-relationships';
import { ID_LOCKED_MESSAGE, idLockErrors, memberErrors, pricedIdNumber, type MemberFields } from './member-rules';

const signup = new Date('2026-11-20T10:00:00Z');
const childId = buildSaIdNumber({ birthDate: '2020-03-04', serial: 1234 })!;
const child: MemberFields = { memberType: 'CHILD', firstNames: 'Lwazi', surname: 'Ndlovu', ageAtSignup: 6, dateOfBirth: '2020-03-04' };
const parent: MemberFields = { memberType: 'PARENT', firstNames: 'Nomsa', surname: 'Ndlovu', ageAtSignup: 64, dateOfBirth: '1962-01-15', gender: 'FEMALE', relationship: 'MOTHER' };
const fields = (member: MemberFields, day = signup) => memberErrors(member, day).map((e) => `${e.field}: ${e.message}`);

describe('memberErrors (dependant add and edit, §5.4)', () => {
  it.each<[string, MemberFields, string[]]>([
    ['a complete child', child, []],
    ['a complete child with its ID number', { ...child, idNumber: childId }, []],
    ['a complete parent', parent, []],
    ['first names and surname', { ...child, firstNames: ' ', surname: '' }, ['firstNames: This field is required', 'surname: This field is required']],
    ['names and relationship fit their columns', { ...child, firstNames: 'N'.repeat(101), surname: ` ${'D'.repeat(98)} `, relationship: 'S'.repeat(41) }, ['firstNames: At most 100 characters', 'relationship: At most 40 characters']],
    ['a 100,000-character name', { ...child, surname: 'D'.repeat(100_000) }, ['surname: At most 100 characters']],
    ['every cell number, and at most five', { ...child, cellNumbers: ['0821234567', '123'] }, ['cellNumbers: Invalid cellphone number']],
    ['at most five cell numbers', { ...child, cellNumbers: Array(6).fill('0821234567') }, ['cellNumbers: At most 5 entries']],
    ['age is required', { ...child, ageAtSignup: null }, ['ageAtSignup: This field is required']],
    ['age by member type (child 0 to 17)', { ...child, ageAtSignup: 18, dateOfBirth: '2008-01-01' }, ['ageAtSignup: Age must be between 0 and 17, check age']],
    ['age by member type (parent 18 to 75)', { ...parent, ageAtSignup: 76, dateOfBirth: '1950-01-01' }, ['ageAtSignup: Age must be between 18 and 75, check age']],
    ['date of birth is required', { ...child, dateOfBirth: null }, ['dateOfBirth: This field is required']],
    ['an unreadable date of birth', { ...child, dateOfBirth: '2020-02-30' }, ['dateOfBirth: Enter a valid date of birth']],
    ['a date of birth after the signup day', { ...child, dateOfBirth: '2026-12-01', ageAtSignup: 0 }, ['dateOfBirth: Enter a valid date of birth']],
    ['age must match the date of birth on the signup day (both fields say so)', { ...child, ageAtSignup: 5 }, ['ageAtSignup: Age given does not match DOB', 'dateOfBirth: Your date of birth does not match age given']],
    ['an invalid ID number', { ...child, idNumber: '2003045123089' }, ['idNumber: Invalid ID number']],
    ['age must match the ID number', { ...child, idNumber: childId, ageAtSignup: 7, dateOfBirth: null }, ['dateOfBirth: This field is required', 'ageAtSignup: Age given does not match ID number']],
    ['birth date must match the ID number', { ...child, idNumber: childId, dateOfBirth: '2020-03-05' }, ['dateOfBirth: "Birth Date" does not match ID Number']],
    ['another country\'s ID is not checked as a South African one', { ...child, idType: 'zim_id', idNumber: 'ZW123456', passportExpiresDate: '2099-01-31' }, []],
    ['another country\'s ID needs its passport expiry date', { ...child, idType: 'zim_id', idNumber: 'ZW123456' }, ['passportExpiresDate: Required for non-South Africans']],
    ['every non-South-African ID type needs it (oth_id, blank date)', { ...parent, idType: 'OTH_ID', idNumber: 'X99', passportExpiresDate: ' ' }, ['passportExpiresDate: Required for non-South Africans']],
    ['an expired passport', { ...child, idType: 'nam_id', idNumber: 'N123', passportExpiresDate: '2020-01-31' }, ['passportExpiresDate: Must be a future date']],
    ['an unreadable passport expiry date', { ...child, idType: 'bot_id', idNumber: 'B123', passportExpiresDate: '2099-02-30' }, ['passportExpiresDate: Must be a future date']],
    ['a South African ID asks no passport expiry (an expired one is ignored)', { ...child, idType: 'rsa_id', idNumber: childId, passportExpiresDate: '2020-01-31' }, []],
    ['an ID type without an ID number asks no passport expiry', { ...child, idType: 'zim_id', idNumber: ' ' }, []],
    ['an unknown ID type', { ...child, idType: 'passport', idNumber: 'A1234' }, ['idType: Select one']],
    ['gender and relationship required for a parent', { ...parent, gender: null, relationship: ' ' }, ['gender: This field is required', 'relationship: This field is required']],
    ['gender and relationship required for an extended member', { ...parent, memberType: 'EXTENDED', gender: '', relationship: null }, ['gender: This field is required', 'relationship: This field is required']],
    ['gender is MALE or FEMALE', { ...child, gender: 'X' }, ['gender: Select one']],
    ['a parent is a mother, father or in-law', { ...parent, relationship: 'AUNT' }, ['relationship: Select one']],
    ['cell number and email formats', { ...child, cellNumbers: ['0123'], email: 'nope' }, ['cellNumbers: Invalid cellphone number', 'email: Invalid email address']],
  ])('%s', (_name, member, expected) => {
    expect(fields(member)).toEqual(expected);
  });

  it.each(EXCLUDED_EXTENDED_RELATIONSHIPS)('does not offer %s for an extended member', (relationship) => {
    expect(fields({ ...parent, memberType: 'EXTENDED', relationship })).toEqual(['relationship: Select one']);
  });

  it.each(EXTENDED_RELATIONSHIPS)('offers %s for an extended member (any case)', (relationship) => {
    expect(fields({ ...parent, memberType: 'EXTENDED', relationship: relationship.toLowerCase() })).toEqual([]);
  });

  it('checks the age at signup on the day the member joined, not today', () => {
    const joined = new Date('2024-06-01T08:00:00Z');
    expect(fields({ ...child, ageAtSignup: 4 }, joined)).toEqual([]);
    expect(fields({ ...child, ageAtSignup: 6 }, joined)).toEqual(['ageAtSignup: Age given does not match DOB', 'dateOfBirth: Your date of birth does not match age given']);
  });
});

describe('memberErrors: passport expiry (funeral.md §5 "Required for non-South Africans")', () => {
  const foreign: MemberFields = { ...child, idType: 'zim_id', idNumber: 'ZW123456' };
  const today = new Date('2026-11-28T10:00:00Z');
  const at = (member: MemberFields, options: Parameters<typeof memberErrors>[2]) => memberErrors(member, signup, options).map((e) => `${e.field}: ${e.message}`);

  it('checks the expiry against today, not the day the member joined', () => {
    // After the signup day (20 November) but not after today.
    expect(at({ ...foreign, passportExpiresDate: '2026-11-25' }, { today })).toEqual(['passportExpiresDate: Must be a future date']);
    expect(at({ ...foreign, passportExpiresDate: '2026-11-28' }, { today })).toEqual(['passportExpiresDate: Must be a future date']);
    expect(at({ ...foreign, passportExpiresDate: '2026-11-29' }, { today })).toEqual([]);
  });

  it('leaves a stored date unchecked when an edit does not give it, but still requires one', () => {
    expect(at({ ...foreign, passportExpiresDate: '2020-01-31' }, { today, checkPassportExpiry: false })).toEqual([]);
    expect(at({ ...foreign, passportExpiresDate: null }, { today, checkPassportExpiry: false })).toEqual(['passportExpiresDate: Required for non-South Africans']);
  });

  it('says only "Select one" for an unknown ID type', () => {
    expect(at({ ...foreign, idType: 'passport' }, { today })).toEqual(['idType: Select one']);
  });
});

describe('idLockErrors (ID type and number locked once set)', () => {
  const stored = { idType: 'rsa_id', idNumber: childId };

  it('refuses a different number, a cleared number or a different type', () => {
    expect(idLockErrors(stored, { idNumber: buildSaIdNumber({ birthDate: '2020-03-04', serial: 4321 })! })).toEqual([{ field: 'idNumber', message: ID_LOCKED_MESSAGE }]);
    expect(idLockErrors(stored, { idNumber: null })).toEqual([{ field: 'idNumber', message: ID_LOCKED_MESSAGE }]);
    expect(idLockErrors(stored, { idType: 'zim_id' })).toEqual([{ field: 'idType', message: ID_LOCKED_MESSAGE }]);
  });

  it('accepts the same values sent again, and fields left out', () => {
    expect(idLockErrors(stored, { idType: 'RSA_ID', idNumber: ` ${childId.slice(0, 6)} ${childId.slice(6)} ` })).toEqual([]);
    expect(idLockErrors(stored, {})).toEqual([]);
  });

  it('leaves a member without an ID number free to get one', () => {
    expect(idLockErrors({ idType: null, idNumber: null }, { idType: 'rsa_id', idNumber: childId })).toEqual([]);
  });
});

describe('pricedIdNumber: the ID number the pricing reads', () => {
  it('is a South African ID number, without its spaces', () => {
    expect(pricedIdNumber('rsa_id', '900517 5001 084')).toBe('9005175001084');
    expect(pricedIdNumber(null, '9005175001084')).toBe('9005175001084');
  });

  it("is none for another country's ID number, which is priced by age instead", () => {
    expect(pricedIdNumber('zim_id', '63-123456A78')).toBeNull();
    expect(pricedIdNumber('oth_id', 'X1234567')).toBeNull();
  });

  it('is none without a number', () => {
    expect(pricedIdNumber('rsa_id', '')).toBeNull();
    expect(pricedIdNumber('rsa_id', null)).toBeNull();
  });
});

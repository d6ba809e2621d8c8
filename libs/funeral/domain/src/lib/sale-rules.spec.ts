import { buildSaIdNumber } from '@imali/shared/validation';
import { EXCLUDED_EXTENDED_RELATIONSHIPS, EXTENDED_RELATIONSHIPS } from './member-relationships';
import { completeSaleMember, isSaleMemberFieldRequired, isSalePaymentMethod, saleBeneficiaryErrors, saleErrors, saleMemberErrors, type SaleFields, type SaleMemberFields } from './sale-rules';

const today = new Date('2026-11-20T10:00:00Z');
const holderId = buildSaIdNumber({ birthDate: '1990-05-17', serial: 5123 })!;
const holder: SaleMemberFields = { memberType: 'POLICY_HOLDER', firstNames: 'Themba', surname: 'Ndlovu', idType: 'rsa_id', idNumber: holderId, ageAtSignup: 36, cellNumbers: ['0721112222'], email: 'themba@example.co.za', income: 15000 };
const spouse: SaleMemberFields = { memberType: 'SPOUSE', firstNames: 'Zodwa', surname: 'Ndlovu', ageAtSignup: 33, dateOfBirth: '1993-01-10', cellNumbers: ['0831112222'] };
const child: SaleMemberFields = { memberType: 'CHILD', firstNames: 'Lwazi', surname: 'Ndlovu', ageAtSignup: 4 };
const parent: SaleMemberFields = { memberType: 'PARENT', firstNames: 'Nomsa', surname: 'Ndlovu', ageAtSignup: 64, dateOfBirth: '1962-01-15', gender: 'FEMALE' };
const extended: SaleMemberFields = { memberType: 'EXTENDED', firstNames: 'Sipho', surname: 'Dube', ageAtSignup: 50, dateOfBirth: '1976-02-01', gender: 'MALE', relationship: 'UNCLE' };
const messages = (member: SaleMemberFields, channel: 'WIZARD' | 'CHAT' = 'WIZARD') => saleMemberErrors(member, channel, today).map((e) => `${e.field}: ${e.message}`);

describe('saleMemberErrors (funeral.md §5 required fields)', () => {
  it.each([holder, spouse, child, parent, extended])('accepts a complete %o', (member) => {
    expect(messages(member)).toEqual([]);
  });

  it.each<[string, SaleMemberFields, string[]]>([
    ['policy holder: everything required', { memberType: 'POLICY_HOLDER' }, ['firstNames: This field is required', 'surname: This field is required', 'ageAtSignup: This field is required', 'dateOfBirth: This field is required', 'idType: This field is required', 'idNumber: This field is required', 'cellNumbers: This field is required', 'email: This field is required', 'income: This field is required']],
    ['spouse: names, age, cell, DOB', { memberType: 'SPOUSE' }, ['firstNames: This field is required', 'surname: This field is required', 'ageAtSignup: This field is required', 'dateOfBirth: This field is required', 'cellNumbers: This field is required']],
    ['child: names and age', { memberType: 'CHILD' }, ['firstNames: This field is required', 'surname: This field is required', 'ageAtSignup: This field is required']],
    ['parent: names, age, DOB', { memberType: 'PARENT' }, ['firstNames: This field is required', 'surname: This field is required', 'ageAtSignup: This field is required', 'dateOfBirth: This field is required']],
    ['extended: also gender and relationship', { memberType: 'EXTENDED' }, ['firstNames: This field is required', 'surname: This field is required', 'ageAtSignup: This field is required', 'dateOfBirth: This field is required', 'gender: This field is required', 'relationship: This field is required']],
    // funeral.md §5: policy holder and spouse "Age must be between 18 and 60"; the others by member type with ", check age" (§5.4).
    ['a spouse of 61', { ...spouse, ageAtSignup: 61, dateOfBirth: '1965-01-10' }, ['ageAtSignup: Age must be between 18 and 60']],
    ['a spouse of 17', { ...spouse, ageAtSignup: 17, dateOfBirth: '2009-01-10' }, ['ageAtSignup: Age must be between 18 and 60']],
    ['a policy holder of 61', { ...holder, idType: 'oth_id', idNumber: 'A1234567', ageAtSignup: 61, dateOfBirth: '1965-01-10' }, ['ageAtSignup: Age must be between 18 and 60']],
    ['a child of 18', { ...child, ageAtSignup: 18 }, ['ageAtSignup: Age must be between 0 and 17, check age']],
    ['names and relationship too long to store', { ...extended, firstNames: 'S'.repeat(101), surname: 'D'.repeat(100_000), relationship: 'U'.repeat(41) }, ['firstNames: At most 100 characters', 'surname: At most 100 characters', 'relationship: Select one']],
    ["a spouse's free-text relationship too long to store", { ...spouse, relationship: 'W'.repeat(41) }, ['relationship: At most 40 characters']],
    ['a parent of 76', { ...parent, ageAtSignup: 76, dateOfBirth: '1950-01-15' }, ['ageAtSignup: Age must be between 18 and 75, check age']],
    ['an extended member of 76', { ...extended, ageAtSignup: 76, dateOfBirth: '1950-01-15' }, ['ageAtSignup: Age must be between 18 and 75, check age']],
    ['age against the date of birth (both fields say so)', { ...spouse, ageAtSignup: 40 }, ['ageAtSignup: Age given does not match DOB', 'dateOfBirth: Your date of birth does not match age given']],
    ['age against a date of birth read from the ID number: only the age field', { ...holder, ageAtSignup: 30, dateOfBirth: null }, ['ageAtSignup: Age given does not match ID number']],
    ['age against the ID number', { ...holder, ageAtSignup: 30 }, ['ageAtSignup: Age given does not match ID number']],
    ['DOB against the ID number', { ...holder, dateOfBirth: '1990-05-18' }, ['dateOfBirth: "Birth Date" does not match ID Number']],
    ['a bad ID number', { ...holder, idNumber: '9005175123080' }, ['idNumber: Invalid ID number']],
    ['bad cell and e-mail', { ...holder, cellNumbers: ['0123456789'], email: 'nope' }, ['cellNumbers: Invalid cellphone number', 'email: Invalid email address']],
    ['income over 6 digits', { ...holder, income: 1_000_000 }, ['income: Income must be at most 6 digits']],
    ['a relationship not for extended family', { ...extended, relationship: 'WIFE' }, ['relationship: Select one']],
    ['a foreign ID number too long to store', { ...holder, idType: 'zim_id', idNumber: 'Z'.repeat(21), dateOfBirth: '1990-05-17' }, ['idNumber: At most 20 characters']],
    ['more cell numbers than a person has', { ...holder, cellNumbers: Array(6).fill('0821234567') }, ['cellNumbers: At most 5 entries']],
    ['an unknown member type', { memberType: 'COUSIN' }, ['memberType: Select one']],
  ])('%s', (_name, member, expected) => {
    expect(messages(member)).toEqual(expected);
  });

  it('the chat sale also needs the spouse e-mail and a child DOB, not a parent age', () => {
    expect(messages(spouse, 'CHAT')).toEqual(['email: This field is required']);
    expect(messages(child, 'CHAT')).toEqual(['dateOfBirth: This field is required']);
    expect(messages({ ...parent, ageAtSignup: null }, 'CHAT')).toEqual([]);
    expect(messages({ ...parent, ageAtSignup: null }, 'WIZARD')).toEqual(['ageAtSignup: This field is required']);
    expect(isSaleMemberFieldRequired('PARENT', 'ageAtSignup', 'CHAT')).toBe(false);
  });

  it('a South African ID number gives the date of birth ("DOB computed")', () => {
    expect(completeSaleMember({ ...holder, idNumber: ` ${holderId.slice(0, 6)} ${holderId.slice(6)}`, idType: null }, today)).toMatchObject({ idNumber: holderId, idType: 'rsa_id', dateOfBirth: '1990-05-17' });
    expect(completeSaleMember({ ...holder, idType: 'zim_id', idNumber: 'AB123456' }, today).dateOfBirth).toBeNull();
  });
});

// The sale offers an extended member the dependant form's list (docs/decisions/funeral-member-changes.md):
// a spouse, husband or wife is the SPOUSE member, a mother or father a PARENT, a friend is not family.
describe('extended relationships at the sale', () => {
  it.each(EXCLUDED_EXTENDED_RELATIONSHIPS)('refuses %s for an extended member on both sales', (relationship) => {
    for (const channel of ['WIZARD', 'CHAT'] as const) {
      expect(saleMemberErrors({ ...extended, relationship }, channel, today)).toEqual([{ field: 'relationship', message: 'Select one' }]);
    }
  });

  it.each(EXTENDED_RELATIONSHIPS)('accepts %s', (relationship) => {
    expect(saleMemberErrors({ ...extended, relationship }, 'WIZARD', today)).toEqual([]);
  });
});

describe('saleBeneficiaryErrors', () => {
  it('needs names and a valid cell number; checks e-mail and ID number when given', () => {
    expect(saleBeneficiaryErrors({}, today).map((e) => e.field)).toEqual(['firstNames', 'surname', 'cellNumbers']);
    expect(saleBeneficiaryErrors({ firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: ['0831112222'], email: 'x', idNumber: '123' }, today).map((e) => `${e.field}: ${e.message}`)).toEqual(['email: Invalid email address', 'idNumber: Invalid ID number']);
    expect(saleBeneficiaryErrors({ firstNames: 'Z'.repeat(101), surname: 'Ndlovu', cellNumbers: ['0831112222'] }, today)).toEqual([{ field: 'firstNames', message: 'At most 100 characters' }]);
    expect(saleBeneficiaryErrors({ firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: ['0831112222', 'x'.repeat(50_000)] }, today)).toEqual([{ field: 'cellNumbers', message: 'Invalid cellphone number' }]);
    expect(saleBeneficiaryErrors({ firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: Array(6).fill('0831112222') }, today)).toEqual([{ field: 'cellNumbers', message: 'At most 5 entries' }]);
    expect(saleBeneficiaryErrors({ firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: ['0831112222'], idType: 'oth_id', idNumber: 'P'.repeat(21) }, today)).toEqual([{ field: 'idNumber', message: 'At most 20 characters' }]);
  });
});

describe('saleErrors (the whole sale, as the server runs it)', () => {
  const sale: SaleFields = {
    funeral: { coverAmount: 30000, paymentDueDay: 25, paymentMethod: 'DEBI_CHECK' },
    members: [holder, spouse, child],
    beneficiary: { firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: ['0831112222'] },
    bankAccount: { branchCode: '470010', accountNo: '1234567890' },
  };
  it('passes a complete sale', () => expect(saleErrors(sale, today)).toEqual([]));
  it('names every failing field as the mutation does', () => {
    const errors = saleErrors({ ...sale, funeral: { coverAmount: 35000, paymentDueDay: 32, paymentMethod: 'CASH' }, members: [spouse, { ...holder }], bankAccount: { branchCode: '470010', accountNo: '1234567890', ownAccount: false } }, today);
    expect(errors.map((e) => e.field)).toEqual([
      'funeral.coverAmount',
      'funeral.paymentDueDay',
      'funeral.paymentMethod',
      'members.0.memberType',
      'members.1.memberType',
      'bankAccount.accountHolderName',
      'bankAccount.accountHolderContactNumber',
      'bankAccount.accountHolderIdNumber',
    ]);
    expect(errors.find((e) => e.field === 'bankAccount.accountHolderName')?.message).toBe('Required for third party accounts');
  });
  it('NAEDO is the chat sale: the spouse needs an e-mail and a child a date of birth there', () => {
    expect(saleErrors({ ...sale, funeral: { ...sale.funeral, paymentMethod: 'NAEDO' } }, today).map((e) => e.field)).toEqual(['members.1.email', 'members.2.dateOfBirth']);
  });
});
describe('isSalePaymentMethod', () => {
  it('takes the wire values only', () => {
    expect(['DEBI_CHECK', 'NAEDO', 'naedo', 'EASY_PAY', null].map(isSalePaymentMethod)).toEqual([true, true, false, false, false]);
  });
});

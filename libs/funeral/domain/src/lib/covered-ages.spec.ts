import {
  AGE_LIMITS_BY_MEMBER_TYPE,
  ageLimitsForMemberType,
  validateAgeBetween,
  validateAgeForMemberType,
  validateAgeMatchesDateOfBirth,
  validateAgeMatchesIdNumber,
  validateAgeRange,
  validateDateOfBirthMatchesAge,
  validateSaleAgeForMemberType,
  validateEitherAgeOrBirthDate,
  validateEitherAgeOrIdOrDob,
  AGE_DOES_NOT_MATCH_DOB_MESSAGE,
  AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE,
  DOB_DOES_NOT_MATCH_AGE_MESSAGE,
  ENTER_AGE_OR_BIRTH_DATE_MESSAGE,
  ENTER_AGE_OR_ID_OR_DOB_MESSAGE,
  ageBetweenToBeCoveredMessage,
  ageForMemberTypeMessage,
  ageRangeMessage,
} from './covered-ages';
import { buildSaIdNumber } from '@imali/shared/validation';

const TODAY = new Date(Date.UTC(2026, 5, 15)); // 2026-06-15
const idBornOn = (birthDate: string) => buildSaIdNumber({ birthDate, serial: 5009 }) as string;

describe('validateAgeBetween()', () => {
  const message = 'Age must be between 18 and 60 to be covered';
  const validate = validateAgeBetween();
  it.each([
    [17, message],
    [18, undefined],
    [35, undefined],
    [60, undefined],
    [61, message],
    ['17', message],
    ['18', undefined],
    ['60', undefined],
    ['61', message],
    [17.5, message],
    [60.5, message],
    ['eighteen', message],
    [{}, message],
    ['', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('%p -> %p', (age, expected) => {
    expect(validate(age)).toBe(expected);
  });

  it('takes other limits', () => {
    expect(validateAgeBetween(18, 75)(76)).toBe('Age must be between 18 and 75 to be covered');
    expect(validateAgeBetween(18, 75)(75)).toBeUndefined();
  });
});

describe('validateAgeRange()', () => {
  it.each([
    [17, 'Age must be between 18 and 60'],
    [18, undefined],
    [60, undefined],
    [61, 'Age must be between 18 and 60'],
  ])('%p -> %p', (age, expected) => {
    expect(validateAgeRange()(age)).toBe(expected);
  });
});

describe.each([
  ['POLICY_HOLDER', 18, 60],
  ['SPOUSE', 18, 60],
  ['CHILD', 0, 17],
  ['PARENT', 18, 75],
  ['EXTENDED', 18, 75],
])('validateAgeForMemberType(%p)', (memberType, min, max) => {
  const validate = validateAgeForMemberType(memberType);
  const message = `Age must be between ${min} and ${max}, check age`;

  it.each([
    [min - 1, message],
    [min, undefined],
    [max, undefined],
    [max + 1, message],
    [String(max + 1), message],
    ['', undefined],
  ])('%p -> %p', (age, expected) => {
    expect(validate(age)).toBe(expected);
  });

  it('has the limits in the table', () => {
    expect(ageLimitsForMemberType(memberType)).toEqual({ min, max });
  });
});

describe('validateAgeForMemberType for other types', () => {
  it.each([['BENEFICIARY'], ['unknown'], ['']])('%p has no limits', (memberType) => {
    expect(validateAgeForMemberType(memberType)(150)).toBeUndefined();
  });

  it('reads the type in any case', () => {
    expect(validateAgeForMemberType('child')(18)).toBe('Age must be between 0 and 17, check age');
  });

  it.each([['toString'], ['constructor']])('ignores %p', (memberType) => {
    expect(ageLimitsForMemberType(memberType)).toBeUndefined();
  });

  it('covers every member type of the spec', () => {
    expect(Object.keys(AGE_LIMITS_BY_MEMBER_TYPE).sort()).toEqual(['CHILD', 'EXTENDED', 'PARENT', 'POLICY_HOLDER', 'SPOUSE']);
  });
});

describe('validateAgeMatchesIdNumber (today 2026-06-15)', () => {
  it.each([
    [46, '8001015009087', undefined],
    ['46', '8001015009087', undefined],
    [45, '8001015009087', AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE],
    [47, '8001015009087', AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE],
    [18, idBornOn('2008-06-15'), undefined],
    [17, idBornOn('2008-06-15'), AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE],
    [17, idBornOn('2008-06-16'), undefined],
    [0, idBornOn('2026-01-01'), undefined],
    [100, idBornOn('2026-01-01'), AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE],
    ['', '8001015009087', undefined],
    [undefined, '8001015009087', undefined],
    ['forty', '8001015009087', undefined],
    [46.5, '8001015009087', undefined],
    [46, '', undefined],
    [46, '800101500908', undefined],
  ])('age %p with ID %p -> %p', (age, id, expected) => {
    expect(validateAgeMatchesIdNumber(age, id, TODAY)).toBe(expected);
  });
});

describe.each([
  ['validateAgeMatchesDateOfBirth', AGE_DOES_NOT_MATCH_DOB_MESSAGE, (age: unknown, dob: unknown, today?: Date) => validateAgeMatchesDateOfBirth(age, dob, today)],
  ['validateDateOfBirthMatchesAge', DOB_DOES_NOT_MATCH_AGE_MESSAGE, (age: unknown, dob: unknown, today?: Date) => validateDateOfBirthMatchesAge(dob, age, today)],
])('%s', (_name, message, check) => {
  it.each([
    [18, '2008-06-15', TODAY, undefined],
    [17, '2008-06-15', TODAY, message],
    [17, '2008-06-16', TODAY, undefined],
    [18, '2008-06-16', TODAY, message],
    ['46', '1980-01-01', TODAY, undefined],
    [17, '2008-02-29', new Date(Date.UTC(2026, 1, 28)), undefined],
    [18, '2008-02-29', new Date(Date.UTC(2026, 2, 1)), undefined],
    [18, '2008-02-29', new Date(Date.UTC(2026, 1, 28)), message],
    [18, new Date(Date.UTC(2008, 5, 15)), TODAY, undefined],
    ['', '2008-06-15', TODAY, undefined],
    [18, '', TODAY, undefined],
    [18, 'not a date', TODAY, undefined],
    [18, '2007-02-29', TODAY, undefined],
  ])('age %p, date of birth %p, on %p -> %p', (age, dob, today, expected) => {
    expect(check(age, dob, today)).toBe(expected);
  });
});

describe('validateEitherAgeOrIdOrDob', () => {
  it.each([
    ['', '', '', ENTER_AGE_OR_ID_OR_DOB_MESSAGE],
    [undefined, null, '  ', ENTER_AGE_OR_ID_OR_DOB_MESSAGE],
    [30, '', '', undefined],
    ['', '8001015009087', '', undefined],
    ['', '', '1980-01-01', undefined],
  ])('age %p, ID %p, DOB %p -> %p', (age, id, dob, expected) => {
    expect(validateEitherAgeOrIdOrDob(age, id, dob)).toBe(expected);
  });
});

describe('validateEitherAgeOrBirthDate', () => {
  it.each([
    ['', '', ENTER_AGE_OR_BIRTH_DATE_MESSAGE],
    [undefined, null, ENTER_AGE_OR_BIRTH_DATE_MESSAGE],
    [0, '', undefined],
    ['', '1980-01-01', undefined],
  ])('age %p, birth date %p -> %p', (age, birthDate, expected) => {
    expect(validateEitherAgeOrBirthDate(age, birthDate)).toBe(expected);
  });
});

describe('age messages', () => {
  it.each([
    [AGE_DOES_NOT_MATCH_DOB_MESSAGE, 'Age given does not match DOB'],
    [AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE, 'Age given does not match ID number'],
    [DOB_DOES_NOT_MATCH_AGE_MESSAGE, 'Your date of birth does not match age given'],
    [ENTER_AGE_OR_ID_OR_DOB_MESSAGE, 'Enter either Age or ID or DOB'],
    [ENTER_AGE_OR_BIRTH_DATE_MESSAGE, 'Enter either Age or Birth Date'],
    [ageBetweenToBeCoveredMessage(18, 60), 'Age must be between 18 and 60 to be covered'],
    [ageForMemberTypeMessage(0, 17), 'Age must be between 0 and 17, check age'],
    [ageRangeMessage(18, 60), 'Age must be between 18 and 60'],
  ])('%s is the spec text', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('validateSaleAgeForMemberType (funeral.md §5; §5.4 age by member type)', () => {
  it.each([
    ['POLICY_HOLDER', 61, 'Age must be between 18 and 60'],
    ['spouse', 17, 'Age must be between 18 and 60'],
    ['CHILD', 18, 'Age must be between 0 and 17, check age'],
    ['PARENT', 76, 'Age must be between 18 and 75, check age'],
    ['EXTENDED', 17, 'Age must be between 18 and 75, check age'],
  ])('%s aged %p: %p', (memberType, age, message) => {
    expect(validateSaleAgeForMemberType(memberType)(age)).toBe(message);
  });

  it('passes ages within the range', () => {
    expect(validateSaleAgeForMemberType('POLICY_HOLDER')(60)).toBeUndefined();
    expect(validateSaleAgeForMemberType('SPOUSE')(18)).toBeUndefined();
    expect(validateSaleAgeForMemberType('EXTENDED')(75)).toBeUndefined();
  });
});

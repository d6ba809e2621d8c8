import { buildSaIdNumber } from '@imali/shared/validation';
import { ageAndGenderFromIdNumber, DEFAULT_QUOTE_COVER_AMOUNT, defaultDependant, defaultSpouseAge } from './quote-defaults';

describe('defaultSpouseAge', () => {
  it.each([
    [40, 'MALE', 37],
    [40, 'FEMALE', 43],
    [30, 'MALE', 27],
    [30, 'FEMALE', 33],
    // Kept within the spouse's entry ages 18 to 60.
    [21, 'MALE', 18],
    [19, 'MALE', 18],
    [57, 'FEMALE', 60],
    [59, 'FEMALE', 60],
    [60, 'MALE', 57],
    [18, 'FEMALE', 21],
  ] as const)('holder %i %s: spouse %i', (age, gender, expected) => {
    expect(defaultSpouseAge(age, gender)).toBe(expected);
  });
});

describe('defaultDependant (parent or extended member)', () => {
  it.each([
    [30, 'MALE', 47],
    [30, 'FEMALE', 50],
    [18, 'MALE', 35],
    [18, 'FEMALE', 38],
    [58, 'MALE', 75],
    [55, 'FEMALE', 75],
    // Kept within the entry ages 18 to 75.
    [60, 'MALE', 75],
    [60, 'FEMALE', 75],
  ] as const)('holder %i %s: a woman of %i', (age, gender, expected) => {
    expect(defaultDependant(age, gender)).toEqual({ age: expected, gender: 'FEMALE' });
  });
});

describe('ageAndGenderFromIdNumber', () => {
  const today = new Date('2026-11-22T10:00:00Z');
  it.each([
    [buildSaIdNumber({ birthDate: '1980-01-01', serial: 5000 }), { age: 46, gender: 'MALE' }],
    [buildSaIdNumber({ birthDate: '1980-01-01', serial: 4999 }), { age: 46, gender: 'FEMALE' }],
    [buildSaIdNumber({ birthDate: '2000-11-22', serial: 7000 }), { age: 26, gender: 'MALE' }],
    [buildSaIdNumber({ birthDate: '2000-11-23', serial: 7000 }), { age: 25, gender: 'MALE' }],
    ['8001015009088', undefined],
    ['', undefined],
    [8001015009087, undefined],
    [null, undefined],
  ])('%p gives %p', (id, expected) => {
    expect(ageAndGenderFromIdNumber(id, today)).toEqual(expected);
  });
});

it('a quote starts at R30,000 of cover', () => {
  expect(DEFAULT_QUOTE_COVER_AMOUNT).toBe(30000);
});

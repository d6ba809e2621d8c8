import { BIRTH_DATE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE, SA_ID_NUMBER_MESSAGE } from './messages';
import {
  ageFromIdNumber,
  birthYearFromTwoDigits,
  dateOfBirthFromIdNumber,
  genderFromIdNumber,
  isSouthAfricanIdType,
  validateBirthDateMatchesIdNumber,
  validateSaIdNumber,
} from './sa-id-number';
import { buildSaIdNumber } from './sa-id-number-builder';

const TODAY = new Date(Date.UTC(2026, 5, 15)); // 2026-06-15
const idBornOn = (birthDate: string, serial = 5009) => buildSaIdNumber({ birthDate, serial }) as string;

describe('validateSaIdNumber', () => {
  it.each([
    ['a valid number', '8001015009087', undefined],
    ['a valid number given as a number', 8001015009087, undefined],
    ['citizenship 0 (citizen)', '8001015009087', undefined],
    ['citizenship 1 (permanent resident)', '0808085009187', undefined],
    ['citizenship 2 (refugee)', '0808085009286', undefined],
    ['citizenship 3', '0808085009385', SA_ID_NUMBER_MESSAGE],
    ['a female serial', '8001010009082', undefined],
    ['a wrong check digit', '8001015009088', SA_ID_NUMBER_MESSAGE],
    ['two digits swapped', '8001015000987', SA_ID_NUMBER_MESSAGE],
    ['12 digits', '800101500908', SA_ID_NUMBER_MESSAGE],
    ['14 digits', '80010150090870', SA_ID_NUMBER_MESSAGE],
    ['spaces inside', '800101 5009 087', SA_ID_NUMBER_MESSAGE],
    ['a leading space', ' 8001015009087', SA_ID_NUMBER_MESSAGE],
    ['a trailing space', '8001015009087 ', SA_ID_NUMBER_MESSAGE],
    ['a letter', '80010150090A7', SA_ID_NUMBER_MESSAGE],
    ['dashes', '800101-5009-087', SA_ID_NUMBER_MESSAGE],
    ['all zeros', '0000000000000', SA_ID_NUMBER_MESSAGE],
    ['month 13', '8013015009082', SA_ID_NUMBER_MESSAGE],
    ['month 00', '8000015009089', SA_ID_NUMBER_MESSAGE],
    ['day 00', '8001005009089', SA_ID_NUMBER_MESSAGE],
    ['day 32', '8001325009082', SA_ID_NUMBER_MESSAGE],
    ['31 June', '0806315009084', SA_ID_NUMBER_MESSAGE],
    ['31 April', '0104315009084', SA_ID_NUMBER_MESSAGE],
    ['29 February 2000 (leap year)', '0002295009084', undefined],
    ['29 February 1996 (leap year)', '9602295009082', undefined],
    ['29 February 2024 (leap year)', '2402295009084', undefined],
    ['29 February 2001 (not a leap year)', '0102295009082', SA_ID_NUMBER_MESSAGE],
    ['29 February 2025 (not a leap year)', '2502295009081', SA_ID_NUMBER_MESSAGE],
    ['a child born in 2026, earlier this year', '2601015009080', undefined],
    ['born today', '2606155009089', undefined],
    ['born tomorrow (not yet a birth date)', '2606165009087', SA_ID_NUMBER_MESSAGE],
    ['born on 31 December 2026', '2612315009084', SA_ID_NUMBER_MESSAGE],
    ['born in 1927 (27 reads as 19xx)', '2701015009088', undefined],
    ['born on 31 December 1999', '9912315009081', undefined],
  ])('%s: %p -> %p', (_case, value, expected) => {
    expect(validateSaIdNumber(value, undefined, TODAY)).toBe(expected);
  });

  it.each([[undefined], [null], [''], ['   '], [Number.NaN], [[]]])('lets an empty value %p pass (combine with required)', (value) => {
    expect(validateSaIdNumber(value, undefined, TODAY)).toBeUndefined();
  });

  it.each([[true], [{}], [['8001015009087']], [8001015009087.5], [-8001015009087]])('rejects %p, which is not an ID number', (value) => {
    expect(validateSaIdNumber(value, undefined, TODAY)).toBe(SA_ID_NUMBER_MESSAGE);
  });

  describe.each([
    ['rsa_id', SA_ID_NUMBER_MESSAGE],
    ['RSA_ID', SA_ID_NUMBER_MESSAGE],
    ['SOUTH AFRICAN', SA_ID_NUMBER_MESSAGE],
    ['SOUTH AFRICA', SA_ID_NUMBER_MESSAGE],
    ['South African', SA_ID_NUMBER_MESSAGE],
    [undefined, SA_ID_NUMBER_MESSAGE],
    [null, SA_ID_NUMBER_MESSAGE],
    ['', SA_ID_NUMBER_MESSAGE],
    ['zim_id', undefined],
    ['nam_id', undefined],
    ['bot_id', undefined],
    ['oth_id', undefined],
    ['PASSPORT', undefined],
  ])('with ID type %p', (idType, expected) => {
    it(`an invalid number gives ${String(expected)}`, () => {
      expect(validateSaIdNumber('AB123456', idType, TODAY)).toBe(expected);
    });

    it('a valid number passes', () => {
      expect(validateSaIdNumber('8001015009087', idType, TODAY)).toBeUndefined();
    });
  });

  it('treats form values passed as the second argument (final-form) as no ID type', () => {
    const asFieldValidator = validateSaIdNumber as unknown as (value: unknown, allValues: object) => string | undefined;
    expect(asFieldValidator('123', { idType: 'zim_id' })).toBe(SA_ID_NUMBER_MESSAGE);
  });

  it('uses the real current date when today is not given', () => {
    expect(validateSaIdNumber('8001015009087')).toBeUndefined();
  });
});

describe('isSouthAfricanIdType', () => {
  it.each([
    ['rsa_id', true],
    [' RSA_ID ', true],
    ['south africa', true],
    [undefined, true],
    ['zim_id', false],
    ['oth_id', false],
  ])('isSouthAfricanIdType(%p) -> %p', (idType, expected) => {
    expect(isSouthAfricanIdType(idType)).toBe(expected);
  });
});

describe('birthYearFromTwoDigits (today 2026-06-15)', () => {
  it.each([
    [0, 2000],
    [24, 2024],
    [25, 2025],
    [26, 2026],
    [27, 1927],
    [80, 1980],
    [99, 1999],
  ])('%p -> %p', (twoDigits, expected) => {
    expect(birthYearFromTwoDigits(twoDigits, TODAY)).toBe(expected);
  });

  it('moves with the current year', () => {
    expect(birthYearFromTwoDigits(27, new Date(Date.UTC(2027, 0, 1)))).toBe(2027);
  });
});

describe('dateOfBirthFromIdNumber', () => {
  it.each([
    ['8001015009087', '1980-01-01'],
    ['0002295009084', '2000-02-29'],
    ['2501015009082', '2025-01-01'],
    ['2601015009080', '2026-01-01'],
    ['2701015009088', '1927-01-01'],
    ['9912315009081', '1999-12-31'],
    // The date is read even when the check digit is wrong: the ID field reports that.
    ['8001015009088', '1980-01-01'],
    ['0102295009082', undefined],
    ['2606165009087', undefined],
    ['800101500908', undefined],
    ['abc', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('dateOfBirthFromIdNumber(%p) -> %p', (id, expected) => {
    expect(dateOfBirthFromIdNumber(id, TODAY)).toBe(expected);
  });
});

describe('genderFromIdNumber', () => {
  it.each([
    ['8001015009087', 'MALE'],
    ['8001010009082', 'FEMALE'],
    ['8606154999086', 'FEMALE'],
    [idBornOn('1986-06-15', 5000), 'MALE'],
    [idBornOn('1986-06-15', 9999), 'MALE'],
    [idBornOn('1986-06-15', 0), 'FEMALE'],
    ['800101500908', undefined],
    ['', undefined],
    [undefined, undefined],
    [{}, undefined],
  ])('genderFromIdNumber(%p) -> %p', (id, expected) => {
    expect(genderFromIdNumber(id)).toBe(expected);
  });
});

describe('ageFromIdNumber (today 2026-06-15)', () => {
  it.each([
    [idBornOn('2008-06-15'), 18],
    [idBornOn('2008-06-16'), 17],
    [idBornOn('1966-06-16'), 59],
    [idBornOn('1966-06-15'), 60],
    [idBornOn('1965-06-16'), 60],
    [idBornOn('1965-06-15'), 61],
    [idBornOn('2026-01-01'), 0],
    [idBornOn('2025-06-16'), 0],
    [idBornOn('2025-06-15'), 1],
    [idBornOn('1927-01-01'), 99],
    ['8001015009087', 46],
    ['2612315009084', undefined],
    ['not an id', undefined],
  ])('ageFromIdNumber(%p) -> %p', (id, expected) => {
    expect(ageFromIdNumber(id, TODAY)).toBe(expected);
  });

  it.each([
    [new Date(Date.UTC(2026, 1, 28)), 17],
    [new Date(Date.UTC(2026, 2, 1)), 18],
    [new Date(Date.UTC(2028, 1, 28)), 19],
    [new Date(Date.UTC(2028, 1, 29)), 20],
  ])('someone born on 29 February 2008, on %p, is %p', (today, expected) => {
    expect(ageFromIdNumber('0802295009087', today)).toBe(expected);
  });
});

describe('validateBirthDateMatchesIdNumber', () => {
  it.each([
    ['1980-01-01', '8001015009087', undefined],
    ['1980-01-01T00:00:00.000Z', '8001015009087', undefined],
    [new Date(Date.UTC(1980, 0, 1)), '8001015009087', undefined],
    // Only YYMMDD is compared: a century apart still matches the number.
    ['1880-01-01', '8001015009087', undefined],
    ['2026-01-01', '2601015009080', undefined],
    ['1980-01-02', '8001015009087', BIRTH_DATE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE],
    ['1981-01-01', '8001015009087', BIRTH_DATE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE],
    ['1980-02-01', '8001015009087', BIRTH_DATE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE],
    ['01/01/1980', '8001015009087', BIRTH_DATE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE],
    [{}, '8001015009087', BIRTH_DATE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE],
    ['', '8001015009087', undefined],
    [undefined, '8001015009087', undefined],
    ['1980-01-01', '', undefined],
    ['1980-01-01', '800101500908', undefined],
    ['1980-01-01', undefined, undefined],
  ])('birth date %p with ID %p -> %p', (birthDate, id, expected) => {
    expect(validateBirthDateMatchesIdNumber(birthDate, id)).toBe(expected);
  });
});

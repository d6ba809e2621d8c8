import fc from 'fast-check';
import { SA_ID_NUMBER_MESSAGE } from './messages';
import { ageFromIdNumber, dateOfBirthFromIdNumber, genderFromIdNumber, validateSaIdNumber } from './sa-id-number';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The check digit as Home Affairs describes it, written independently of the library's Luhn
 * code: add the digits in odd places; double the number formed by the digits in even places
 * and add its digits; the check digit brings the total to a multiple of 10.
 */
function homeAffairsCheckDigit(twelveDigits: string): number {
  const odd = [0, 2, 4, 6, 8, 10].reduce((sum, i) => sum + Number(twelveDigits[i]), 0);
  const evenNumber = [1, 3, 5, 7, 9, 11].map((i) => twelveDigits[i]).join('');
  const doubled = String(Number(evenNumber) * 2);
  const evenSum = [...doubled].reduce((sum, digit) => sum + Number(digit), 0);
  return (10 - ((odd + evenSum) % 10)) % 10;
}

const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

interface GeneratedId {
  id: string;
  today: Date;
  birthDate: string;
  serial: number;
}

/**
 * Valid ID numbers: a "today" between 2000 and 2099, a birth date from 1 January 99 years
 * before that year up to today (every such date reads back with the century rule), any serial,
 * citizenship 0, 1 or 2 and any value of the digit after it.
 */
const validIds: fc.Arbitrary<GeneratedId> = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS })
  .chain((todayDay) => {
    const today = new Date(todayDay * DAY_MS);
    const earliestDay = Date.UTC(today.getUTCFullYear() - 99, 0, 1) / DAY_MS;
    return fc.record({
      today: fc.constant(today),
      birthDay: fc.integer({ min: earliestDay, max: todayDay }),
      serial: fc.integer({ min: 0, max: 9999 }),
      citizenship: fc.constantFrom(0, 1, 2),
      a: fc.integer({ min: 0, max: 9 }),
    });
  })
  .map(({ today, birthDay, serial, citizenship, a }) => {
    const birthDate = isoOf(birthDay * DAY_MS);
    const yymmdd = birthDate.slice(2).replaceAll('-', '');
    const twelve = `${yymmdd}${String(serial).padStart(4, '0')}${citizenship}${a}`;
    return { id: `${twelve}${homeAffairsCheckDigit(twelve)}`, today, birthDate, serial };
  });

describe('validateSaIdNumber, property-based', () => {
  it('accepts every generated valid ID number and reads its date of birth, gender and age back', () => {
    fc.assert(
      fc.property(validIds, ({ id, today, birthDate, serial }) => {
        expect(validateSaIdNumber(id, undefined, today)).toBeUndefined();
        expect(validateSaIdNumber(id, 'rsa_id', today)).toBeUndefined();
        expect(dateOfBirthFromIdNumber(id, today)).toBe(birthDate);
        expect(genderFromIdNumber(id)).toBe(serial >= 5000 ? 'MALE' : 'FEMALE');
        const age = ageFromIdNumber(id, today) as number;
        expect(age).toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThanOrEqual(99);
      }),
      { numRuns: 500 },
    );
  });

  it('rejects every single-digit change of a valid ID number', () => {
    fc.assert(
      fc.property(validIds, ({ id, today }) => {
        for (let position = 0; position < 13; position += 1) {
          for (let digit = 0; digit <= 9; digit += 1) {
            if (String(digit) === id[position]) continue;
            const changed = `${id.slice(0, position)}${digit}${id.slice(position + 1)}`;
            expect(validateSaIdNumber(changed, undefined, today)).toBe(SA_ID_NUMBER_MESSAGE);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('rejects digit strings of any other length', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{1,12}$/), fc.stringMatching(/^\d{14,40}$/)), (digits) => {
        expect(validateSaIdNumber(digits)).toBe(SA_ID_NUMBER_MESSAGE);
      }),
    );
  });
});

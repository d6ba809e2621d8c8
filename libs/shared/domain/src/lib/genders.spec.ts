import { GENDER_LABELS, GENDERS } from './genders';

describe('GENDERS', () => {
  it('lists the two values identity stores and SA ID numbers give, each with a label', () => {
    expect(GENDERS).toEqual(['MALE', 'FEMALE']);
    expect(GENDERS.map((gender) => GENDER_LABELS[gender])).toEqual(['Male', 'Female']);
  });
});

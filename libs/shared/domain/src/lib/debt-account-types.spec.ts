import { DEBT_CATEGORIES, debtCategoryOfAccountType } from './debt-account-types';

describe('debtCategoryOfAccountType (B and H housing, C and R credit card, Y vehicle, others personal; shared by the debt area and the credit bureau)', () => {
  it.each([
    ['B', 'housing'],
    ['H', 'housing'],
    ['C', 'creditCard'],
    ['R', 'creditCard'],
    ['Y', 'vehicle'],
    ['P', 'personal'],
    ['I', 'personal'],
    ['E', 'personal'],
    ['M', 'personal'],
    ['S', 'personal'],
    ['b', 'housing'],
    [' y ', 'vehicle'],
    ['BH', 'personal'],
    ['', 'personal'],
    [null, 'personal'],
    [undefined, 'personal'],
    ['constructor', 'personal'],
  ])('%p -> %p', (code, category) => {
    expect(debtCategoryOfAccountType(code)).toBe(category);
  });
});

describe('DEBT_CATEGORIES', () => {
  it('lists each category once', () => {
    expect([...DEBT_CATEGORIES].sort()).toEqual(['creditCard', 'housing', 'personal', 'vehicle']);
  });
});

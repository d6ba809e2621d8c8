import { CALCULATOR_VARIANTS, calculatorQuoteVariants } from '@imali/funeral/domain';
import { calculatorPurchaseAnswers, calculatorSelection, calculatorVariables, chatSaleUrl, INITIAL_CALCULATOR_VALUES, type CalculatorValues } from './calculator-values';

const values = (overrides: Partial<CalculatorValues>): CalculatorValues => ({ ...INITIAL_CALCULATOR_VALUES, age: '35', gender: 'MALE', ...overrides });

describe('calculatorSelection', () => {
  it('is Myself alone with nothing ticked (no children sent, as every quote of the remote)', () => {
    expect(calculatorSelection(values({}))).toEqual({
      idNumber: null,
      age: 35,
      gender: 'MALE',
      coverAmount: 30000,
      spouse: false,
      ageSpouse: null,
      parents: [],
      extended: [],
      income: null,
    });
  });

  it('takes what is ticked, child ages only when some are given', () => {
    const selection = calculatorSelection(
      values({ spouse: true, ageSpouse: '', children: true, childCount: '3', childAges: ['4', '', '9'], parents: [{ age: '', gender: 'FEMALE' }], extended: [{ age: '70', gender: 'MALE' }] }),
    );
    expect(selection).toMatchObject({
      spouse: true,
      ageSpouse: null,
      children: 3,
      childAges: [4, null, 9],
      parents: [{ age: null, gender: 'FEMALE' }],
      extended: [{ age: 70, gender: 'MALE' }],
    });
    expect(calculatorSelection(values({ children: true, childCount: '2', childAges: ['', ''] })).childAges).toBeNull();
  });

  it('forgets a spouse age and children once unticked', () => {
    const selection = calculatorSelection(values({ spouse: false, ageSpouse: '30', children: false, childCount: '2', childAges: ['3'] }));
    expect(selection).toMatchObject({ spouse: false, ageSpouse: null });
    expect(selection).not.toHaveProperty('children');
    expect(selection).not.toHaveProperty('childAges');
  });
});

describe('calculatorVariables', () => {
  const selection = calculatorSelection(
    values({ coverAmount: 20000, spouse: true, ageSpouse: '33', children: true, childCount: '2', childAges: ['4'], parents: [{ age: '65', gender: 'FEMALE' }], extended: [{ age: '', gender: 'MALE' }] }),
  );

  it('has the five variants of the funeral domain, each with its own spouse, children and lists', () => {
    const variables = calculatorVariables(selection) as unknown as Record<string, unknown>;
    const variants = calculatorQuoteVariants(selection);
    expect(variables).toMatchObject({ age: 35, gender: 'MALE', coverAmount: 20000 });
    for (const variant of CALCULATOR_VARIANTS) {
      expect(variables[`${variant}_spouse`]).toBe(variants[variant].spouse === true);
      expect(variables[`${variant}_children`]).toBe(variants[variant].children);
      expect(variables[`${variant}_parents`]).toEqual(variants[variant].parents);
      expect(variables[`${variant}_extended`]).toEqual(variants[variant].extended);
    }
    expect(variables).toMatchObject({
      base_spouse: false,
      base_children: 0,
      base_childAges: null,
      base_parents: [{ age: 65, gender: 'FEMALE' }],
      withSpouse_spouse: true,
      withSpouse_ageSpouse: 33,
      withChildren_children: 2,
      withChildren_childAges: [4, null],
      withoutParents_parents: [],
      withoutParents_extended: [{ age: null, gender: 'MALE' }],
      withoutExtended_extended: [],
    });
  });

  it('shares the holder and cover: the domain gives every variant the same ones', () => {
    const variants = calculatorQuoteVariants(selection);
    for (const variant of CALCULATOR_VARIANTS) {
      expect([variants[variant].age, variants[variant].gender, variants[variant].coverAmount]).toEqual([35, 'MALE', 20000]);
    }
  });
});

describe('calculatorPurchaseAnswers', () => {
  it('fills empty ages with the ages the calculator quoted for, and keeps what was given', () => {
    const answers = calculatorPurchaseAnswers(
      values({ spouse: true, children: true, childCount: '2', childAges: ['4'], parents: [{ gender: 'FEMALE' }], extended: [{ age: '50', gender: 'MALE' }], coverAmount: 50000 }),
      { firstName: ' Sipho ', email: '' },
    );
    expect(answers).toEqual({
      holderBy: 'ageGender',
      age: '35',
      gender: 'MALE',
      coverAmount: 50000,
      spouse: true,
      // Spouse 3 years younger than a male holder; a parent female and 17 years older.
      ageSpouse: '32',
      parents: [{ age: '52', gender: 'FEMALE' }],
      extended: [{ age: '50', gender: 'MALE' }],
      childAges: ['4', ''],
      firstName: 'Sipho',
    });
  });

  it('has no children or spouse age when they are not ticked', () => {
    expect(calculatorPurchaseAnswers(values({ ageSpouse: '40' }))).toMatchObject({ spouse: false, ageSpouse: undefined, childAges: [] });
  });
});

describe('chatSaleUrl', () => {
  it.each([
    [values({}), '/funeral/buy?coverAmount=30000&spouse=N&children=N'],
    [values({ spouse: true, ageSpouse: '41', coverAmount: 60000 }), '/funeral/buy?coverAmount=60000&spouse=Y&ageSpouse=41&children=N'],
    [values({ gender: 'FEMALE', spouse: true, children: true, childCount: '1' }), '/funeral/buy?coverAmount=30000&spouse=Y&ageSpouse=38&children=Y'],
  ])('case %#', (input, url) => expect(chatSaleUrl(input)).toBe(url));
});

import {
  BUDGET_CATEGORIES,
  budgetExpenses,
  budgetFormErrors,
  budgetFormValues,
  budgetIncome,
  budgetItemDescription,
  budgetItemsErrors,
  budgetSubmitErrors,
  validateBudgetAmount,
  validateBudgetNote,
  type BudgetFormValues,
} from './budget';

const empty = (): BudgetFormValues['expenses'] => ({ rent: {}, education: {}, utilities: {}, travel: {}, mobile: {}, other: {} });

describe('BUDGET_CATEGORIES', () => {
  it('are the six of the spec, in its order', () => {
    expect(BUDGET_CATEGORIES.map((category) => category.label)).toEqual(['Rent / Home', 'Education', 'Water & Electricity', 'Travel', 'Mobile & Internet', 'Other']);
  });
});

describe('validateBudgetAmount (optional, a number, 0 to 10 000 000)', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['0', undefined],
    ['1500.50', undefined],
    [10_000_000, undefined],
    ['abc', 'This field needs to be a number like 123 or 123.45'],
    ['1 500', 'This field needs to be a number like 123 or 123.45'],
    ['-1', 'Must be between 0 and 10000000'],
    ['10000000.01', 'Must be between 0 and 10000000'],
    ['1500.505', 'Use at most two decimals, like 123.45'],
  ])('%p -> %p', (value, message) => {
    expect(validateBudgetAmount(value)).toBe(message);
  });
});

describe('validateBudgetNote', () => {
  it.each([
    ['Taxi to work', undefined],
    ['x'.repeat(60), undefined],
    ['x'.repeat(61), 'At most 60 characters'],
  ])('%p -> %p', (value, message) => {
    expect(validateBudgetNote(value)).toBe(message);
  });
});

describe('budgetItemsErrors (the mutation input, checked by the subgraph)', () => {
  it('passes a good list', () => {
    expect(budgetItemsErrors([{ description: 'Travel', amount: 800 }])).toEqual([]);
  });
  it('names each bad field by its path', () => {
    expect(budgetItemsErrors([{ description: 'Travel', amount: -1 }, { description: '', amount: 5 }, { description: 'x'.repeat(101), amount: 1 }])).toEqual([
      { field: 'expenses.0.amount', message: 'Must be between 0 and 10000000' },
      { field: 'expenses.1.description', message: 'This field is required' },
      { field: 'expenses.2.description', message: 'At most 100 characters' },
    ]);
    expect(budgetItemsErrors([{ description: 'Travel', amount: 800.005 }])).toEqual([{ field: 'expenses.0.amount', message: 'Use at most two decimals, like 123.45' }]);
  });
  it('refuses an over-long list', () => {
    expect(budgetItemsErrors(Array.from({ length: 21 }, () => ({ description: 'Other', amount: 1 })))).toEqual([{ field: 'expenses', message: 'At most 20 entries' }]);
  });
});

describe('budgetExpenses: the categories with non-empty amounts', () => {
  it('sends only amounts given, with the category and the note as description', () => {
    const expenses = empty();
    expenses.rent = { amount: '4500', note: 'Flat in Soweto' };
    expenses.travel = { amount: '800.456' };
    expenses.mobile = { note: 'no amount' };
    expect(budgetExpenses({ netIncome: '20000', expenses })).toEqual([
      { description: 'Rent / Home: Flat in Soweto', amount: 4500 },
      { description: 'Travel', amount: 800.46 },
    ]);
  });
  it('sends zero amounts (entered) but not blanks', () => {
    const expenses = empty();
    expenses.education = { amount: '0' };
    expenses.other = { amount: '  ' };
    expect(budgetExpenses({ expenses })).toEqual([{ description: 'Education', amount: 0 }]);
  });
});

describe('budgetIncome', () => {
  it.each([
    ['25000', 25000],
    ['', undefined],
    [undefined, undefined],
    ['abc', undefined],
  ])('%p -> %p', (netIncome, income) => {
    expect(budgetIncome({ netIncome, expenses: empty() })).toBe(income);
  });
});

describe('budgetFormValues: saved expenses back into the form', () => {
  it('matches items to categories by their label and keeps notes', () => {
    const values = budgetFormValues(
      [
        { description: budgetItemDescription('rent', 'Flat'), amount: 4500 },
        { description: 'Water & Electricity', amount: 950.5 },
        { description: 'Gym', amount: 300 },
      ],
      18000,
    );
    expect(values.netIncome).toBe('18000');
    expect(values.expenses.rent).toEqual({ amount: '4500', note: 'Flat' });
    expect(values.expenses.utilities).toEqual({ amount: '950.50', note: undefined });
    expect(values.expenses.other).toEqual({ amount: '300', note: 'Gym' });
    expect(values.expenses.travel).toEqual({});
  });
  it('leaves income blank when unknown', () => {
    expect(budgetFormValues(null, null).netIncome).toBeUndefined();
  });
});

describe('budgetFormErrors', () => {
  it('nests messages by path for final-form', () => {
    const expenses = empty();
    expenses.travel = { amount: 'lots' };
    expect(budgetFormErrors({ netIncome: '-5', expenses })).toEqual({
      netIncome: 'Must be between 0 and 10000000',
      expenses: { travel: { amount: 'This field needs to be a number like 123 or 123.45' } },
    });
  });
});

describe('budgetSubmitErrors (the server\'s field errors back beside their boxes)', () => {
  // Sent: Education (item 0), Travel (item 1), Other (item 2); Rent has a note but no amount, so it is not sent.
  const values: BudgetFormValues = {
    netIncome: '25000',
    expenses: { ...empty(), rent: { note: 'Flat' }, education: { amount: '1200' }, travel: { note: 'Taxi', amount: '800' }, other: { note: 'Gym', amount: '99.99' } },
  };

  it('puts item i on the i-th category sent: amount on its amount, description on its note', () => {
    expect(budgetSubmitErrors(values, { 'expenses.1.amount': 'Too much', 'expenses.2.description': 'Too long' })).toEqual({
      expenses: { travel: { amount: 'Too much' }, other: { note: 'Too long' } },
    });
  });

  it('puts the income on the net income', () => {
    expect(budgetSubmitErrors(values, { income: 'Must be between 0 and 10000000' })).toEqual({ netIncome: 'Must be between 0 and 10000000' });
  });

  it('is undefined when no error names a box of this form (the caller shows its form message)', () => {
    expect(budgetSubmitErrors(values, {})).toBeUndefined();
    expect(budgetSubmitErrors(values, { expenses: 'At most 20 entries' })).toBeUndefined();
    expect(budgetSubmitErrors(values, { 'expenses.3.amount': 'No such item' })).toBeUndefined();
    expect(budgetSubmitErrors(values, { clientId: 'Not yours' })).toBeUndefined();
  });
});

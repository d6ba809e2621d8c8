import { CombinedGraphQLErrors } from '@apollo/client';
import { FORM_ERROR } from 'final-form';
import { formFieldPath, INITIAL_QUICK_QUOTE_VALUES, QUOTE_ERROR_MESSAGE, quoteSubmissionErrors, quoteVariables, stepFields } from './quote-values';

const badInput = (fieldErrors: { field: string; message: string }[]) =>
  new CombinedGraphQLErrors({ errors: [{ message: fieldErrors[0]?.message ?? 'Bad', extensions: { code: 'BAD_USER_INPUT', fieldErrors } }] });

describe('quoteVariables', () => {
  it('sends age and gender, not a prefilled ID number, when the holder answered by age', () => {
    expect(quoteVariables({ ...INITIAL_QUICK_QUOTE_VALUES, idNumber: '9001015009087', age: ' 30 ', gender: 'MALE', income: '15000' })).toEqual({
      idNumber: null,
      age: 30,
      gender: 'MALE',
      spouse: false,
      ageSpouse: null,
      coverAmount: 30000,
      parents: [],
      extended: [],
      income: 15000,
    });
  });

  it('sends only the ID number when the holder answered with it', () => {
    const variables = quoteVariables({ ...INITIAL_QUICK_QUOTE_VALUES, holderBy: 'idNumber', idNumber: ' 9001015009087 ', age: '30', gender: 'MALE' });
    expect(variables).toMatchObject({ idNumber: '9001015009087', age: null, gender: null });
  });

  it('sends the spouse age only with a spouse, and each dependant as numbers', () => {
    const values = { ...INITIAL_QUICK_QUOTE_VALUES, age: '40', gender: 'FEMALE', ageSpouse: '44', parents: [{ age: '65', gender: 'FEMALE' }], extended: [{ age: '70' }] };
    expect(quoteVariables(values)).toMatchObject({ spouse: false, ageSpouse: null, parents: [{ age: 65, gender: 'FEMALE' }], extended: [{ age: 70, gender: null }] });
    expect(quoteVariables({ ...values, spouse: true })).toMatchObject({ spouse: true, ageSpouse: 44 });
  });
});

describe('formFieldPath', () => {
  it.each([
    ['age', 'age'],
    ['parents.1.age', 'parents[1].age'],
    ['parents[1].age', 'parents[1].age'],
    ['childAges.0', 'childAges[0]'],
    ['extended.9.gender', 'extended[9].gender'],
  ])('%s becomes %s', (server, form) => expect(formFieldPath(server)).toBe(form));
});

describe('quoteSubmissionErrors', () => {
  it('puts the messages for the step fields beside them, nested as final-form reads them', () => {
    const errors = quoteSubmissionErrors(
      badInput([
        { field: 'parents.1.age', message: 'Age must be between 18 and 75, check age' },
        { field: 'parents.0.gender', message: 'Select one' },
      ]),
      stepFields('parents'),
    );
    expect(errors).toEqual({ parents: [{ gender: 'Select one' }, { age: 'Age must be between 18 and 75, check age' }] });
  });

  it("makes another field's message the step's error", () => {
    const errors = quoteSubmissionErrors(
      badInput([
        { field: 'age', message: 'Age must be between 18 and 60' },
        { field: 'coverAmount', message: 'Cover Amount must be 10000, 20000, 30000, 40000, 50000 or 60000' },
      ]),
      stepFields('age', 'gender'),
    );
    expect(errors).toEqual({ age: 'Age must be between 18 and 60', [FORM_ERROR]: 'Cover Amount must be 10000, 20000, 30000, 40000, 50000 or 60000' });
  });

  it('says "An error has occured" for anything else', () => {
    expect(quoteSubmissionErrors(new Error('offline'), () => true)).toEqual({ [FORM_ERROR]: QUOTE_ERROR_MESSAGE });
    expect(quoteSubmissionErrors(new CombinedGraphQLErrors({ errors: [{ message: 'Internal' }] }), () => true)).toEqual({ [FORM_ERROR]: 'An error has occured' });
  });
});

import { dependantVariables, quoteVariablesFor, wholeOrNull, type QuotedLives } from './quote-model';

const HOLDER: QuotedLives = { age: 30, gender: 'MALE', coverAmount: 30000, parents: [], extended: [] };
const BASE = { idNumber: null, age: 30, gender: 'MALE', spouse: false, ageSpouse: null, coverAmount: 30000, parents: [], extended: [], income: null };

describe('quoteVariablesFor: the one builder of getPolicyQuote variables', () => {
  it.each<[string, Partial<QuotedLives>, object]>([
    ['the holder alone', {}, BASE],
    ['by ID number', { idNumber: '9001015009087', age: null, gender: null }, { ...BASE, idNumber: '9001015009087', age: null, gender: null }],
    ['a spouse with an age', { spouseAge: 33 }, { ...BASE, spouse: true, ageSpouse: 33 }],
    ['a spouse without an age', { spouseAge: null }, { ...BASE, spouse: true, ageSpouse: null }],
    ['children with their ages', { childAges: [4, 9] }, { ...BASE, children: 2, childAges: [4, 9] }],
    ['children without known ages', { childAges: [null, null] }, { ...BASE, children: 2, childAges: null }],
    ['some child ages', { childAges: [4, null] }, { ...BASE, children: 2, childAges: [4, null] }],
    ['no parents asked (the chat)', { parents: null, extended: null }, { ...BASE, parents: null, extended: null }],
    ['dependants and income', { parents: [{ age: 65, gender: 'FEMALE' }], extended: [{ age: 70 }], income: 15000 }, { ...BASE, parents: [{ age: 65, gender: 'FEMALE' }], extended: [{ age: 70, gender: null }], income: 15000 }],
  ])('%s', (_name, lives, expected) => {
    expect(quoteVariablesFor({ ...HOLDER, ...lives })).toEqual(expected);
  });
});

describe('wholeOrNull and dependantVariables', () => {
  it.each<[string | number | undefined | null, number | null]>([
    [' 30 ', 30],
    ['', null],
    [undefined, null],
    [12, 12],
    [Number.NaN, null],
    ['abc', null],
  ])('%p reads as %p', (value, expected) => expect(wholeOrNull(value)).toBe(expected));

  it('reads typed dependants as numbers and genders, blanks as null', () => {
    expect(dependantVariables([{ age: '65', gender: 'FEMALE' }, { age: '', gender: '' }])).toEqual([
      { age: 65, gender: 'FEMALE' },
      { age: null, gender: null },
    ]);
  });
});

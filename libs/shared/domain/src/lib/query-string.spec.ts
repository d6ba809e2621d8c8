import { buildQueryString, withQueryString, type QueryParams } from './query-string';

describe('buildQueryString', () => {
  it.each<[QueryParams | null | undefined, string]>([
    [{ a: 1, b: 'two' }, 'a=1&b=two'],
    [{ redirect: '/clearance-certificate', clientId: 'c-1' }, 'redirect=%2Fclearance-certificate&clientId=c-1'],
    [{ 'first name': 'Thandi & Sipho' }, 'first%20name=Thandi%20%26%20Sipho'],
    [{ q: 'a=b?c#d' }, 'q=a%3Db%3Fc%23d'],
    [{ name: 'Zoë' }, 'name=Zo%C3%AB'],
    [{ a: null, b: undefined, c: 'kept' }, 'c=kept'],
    [{ empty: '' }, 'empty='],
    [{ zero: 0, no: false }, 'zero=0&no=false'],
    [{ nan: Number.NaN }, ''],
    [{ ids: ['1', null, '2'] }, 'ids=1&ids=2'],
    [{ broken: 'a\ud800b' }, 'broken=a%EF%BF%BDb'],
    [{}, ''],
    [null, ''],
    [undefined, ''],
  ])('buildQueryString(%p) -> %p', (params, expected) => {
    expect(buildQueryString(params)).toBe(expected);
  });
});

describe('withQueryString', () => {
  it.each<[string, QueryParams, string]>([
    ['/sign-in', { redirect: '/savings' }, '/sign-in?redirect=%2Fsavings'],
    ['/sign-in', { redirect: null }, '/sign-in'],
    ['/search?x=1', { y: 2 }, '/search?x=1&y=2'],
  ])('withQueryString(%p, %p) -> %p', (path, params, expected) => {
    expect(withQueryString(path, params)).toBe(expected);
  });
});

import { normaliseRedirect, redirectTarget, signInPath } from './redirect-param';

describe('normaliseRedirect', () => {
  it.each([
    ['savings', '/savings'],
    ['/savings', '/savings'],
    ['debt-repayments/home', '/debt-repayments/home'],
    ['/savings/42?tab=goals', '/savings/42?tab=goals'],
    ['clearance-certificate&clientId=7', '/clearance-certificate&clientId=7'],
    ['  /debt  ', '/debt'],
  ])('follows the same-site path %p → %p', (value, expected) => {
    expect(normaliseRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['//evil.example'],
    ['///evil.example'],
    ['/savings//x'],
    ['https://evil.example'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,hi'],
    ['\\\\evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/a b'],
  ])('ignores %p', (value) => {
    expect(normaliseRedirect(value)).toBeNull();
  });
});

describe('redirectTarget', () => {
  it('reads the decoded redirect parameter', () => {
    expect(redirectTarget('?redirect=%2Fsavings%3Ftab%3D1')).toBe('/savings?tab=1');
    expect(redirectTarget('?a=1&redirect=funeral')).toBe('/funeral');
  });

  it('is null without a parameter or with an unsafe one', () => {
    expect(redirectTarget('')).toBeNull();
    expect(redirectTarget('?x=1')).toBeNull();
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
  });
});

describe('signInPath', () => {
  it('carries the current path and query back as the redirect parameter', () => {
    expect(signInPath('/savings/42', '?tab=1')).toBe('/sign-in?redirect=%2Fsavings%2F42%3Ftab%3D1');
    expect(redirectTarget(signInPath('/savings/42', '?tab=1').split('?')[1])).toBe('/savings/42?tab=1');
  });
});

import { consentCookie, readCookieConsent, scrollAccepts } from './cookie-consent';

describe('readCookieConsent', () => {
  it.each([
    ['', undefined],
    ['imali_theme=dark', undefined],
    ['CookieConsent=true', 'true'],
    ['a=1; CookieConsent=false; b=2', 'false'],
    ['CookieConsent=maybe', undefined],
    ['NotCookieConsent=true', undefined],
  ])('%p gives %p', (cookies, consent) => {
    expect(readCookieConsent(cookies)).toBe(consent);
  });
});

describe('consentCookie', () => {
  it('records the choice for 365 days on the whole site, SameSite=Lax', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(consentCookie(true, { now })).toBe(
      'CookieConsent=true; Max-Age=31536000; Expires=Fri, 01 Jan 2027 00:00:00 GMT; Path=/; SameSite=Lax',
    );
    expect(consentCookie(false, { now, secure: true })).toMatch(/^CookieConsent=false; .*; Path=\/; SameSite=Lax; Secure$/);
  });
});

describe('scrollAccepts', () => {
  it.each([
    [0, 3000, 1000, false],
    [500, 3000, 1000, false], // 25% exactly
    [501, 3000, 1000, true],
    [2000, 3000, 1000, true],
    [0, 800, 800, false], // a page that does not scroll
    [10, 800, 1000, false],
    [Number.NaN, 3000, 1000, false],
  ])('scrolled %d of a %d px page in a %d px window: %s', (scrollTop, scrollHeight, clientHeight, accepts) => {
    expect(scrollAccepts({ scrollTop, scrollHeight, clientHeight })).toBe(accepts);
  });
});

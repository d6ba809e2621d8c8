import { clearedSessionCookie, readCookie, sessionCookie } from './session';

describe('session cookie', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('a=1; imali_session=abc%2Fdef; CookieConsent=true', 'imali_session')).toBe('abc/def');
    expect(readCookie('a=1', 'imali_session')).toBeUndefined();
    expect(readCookie(undefined, 'imali_session')).toBeUndefined();
  });

  it('is httpOnly, SameSite=Lax, and Secure when asked', () => {
    expect(sessionCookie('t', 60, true)).toBe('imali_session=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure');
    expect(sessionCookie('t', 60, false)).not.toContain('Secure');
    expect(clearedSessionCookie(false)).toContain('Max-Age=0');
  });
});

/** The consent cookie: "true" (accepted) or "false" (declined); the banner shows while it is absent. */
export const CONSENT_COOKIE = 'CookieConsent';

export type CookieConsent = 'true' | 'false';

/** The consent recorded in a `document.cookie` string, or undefined when there is none. */
export function readCookieConsent(cookies: string): CookieConsent | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    const value = rest.join('=');
    return value === 'true' || value === 'false' ? value : undefined;
  }
  return undefined;
}

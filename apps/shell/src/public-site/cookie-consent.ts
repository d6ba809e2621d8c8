/** The consent cookie: "true" (accepted) or "false" (declined); the banner shows while it is absent. */
export const CONSENT_COOKIE = 'CookieConsent';
export const CONSENT_MAX_AGE_DAYS = 365;

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

/** The `document.cookie` assignment that records a choice for 365 days on the whole site. */
export function consentCookie(accepted: boolean, { now = new Date(), secure = false }: { now?: Date; secure?: boolean } = {}): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  // Max-Age is what browsers use; Expires covers the few that ignore it.
  return `${CONSENT_COOKIE}=${accepted}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

import { CONSENT_COOKIE } from '@imali/shared/web/first-paint';

// The reader is shared with the remotes' first-paint scripts, which leave the banner out too.
export { CONSENT_COOKIE, readCookieConsent, type CookieConsent } from '@imali/shared/web/first-paint';
export const CONSENT_MAX_AGE_DAYS = 365;

/** The `document.cookie` assignment that records a choice for 365 days on the whole site. */
export function consentCookie(accepted: boolean, { now = new Date(), secure = false }: { now?: Date; secure?: boolean } = {}): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  // Max-Age is what browsers use; Expires covers the few that ignore it.
  return `${CONSENT_COOKIE}=${accepted}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

import { CONSENT_COOKIE } from '@imali/shared/web/first-paint';

// The reader is shared with the remotes' first-paint scripts, which leave the banner out too.
export { CONSENT_COOKIE, readCookieConsent, type CookieConsent } from '@imali/shared/web/first-paint';
export const CONSENT_MAX_AGE_DAYS = 365;
/** "scroll-accept at 25%": scrolling past this share of the page's scrollable height accepts. */
export const SCROLL_ACCEPT_PERCENT = 25;

/**
 * Whether a page scrolled this far counts as continuing to browse: more than 25% of the distance
 * it can scroll. A page that does not scroll never accepts by itself.
 */
export function scrollAccepts({ scrollTop, scrollHeight, clientHeight }: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  const scrollable = scrollHeight - clientHeight;
  if (!(scrollable > 0) || !Number.isFinite(scrollTop)) return false;
  return (scrollTop / scrollable) * 100 > SCROLL_ACCEPT_PERCENT;
}

/** The `document.cookie` assignment that records a choice for 365 days on the whole site. */
export function consentCookie(accepted: boolean, { now = new Date(), secure = false }: { now?: Date; secure?: boolean } = {}): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  // Max-Age is what browsers use; Expires covers the few that ignore it.
  return `${CONSENT_COOKIE}=${accepted}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

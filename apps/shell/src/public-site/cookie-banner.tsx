import { useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@imali/shared/ui';
import { consentCookie, readCookieConsent, scrollAccepts } from './cookie-consent';
import { PRIVACY_PATH } from './site-links';

export const COOKIE_NOTICE = 'By continuing to browse you accept our use of cookies';

// The cookie is the one record of the choice. Every banner reads it live: when a choice is made
// here, when the tab gets focus again (a choice made in another tab) and on every page, since the
// signed-in layout, and with it its banner, stays mounted from page to page.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', listener);
  };
}
const consentNow = () => readCookieConsent(document.cookie);

function choose(accepted: boolean) {
  document.cookie = consentCookie(accepted, { secure: window.location.protocol === 'https:' });
  for (const listener of listeners) listener();
}

/** How far the window has scrolled, as the browser reports it for the whole document. */
const windowScroll = () => ({
  scrollTop: document.documentElement.scrollTop || document.body.scrollTop,
  scrollHeight: document.documentElement.scrollHeight || document.body.scrollHeight,
  clientHeight: document.documentElement.clientHeight,
});

/**
 * The consent banner: shown while there is no CookieConsent cookie; Accept or Decline records
 * the choice for 365 days and hides it, and so does scrolling past a quarter of the page (accept).
 * It sits in the page flow (not over it), so it never covers a button or the bottom tab bar
 * (docs/decisions/cookie-consent.md).
 */
export function CookieBanner() {
  // Read on every navigation (useLocation re-renders this on each page) and on the events above.
  useLocation();
  const consent = useSyncExternalStore(subscribe, consentNow, () => 'true' as const);
  const undecided = consent === undefined;

  // "continuing to browse means accepting cookies" (scroll-accept at 25%): scrolling past a
  // quarter of the page accepts, as Accept does. The browser's scroll anchoring keeps what the
  // visitor is reading in place when the banner above it goes.
  useEffect(() => {
    if (!undecided) return undefined;
    const onScroll = () => {
      if (consentNow() === undefined && scrollAccepts(windowScroll())) choose(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [undecided]);

  if (!undecided) return null;

  return (
    <section className="cookie-banner" role="region" aria-label="Cookie consent" data-testid="cookie-banner">
      <p className="cookie-banner__text">
        {COOKIE_NOTICE}. Read our <Link to={PRIVACY_PATH}>privacy policy</Link>.
      </p>
      <div className="cookie-banner__actions">
        <Button variant="secondary" onClick={() => choose(false)}>
          Decline
        </Button>
        <Button onClick={() => choose(true)}>Accept</Button>
      </div>
    </section>
  );
}

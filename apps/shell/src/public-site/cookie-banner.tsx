import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@imali/shared/ui';
import { consentCookie, readCookieConsent } from './cookie-consent';
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

/**
 * The consent banner: shown while there is no CookieConsent cookie; Accept or Decline records
 * the choice for 365 days and hides it. It sits in the page flow (not over it), so it never
 * covers a button or the bottom tab bar (docs/decisions/cookie-consent.md).
 */
export function CookieBanner() {
  // Read on every navigation (useLocation re-renders this on each page) and on the events above.
  useLocation();
  const consent = useSyncExternalStore(subscribe, consentNow, () => 'true' as const);
  if (consent !== undefined) return null;

  const choose = (accepted: boolean) => {
    document.cookie = consentCookie(accepted, { secure: window.location.protocol === 'https:' });
    for (const listener of listeners) listener();
  };

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

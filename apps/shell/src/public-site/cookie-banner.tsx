import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@imali/shared/ui';
import { consentCookie, readCookieConsent } from './cookie-consent';
import { PRIVACY_PATH } from './site-links';

export const COOKIE_NOTICE = 'By continuing to browse you accept our use of cookies';

/**
 * The consent banner: shown while there is no CookieConsent cookie; Accept or Decline records
 * the choice for 365 days and hides it. It sits in the page flow (not over it), so it never
 * covers a button or the bottom tab bar (docs/decisions/cookie-consent.md).
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => typeof document !== 'undefined' && readCookieConsent(document.cookie) === undefined);
  if (!visible) return null;

  const choose = (accepted: boolean) => {
    document.cookie = consentCookie(accepted, { secure: window.location.protocol === 'https:' });
    setVisible(false);
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

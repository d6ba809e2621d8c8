// @imali/shared/web/first-paint: small enough for the shell's first script and the remotes'
// first-paint scripts (no React, no Apollo).
export * from './first-paint-contract';
export { CONSENT_COOKIE, readCookieConsent, type CookieConsent } from './cookie-consent';
export { showFirstPaint, templateHtml, type FirstPaintContext } from './show-first-paint';
export { paintSignedInPage, type FirstPaintHints, type SignedInFirstPaint } from './signed-in-first-paint';
export { escapeHtml, html, type Html } from './html';

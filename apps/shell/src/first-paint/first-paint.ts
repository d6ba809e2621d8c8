// Shows a visitor's first page before the app's JavaScript has arrived (issue 12: phone LCP;
// docs/decisions/first-paint-fragments.md). Runs in the shell's first script (route-hints.ts):
// the page's first-paint fragment, its real components' HTML made by a component spec, goes
// into #root inside the public layout's fragment, inert (nothing in it can be used before the
// app runs; links still lead where they say). React's first commit replaces everything in #root
// (react-dom clears a root's container when it first mounts), so the real page takes its place
// in one frame, and no test or script ever finds both.
import { readCookieConsent } from '../public-site/cookie-consent';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_SLOT, FIRST_PAINT_YEAR, LAYOUT_TEMPLATE_ID, SIGN_IN_TEMPLATE_ID } from './first-paint-contract';

/**
 * The index.html template of the shell page a visitor opened, when it has one: the sign-in page
 * at `/` (a visitor's home is sign-in) and `/sign-in`, unless the link opens it on Register
 * (`?mode=register`, or `?clientId=` for a guest buyer).
 */
export function shellFirstPaintTemplate(path: string | null, search: string): string | undefined {
  if (path !== '/' && path !== '/sign-in') return undefined;
  const params = new URLSearchParams(search);
  return params.get('mode') === 'register' || params.has('clientId') ? undefined : SIGN_IN_TEMPLATE_ID;
}

/** A <template>'s HTML in the document, or undefined. */
export function templateHtml(doc: Document, id: string): string | undefined {
  const template = doc.getElementById(id);
  return template instanceof HTMLTemplateElement ? template.innerHTML : undefined;
}

export interface FirstPaintContext {
  /** document.cookie: without a cookie choice yet the banner is drawn, as the app will. */
  cookies: string;
  /** This year, for the footer's ©. */
  year: number;
}

/**
 * Draws `pageHtml` in the public layout's fragment into an empty #root. False (and nothing
 * drawn) when #root has anything in it already (the app, or an earlier fragment) or the document
 * has no layout template.
 */
export function showFirstPaint(doc: Document, pageHtml: string, { cookies, year }: FirstPaintContext): boolean {
  const root = doc.getElementById('root');
  const layout = templateHtml(doc, LAYOUT_TEMPLATE_ID);
  if (!root || root.hasChildNodes() || layout === undefined) return false;
  const slot = `<!--${FIRST_PAINT_SLOT}-->`;
  if (!layout.includes(slot)) return false;
  const wrapper = doc.createElement('div');
  wrapper.setAttribute(FIRST_PAINT_ATTRIBUTE, '');
  // Not usable until the app runs: no focus, no clicks, not in the accessibility tree twice.
  wrapper.setAttribute('inert', '');
  // Replaced by functions: a `$` in the page's text is not a replacement pattern.
  wrapper.innerHTML = layout.replace(`<!--${FIRST_PAINT_YEAR}-->`, () => String(year)).replace(slot, () => pageHtml);
  if (readCookieConsent(cookies) !== undefined) wrapper.querySelector('[data-first-paint-testid="cookie-banner"]')?.remove();
  root.appendChild(wrapper);
  return true;
}

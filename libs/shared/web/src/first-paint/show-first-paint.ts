// Draws a page's first-paint fragment before the app's JavaScript has arrived (issue 12: phone
// LCP; docs/decisions/first-paint-fragments.md, docs/decisions/signed-in-first-paint.md). Used
// by the shell's first script (a visitor's pages) and by the remotes' first-paint scripts (a
// signed-in page drawn from its first data). The page's HTML goes into #root inside a layout's
// fragment from index.html, inert: nothing in it can be used before the app runs, though links
// still lead where they say. React's first commit replaces everything in #root (react-dom clears
// a root's container when it first mounts), so the real page takes its place in one frame, and
// no test or script ever finds both.
import { readCookieConsent } from './cookie-consent';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_SLOT, FIRST_PAINT_YEAR, LAYOUT_TEMPLATE_ID } from './first-paint-contract';

/** A <template>'s HTML in the document, or undefined. */
export function templateHtml(doc: Document, id: string): string | undefined {
  const template = doc.getElementById(id);
  return template instanceof HTMLTemplateElement ? template.innerHTML : undefined;
}

export interface FirstPaintContext {
  /** document.cookie: without a cookie choice yet the banner is drawn, as the app will. */
  cookies: string;
  /** This year, for the public footer's ©. */
  year: number;
  /** The layout's template in index.html: the public layout unless named. */
  layout?: string;
}

/**
 * Draws `pageHtml` in the layout's fragment into an empty #root, and answers the wrapper drawn.
 * Undefined (and nothing drawn) when #root has anything in it already (the app, or an earlier
 * fragment) or the document has no such layout template.
 */
export function showFirstPaint(doc: Document, pageHtml: string, { cookies, year, layout: layoutId = LAYOUT_TEMPLATE_ID }: FirstPaintContext): Element | undefined {
  const root = doc.getElementById('root');
  const layout = templateHtml(doc, layoutId);
  if (!root || root.hasChildNodes() || layout === undefined) return undefined;
  const slot = `<!--${FIRST_PAINT_SLOT}-->`;
  if (!layout.includes(slot)) return undefined;
  const wrapper = doc.createElement('div');
  wrapper.setAttribute(FIRST_PAINT_ATTRIBUTE, '');
  // Not usable until the app runs: no focus, no clicks, not in the accessibility tree twice.
  wrapper.setAttribute('inert', '');
  // Replaced by functions: a `$` in the page's text is not a replacement pattern.
  wrapper.innerHTML = layout.replace(`<!--${FIRST_PAINT_YEAR}-->`, () => String(year)).replace(slot, () => pageHtml);
  if (readCookieConsent(cookies) !== undefined) wrapper.querySelector('[data-first-paint-testid="cookie-banner"]')?.remove();
  root.appendChild(wrapper);
  return wrapper;
}

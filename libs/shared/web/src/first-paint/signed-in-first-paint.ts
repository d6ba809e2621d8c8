// A signed-in page drawn from its first data before the app's JavaScript has arrived (issue 12:
// phone LCP of signed-in pages; docs/decisions/signed-in-first-paint.md). A remote's first-paint
// script (built on its own, beside remoteEntry.js, and named in the area registry's `firstPaint`)
// calls this: once the page's first query, sent by the shell's first script with the document,
// has answered cleanly, the page's HTML for that answer goes into #root inside the signed-in
// layout's fragment, inert, until React's first commit replaces it with the page itself.
import { APP_LAYOUT_TEMPLATE_ID, ROUTE_HINTS_GLOBAL } from './first-paint-contract';
import { showFirstPaint } from './show-first-paint';

/** What a first-paint script reads of the shell's route hints (route-hints-contract.ts in the shell). */
export interface FirstPaintHints {
  /** The page's first queries, sent with the document; each answer settles with clean data or undefined. */
  pageData?: readonly { operationName: string; answer: Promise<Record<string, unknown> | undefined> }[];
  /** Set by the shell before its first render: from then on no fragment is drawn. */
  rendering?: boolean;
}

export interface SignedInFirstPaint {
  /** The page's first query (the area registry's `firstData`): the page is drawn from its answer. */
  operationName: string;
  /** The page's tab in the app's navigation (its href), marked current as the app marks it. */
  tab: string;
  /** The page's HTML for the answer's data, or undefined to draw nothing (the app then draws it). */
  paint: (data: Record<string, unknown>) => string | undefined;
  /** The stylesheet the page needs before its code arrives (the remote's CSS, inline in the fragment). */
  css?: string;
}

function globalHints(): FirstPaintHints | undefined {
  const hints = (globalThis as Record<string, unknown>)[ROUTE_HINTS_GLOBAL];
  return hints && typeof hints === 'object' ? (hints as FirstPaintHints) : undefined;
}

/**
 * Draws the page once its first data has answered, unless the app has begun to draw by then.
 * Settles with whether it drew; never rejects (a first paint is only ever a head start).
 */
export async function paintSignedInPage(page: SignedInFirstPaint, { doc = document, hints = globalHints() }: { doc?: Document; hints?: FirstPaintHints } = {}): Promise<boolean> {
  try {
    const query = hints?.pageData?.find((sent) => sent.operationName === page.operationName);
    const data = await query?.answer;
    if (!data || !hints || hints.rendering) return false;
    const html = page.paint(data);
    if (html === undefined) return false;
    const wrapper = showFirstPaint(doc, `${page.css ? `<style>${page.css}</style>` : ''}${html}`, { cookies: doc.cookie, year: new Date().getFullYear(), layout: APP_LAYOUT_TEMPLATE_ID });
    if (!wrapper) return false;
    // The page's tab marked current, as the app's navigation marks it.
    for (const link of wrapper.querySelectorAll('nav a[href]')) if (link.getAttribute('href') === page.tab) link.setAttribute('aria-current', 'page');
    return true;
  } catch {
    return false;
  }
}

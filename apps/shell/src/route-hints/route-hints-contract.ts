import { ROUTE_HINTS_GLOBAL } from '@imali/shared/web/first-paint';
import type { PrefetchedQuery, PrefetchedSession } from '../session/session-prefetch';

/** What the route-hints entry leaves for the shell (window.__imaliRouteHints). */
export interface RouteHints {
  /** The session check, started with the document for a browser that was signed in; taken once (takePrefetchedSession). */
  session?: PrefetchedSession;
  /**
   * The page's first data (its remote's `firstData` in /remotes.json, or the shell's own page's
   * queries in index.html), sent with the session check for a browser that was signed in; taken
   * once (takePrefetchedPageData). docs/decisions/route-first-data.md
   */
  pageData?: PrefetchedQuery[];
  /** /remotes.json, parsed (undefined when it could not be read); taken once (takeHintedRemotes). */
  remotes?: Promise<unknown>;
  /** mf-manifest.json answers already asked for, by absolute URL; each is taken once. */
  manifests: Map<string, Promise<Response | undefined>>;
  /**
   * Set by the shell before its first render: from then on no first-paint fragment is drawn
   * (docs/decisions/first-paint-fragments.md).
   */
  rendering?: boolean;
  /**
   * Set when the page's remote may still draw it: a visitor's fragment or a signed-in page's
   * first-paint script is on its way. The shell then lets it draw until just before its first
   * render, and waits for the code (and the page's data) first, as over a drawn page
   * (docs/decisions/first-paint-fragments.md, signed-in-first-paint.md).
   */
  painting?: boolean;
}

export { ROUTE_HINTS_GLOBAL };

/** The hints, when the route-hints entry ran (never in tests or a page without it). */
export function routeHints(): RouteHints | undefined {
  const hints = (globalThis as Record<string, unknown>)[ROUTE_HINTS_GLOBAL] as RouteHints | undefined;
  return hints && hints.manifests instanceof Map ? hints : undefined;
}

/** The hinted /remotes.json, once: a later load (Try again) asks the server afresh. */
export function takeHintedRemotes(): Promise<unknown> | undefined {
  const hints = routeHints();
  const remotes = hints?.remotes;
  if (hints) delete hints.remotes;
  return remotes;
}

/**
 * The session check the route-hints entry started, once (a later check goes to the server): its
 * `data` when it has already answered cleanly for a signed-in client, else its `answer` to wait for.
 */
export function takePrefetchedSession(): PrefetchedSession | undefined {
  const hints = routeHints();
  const session = hints?.session;
  if (hints) delete hints.session;
  return session;
}

/** From now on the app draws #root: the route hints must not draw a fragment into it. */
export function markRendering(): void {
  const hints = routeHints();
  if (hints) {
    hints.rendering = true;
    delete hints.pageData;
  }
}

/**
 * The page's first data the route-hints entry sent, once (a later query goes to the server). Left
 * for the first-paint script, which may still be on its way, until the first render (markRendering).
 */
export function takePrefetchedPageData(): PrefetchedQuery[] {
  const hints = routeHints();
  const pageData = hints?.pageData ?? [];
  if (hints && !hints.painting) delete hints.pageData;
  return pageData;
}

/** index.html's data block of the shell's own signed-in pages (RouteFirstLoadPlugin). */
export const ROUTE_FIRST_LOAD_ID = 'imali-route-first-load';

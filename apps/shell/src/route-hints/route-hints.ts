// The shell's first script (a separate entry of a few hundred bytes, before main.js in <head>):
// on a page that a remote owns, start that remote's downloads while main.js is still on the wire
// (issue 12: phone LCP of remote pages). It reads /remotes.json (the request index.html preloads),
// preloads the shell's federation runtime files (named in index.html's imali-remote-runtime meta),
// fetches the remote's mf-manifest.json, and adds <link rel="preload"> for its remoteEntry.js and
// the chunks its ./Routes needs at once. The shell takes both answers from window.__imaliRouteHints
// instead of asking again (remotes-manifest.ts, federation.ts). It also draws a visitor's first
// page from its fragment (first-paint-fragments.md), sends a signed-in page's first data with the
// session check (route-first-data.md) and, where the remote draws that page from its data, loads
// the remote's first-paint script (signed-in-first-paint.md). Everything here is a hint: any
// failure leaves the shell to load as it would without it.
import { decodedPath, matchesRoutePattern } from './route-pattern';
import { SESSION_HINT_KEY } from '../session/session-hint-key';
import { ROUTE_FIRST_LOAD_ID, ROUTE_HINTS_GLOBAL, type RouteHints } from './route-hints-contract';
import { startQueryPrefetch, startSessionPrefetch } from '../session/session-prefetch';
import { shellFirstPaintTemplate, showFirstPaint, templateHtml } from '../first-paint/first-paint';

interface ManifestRemote {
  entry: string;
  routes: string[];
  publicRoutes?: string[];
  firstPaint?: Record<string, unknown>;
  firstData?: Record<string, unknown>;
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

function signedInHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function preload(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.appendChild(link);
}

function hintRemoteAssets(manifestUrl: string, manifest: FederationManifest): void {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) preload(new URL(`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`, base).href, 'script');
  const routes = manifest.exposes?.find((expose) => expose.path === './Routes');
  for (const file of routes?.assets?.js?.sync ?? []) preload(new URL(file, base).href, 'script');
  for (const file of routes?.assets?.css?.sync ?? []) preload(new URL(file, base).href, 'style');
}

/** `record[key]` when the record has that key itself (never an inherited one such as `constructor`). */
function ownEntry<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** A same-origin URL for `file` (relative to `base`), else undefined: only this site's files go into the page. */
function sameOrigin(file: string, base: string): string | undefined {
  const url = new URL(file, base);
  return url.origin === location.origin ? url.href : undefined;
}

const drawFirstPaint = (html: string) => showFirstPaint(document, html, { cookies: document.cookie, year: new Date().getFullYear() });

interface FirstQuery {
  operationName?: unknown;
  query?: unknown;
}

/** The remote's first data for `path` in /remotes.json, if it names one. */
function firstDataOf(remote: ManifestRemote, path: string): FirstQuery | undefined {
  return ownEntry(remote.firstData, path) as FirstQuery | undefined;
}

/** The shell's own page's chunks and first queries (index.html's data block), if it names `path`. */
function shellFirstLoad(path: string): { chunks?: unknown[]; queries?: FirstQuery[] } | undefined {
  try {
    const routes = JSON.parse(document.getElementById(ROUTE_FIRST_LOAD_ID)?.textContent ?? '{}') as Record<string, { chunks?: unknown[]; queries?: FirstQuery[] }>;
    const own = ownEntry(routes, path);
    return own && Array.isArray(own.queries ?? []) && Array.isArray(own.chunks ?? []) ? own : undefined;
  } catch {
    return undefined;
  }
}

/** The remote's first-paint file for `path` ending in `kind` (same origin only), if it names one. */
function firstPaintFile(remote: ManifestRemote, path: string, kind: '.html' | '.js'): string | undefined {
  const file = ownEntry(remote.firstPaint, path);
  return typeof file === 'string' && file.endsWith(kind) ? sameOrigin(file, new URL(remote.entry, location.href).href) : undefined;
}

/** Fetches and draws the remote's fragment for a visitor's `path`, if it has one, unless the app has begun to draw. */
function showRemoteFirstPaint(remote: ManifestRemote, path: string, hints: RouteHints): void {
  const url = firstPaintFile(remote, path, '.html');
  if (!url) return;
  // The shell's first render waits for it too, should main.js run first (bootstrap.tsx).
  hints.painting = true;
  void fetch(url, { headers: { accept: 'text/html' } })
    .then((answer) => (answer.ok ? answer.text() : undefined))
    .then((html) => {
      if (html !== undefined && !hints.rendering) drawFirstPaint(html);
    })
    .catch(() => undefined);
}

function start(): RouteHints {
  const manifests = new Map<string, Promise<Response | undefined>>();
  const remotes = fetch('/remotes.json', { headers: { accept: 'application/json' } }).then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined));
  const hints: RouteHints = { remotes: remotes.catch(() => undefined), manifests };
  const path = decodedPath(location.pathname);
  // A visitor's first page, drawn now from index.html instead of after main.js has arrived and run.
  if (!signedInHint()) {
    const template = shellFirstPaintTemplate(path, location.search);
    const html = template ? templateHtml(document, template) : undefined;
    if (html !== undefined) drawFirstPaint(html);
  }
  if (path !== null) {
    void remotes
      .then((json) => {
        const list = (json as { remotes?: ManifestRemote[] } | undefined)?.remotes ?? [];
        const remote = list.find((candidate) => candidate.routes.some((pattern) => matchesRoutePattern(pattern, path)));
        // Signed-in pages wait for the session check and then ask for their data: start the check
        // now (session-prefetch.ts). On a remote's page, only once its code has been asked for:
        // the check would otherwise take one of the six connections from that code
        // (docs/decisions/session-prefetch.md).
        // Once: the shell may already have taken the check from the hints when the manifest answers.
        let sent = false;
        const prefetchSession = () => {
          if (!signedInHint() || sent) return;
          sent = true;
          hints.session = startSessionPrefetch();
          // And the page's first data, beside it rather than after the page's code has run: a
          // remote's from /remotes.json, the shell's own (with its lazy chunks) from index.html.
          const own = remote ? undefined : shellFirstLoad(path);
          const queries: (FirstQuery | undefined)[] = remote ? [firstDataOf(remote, path)] : (own?.queries ?? []);
          hints.pageData = queries
            .filter((first): first is { operationName: string; query: string } => typeof first?.operationName === 'string' && typeof first.query === 'string')
            .map((first) => startQueryPrefetch(first.operationName, first.query));
          for (const file of own?.chunks ?? []) {
            const url = typeof file === 'string' ? sameOrigin(file, location.href) : undefined;
            if (url) preload(url, 'script');
          }
        };
        if (!remote || !remote.entry.endsWith('.json')) return prefetchSession();
        // A signed-in page its remote draws from its first data (a first-paint script, which
        // reads hints.pageData): the data goes now, with the session check, and the script
        // beside it; the code follows (docs/decisions/signed-in-first-paint.md).
        const painter = signedInHint() ? firstPaintFile(remote, path, '.js') : undefined;
        if (painter) {
          prefetchSession();
          const script = document.createElement('script');
          script.src = painter;
          // An added script is fetched at low priority, after the code's preloads below: the
          // drawing would then come after the code, too late to help.
          script.setAttribute('fetchpriority', 'high');
          document.head.appendChild(script);
          // The shell's first render waits for it to draw (bootstrap.tsx).
          hints.painting = true;
        }
        // A visitor's public page of the remote, drawn from its first-paint fragment while the
        // code is on its way (first-paint.ts).
        if (!signedInHint()) showRemoteFirstPaint(remote, path, hints);
        // A visitor on a signed-in page is sent to sign in: nothing of the remote is needed yet.
        const open = signedInHint() || (remote.publicRoutes ?? []).some((pattern) => matchesRoutePattern(pattern, path));
        if (!open) return;
        // The shell's federation runtime and the libraries it shares: every remote needs them.
        const runtime = document.querySelector('meta[name="imali-remote-runtime"]')?.getAttribute('content') ?? '';
        for (const file of runtime.split(' ')) if (file.startsWith('/')) preload(new URL(file, location.href).href, 'script');
        const url = new URL(remote.entry, location.href).href;
        const response = fetch(url).then(
          (answer) => (answer.ok ? answer : undefined),
          () => undefined,
        );
        // The shell's copy is cloned first (this callback is registered first), before this
        // script reads the body.
        manifests.set(
          url,
          response.then((answer) => answer?.clone()),
        );
        return response
          .then((answer) => answer?.json().then((manifest: FederationManifest) => hintRemoteAssets(url, manifest)))
          .catch(() => undefined)
          .then(prefetchSession);
      })
      .catch(() => undefined);
  }
  return hints;
}

(globalThis as Record<string, unknown>)[ROUTE_HINTS_GLOBAL] = start();

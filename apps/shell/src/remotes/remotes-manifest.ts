// The runtime remotes manifest (/remotes.json). It is fetched at startup, never bundled, so
// the ops team can move or ship a remote by swapping the file, without rebuilding the shell.
//
// { "remotes": [{ "name": "credit-life", "entry": "/remotes/credit-life/mf-manifest.json",
//                 "routes": ["/credit-life", "/credit-life/*", "/loan/*"] }] }
//
// `name` is the area; its module-federation container is the same name with `-` → `_`.

import { takeHintedRemotes } from '../route-hints/route-hints-contract';

export interface RemoteDefinition {
  /** The area, e.g. `credit-life`. */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** Path patterns (react-router syntax) the remote owns. */
  routes: string[];
  /**
   * Those of `routes` a visitor may open without signing in (e.g. the funeral quote): shown in
   * the public layout to visitors, in the app layout to signed-in clients.
   */
  publicRoutes: string[];
}

export const REMOTES_MANIFEST_URL = '/remotes.json';

const AREA_NAME = /^[a-z][a-z0-9-]*$/;

/** MF container names are JS identifiers: `credit-life` → `credit_life`. */
export function containerName(area: string): string {
  return area.replace(/-/g, '_');
}

function fail(message: string): never {
  throw new Error(`Invalid ${REMOTES_MANIFEST_URL}: ${message}`);
}

/** Validates the manifest's shape with messages an operator can act on. */
export function parseRemotesManifest(json: unknown): RemoteDefinition[] {
  if (typeof json !== 'object' || json === null || !Array.isArray((json as { remotes?: unknown }).remotes)) {
    fail('expected an object with a "remotes" array');
  }
  const seen = new Set<string>();
  return (json as { remotes: unknown[] }).remotes.map((item, index) => {
    const remote = item as Partial<RemoteDefinition>;
    if (typeof remote !== 'object' || remote === null) fail(`remotes[${index}] is not an object`);
    if (typeof remote.name !== 'string' || !AREA_NAME.test(remote.name)) {
      fail(`remotes[${index}].name must be a lower-case area name such as "credit-life"`);
    }
    if (seen.has(remote.name)) fail(`remote "${remote.name}" is listed twice`);
    seen.add(remote.name);
    if (typeof remote.entry !== 'string' || remote.entry === '') fail(`remote "${remote.name}" needs an "entry" URL`);
    if (!Array.isArray(remote.routes) || remote.routes.some((r) => typeof r !== 'string' || !r.startsWith('/'))) {
      fail(`remote "${remote.name}" needs "routes": a list of absolute paths`);
    }
    const publicRoutes = (remote as { publicRoutes?: unknown }).publicRoutes ?? [];
    if (!Array.isArray(publicRoutes) || publicRoutes.some((r) => typeof r !== 'string' || !r.startsWith('/'))) {
      fail(`remote "${remote.name}" has "publicRoutes" that are not a list of absolute paths`);
    }
    return { name: remote.name, entry: remote.entry, routes: [...remote.routes], publicRoutes: [...(publicRoutes as string[])] };
  });
}

export async function fetchRemotesManifest(
  url: string = REMOTES_MANIFEST_URL,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<RemoteDefinition[]> {
  // The request index.html preloads (same URL, mode and credentials, default cache mode), so it
  // arrives with the main chunk instead of after it. The server sends it `no-cache`: every start
  // revalidates, and a swapped manifest takes effect on the next load.
  // The route-hints entry read it already when the page began (the default URL only).
  const hinted = url === REMOTES_MANIFEST_URL ? await takeHintedRemotes() : undefined;
  if (hinted !== undefined) return parseRemotesManifest(hinted);
  const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return parseRemotesManifest(await response.json());
}

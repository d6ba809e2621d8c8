import type { ComponentType } from 'react';
import type { DocumentNode } from '@apollo/client';
import { isRemoteUnavailable, remoteUnavailableModule, type RemoteUnavailableModule } from './remote-fallback-plugin';
import { containerName, type RemoteDefinition } from './remotes-manifest';
import { routeHints } from '../route-hints/route-hints-contract';

/** What every remote exposes as `./Routes`: a component rendering the area's <Routes>. */
export interface RemoteRoutesModule {
  default: ComponentType;
  /**
   * The documents of the remote's first queries (the area registry's `firstData`), by operation
   * name: the shell writes their answers, sent with the document, into the cache before the first
   * render over a page drawn from them (docs/decisions/signed-in-first-paint.md).
   */
  firstData?: Readonly<Record<string, DocumentNode>>;
}

type Federation = ReturnType<(typeof import('./federation-runtime'))['createFederation']>;

const known = new Map<string, RemoteDefinition>();
const registered = new Set<string>();
const loaded = new Map<string, RemoteRoutesModule>();
const loading = new Set<Promise<unknown>>();
const inFlight = new Map<string, Promise<RemoteRoutesModule | RemoteUnavailableModule>>();
const earlyManifests = new Map<string, Promise<Response | undefined>>();
let runtime: Promise<Federation> | null = null;

/**
 * The federation runtime, fetched the first time a remote is needed (issue 12: a page without a
 * remote never downloads it). A failed fetch is forgotten, so Try again fetches it again.
 */
function federationRuntime(): Promise<Federation> {
  // The name lets the bundle budget find the runtime's files (tools/scripts/bundle-budget.mjs).
  runtime ??= import(/* webpackChunkName: "federation-runtime" */ './federation-runtime').then(
    (module) => module.createFederation(takeEarlyManifest),
    (error: unknown) => {
      runtime = null;
      throw error;
    },
  );
  return runtime;
}

const absolute = (url: string) => new URL(url, globalThis.location?.href ?? 'http://localhost/').href;

/**
 * Starts a remote's mf-manifest.json request now, while the runtime chunk downloads, instead of
 * after it (issue 12: one dependent round trip fewer to a remote's page, about 0.6 s on a
 * phone). The runtime takes the response once (takeEarlyManifest); a failed request is left to
 * the runtime to make again.
 */
function fetchManifestEarly(remote: RemoteDefinition): void {
  if (!remote.entry.endsWith('.json') || registered.has(remote.name) || typeof fetch !== 'function') return;
  const url = absolute(remote.entry);
  // The route-hints entry may have asked already, before main.js ran.
  if (earlyManifests.has(url) || routeHints()?.manifests.has(url)) return;
  earlyManifests.set(
    url,
    fetch(url).then(
      (response) => (response.ok ? response : undefined),
      () => undefined,
    ),
  );
}

/** The early manifest response for `url`, once; undefined when there is none. */
export function takeEarlyManifest(url: string): Promise<Response | undefined> | undefined {
  const key = absolute(url);
  const hinted = routeHints()?.manifests;
  const early = hinted?.get(key) ?? earlyManifests.get(key);
  hinted?.delete(key);
  earlyManifests.delete(key);
  return early;
}

/** Registers the remotes the runtime doesn't know yet. */
function registerWith(federation: Federation): void {
  const fresh = [...known.values()].filter((remote) => !registered.has(remote.name));
  if (fresh.length === 0) return;
  federation.registerRemotes(fresh.map((remote) => ({ name: containerName(remote.name), entry: remote.entry })));
  for (const remote of fresh) registered.add(remote.name);
}

/** Notes where each remote lives (from /remotes.json); the runtime learns them when it loads. */
export function registerAreaRemotes(remotes: readonly RemoteDefinition[]): void {
  for (const remote of remotes) if (!known.has(remote.name)) known.set(remote.name, remote);
}

/** The area's Routes module if it has loaded before (no spinner when switching back). */
export function peekRemoteRoutes(remote: RemoteDefinition): RemoteRoutesModule | undefined {
  return loaded.get(remote.name);
}

/**
 * Loads `<container>/Routes`; never rejects: failures resolve to the fallback module. Calls while
 * a load of the same remote is under way share it (the shell starts the current page's remote
 * as soon as it knows it, before the outlet asks).
 */
export function loadRemoteRoutes(remote: RemoteDefinition): Promise<RemoteRoutesModule | RemoteUnavailableModule> {
  const pending = inFlight.get(remote.name);
  if (pending) return pending;
  const load = loadRoutes(remote);
  inFlight.set(remote.name, load);
  loading.add(load);
  void load.finally(() => {
    loading.delete(load);
    inFlight.delete(remote.name);
  });
  return load;
}

/**
 * Fetches the code of remotes not loaded yet (manifest, remoteEntry.js, the chunks `./Routes`
 * needs) without rendering them, once the remotes the page is loading have arrived, so a later
 * tab switch waits only for the area's data. Never rejects: a failed preload costs nothing, the
 * tab loads the remote when opened.
 */
export async function preloadRemotes(remotes: readonly RemoteDefinition[]): Promise<void> {
  try {
    await Promise.allSettled([...loading]);
    const wanted = remotes.filter((remote) => !loaded.has(remote.name));
    if (wanted.length === 0) return;
    const federation = await federationRuntime();
    for (const remote of wanted) if (!known.has(remote.name)) known.set(remote.name, remote);
    registerWith(federation);
    await federation.preloadRemote(wanted.map((remote) => ({ nameOrAlias: containerName(remote.name), exposes: ['./Routes'], resourceCategory: 'sync' as const })));
  } catch (error) {
    console.warn('[imali] preloading remotes failed; they load when opened', error);
  }
}

async function loadRoutes(remote: RemoteDefinition): Promise<RemoteRoutesModule | RemoteUnavailableModule> {
  const id = `${containerName(remote.name)}/Routes`;
  fetchManifestEarly(remote);
  try {
    const federation = await federationRuntime();
    if (!known.has(remote.name)) known.set(remote.name, remote);
    registerWith(federation);
    const module = await federation.loadRemote<RemoteRoutesModule | RemoteUnavailableModule>(id);
    if (!module) return remoteUnavailableModule(id, new Error(`${id} resolved to nothing`));
    if (!isRemoteUnavailable(module)) loaded.set(remote.name, module);
    return module;
  } catch (error) {
    // The runtime plugin normally turns failures into the fallback module; this covers errors
    // outside its hooks (the runtime's own chunk not loading, the runtime not initialised).
    return remoteUnavailableModule(id, error);
  }
}

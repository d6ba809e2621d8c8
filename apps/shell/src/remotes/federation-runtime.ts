// The module-federation runtime, fetched with the first remote (never with the first page,
// issue 12): one runtime instance for the shell, with the singletons the shell already runs in
// its share scope. Remotes are built with `externalRuntime` (tools/webpack/create-config.js): they
// take this runtime's core from the global the inject step below sets, instead of each bringing
// its own (about 17 KB gzip per remote). docs/decisions/shell-runtime-federation.md.
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { sharedSingletons } from '@imali/shell-shared-singletons';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

/** What `provideExternalRuntime` does in a federation build: remotes find the core on the global. */
function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'imali-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global as Record<string, unknown>;
      global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}

/** A manifest request the shell started before this runtime arrived, for the URL asked. */
export type TakeEarlyManifest = (url: string) => Promise<Response | undefined> | undefined;

/**
 * The runtime reads a remote's mf-manifest.json through this hook: when the shell already
 * started that request (while this chunk was downloading), it takes that response instead of
 * asking again. Anything else, or a failed early request, goes the runtime's own way.
 */
function earlyManifests(take: TakeEarlyManifest): ModuleFederationRuntimePlugin {
  return {
    name: 'imali-early-manifests',
    fetch(url) {
      // The runtime makes the request itself when this yields no Response (its manifest loader
      // checks `instanceof Response`), so a failed early request costs nothing.
      return take(url) as Promise<Response> | undefined;
    },
  };
}

export function createFederation(takeEarlyManifest: TakeEarlyManifest) {
  return createInstance({
    name: 'shell',
    remotes: [],
    shared: sharedSingletons,
    // The shell's copies are loaded; don't fetch every remote to compare versions.
    shareStrategy: 'loaded-first',
    plugins: [provideRuntimeCore(), earlyManifests(takeEarlyManifest), remoteFallbackPlugin()],
  });
}

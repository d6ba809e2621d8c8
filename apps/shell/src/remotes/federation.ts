import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  isRemoteUnavailable,
  remoteFallbackPlugin,
  remoteUnavailableModule,
  type RemoteUnavailableModule,
} from './remote-fallback-plugin';
import { containerName, type RemoteDefinition } from './remotes-manifest';

/** What every remote exposes as `./Routes`: a component rendering the area's <Routes>. */
export interface RemoteRoutesModule {
  default: ComponentType;
}

const registered = new Set<string>();
const loaded = new Map<string, RemoteRoutesModule>();
let pluginRegistered = false;

/** Tells the federation runtime where each remote lives (from /remotes.json). */
export function registerAreaRemotes(remotes: readonly RemoteDefinition[]): void {
  if (!pluginRegistered) {
    registerPlugins([remoteFallbackPlugin()]);
    pluginRegistered = true;
  }
  const fresh = remotes.filter((remote) => !registered.has(remote.name));
  if (fresh.length === 0) return;
  registerRemotes(fresh.map((remote) => ({ name: containerName(remote.name), entry: remote.entry })));
  for (const remote of fresh) registered.add(remote.name);
}

/** The area's Routes module if it has loaded before (no spinner when switching back). */
export function peekRemoteRoutes(remote: RemoteDefinition): RemoteRoutesModule | undefined {
  return loaded.get(remote.name);
}

/** Loads `<container>/Routes`; never rejects: failures resolve to the fallback module. */
export async function loadRemoteRoutes(remote: RemoteDefinition): Promise<RemoteRoutesModule | RemoteUnavailableModule> {
  const id = `${containerName(remote.name)}/Routes`;
  try {
    const module = await loadRemote<RemoteRoutesModule | RemoteUnavailableModule>(id);
    if (!module) return remoteUnavailableModule(id, new Error(`${id} resolved to nothing`));
    if (!isRemoteUnavailable(module)) loaded.set(remote.name, module);
    return module;
  } catch (error) {
    // The runtime plugin normally turns failures into the fallback module; this covers errors
    // outside its hooks (e.g. the runtime itself not initialised).
    return remoteUnavailableModule(id, error);
  }
}

import type { ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteFallback, type RemoteFallbackProps } from './remote-fallback';

const UNAVAILABLE = Symbol.for('imali.remote-unavailable');

/** What loadRemote resolves to when a remote cannot be loaded. */
export interface RemoteUnavailableModule {
  [UNAVAILABLE]: true;
  default: ComponentType<RemoteFallbackProps>;
  id: string;
  error: unknown;
}

export function remoteUnavailableModule(id: string, error: unknown): RemoteUnavailableModule {
  return { [UNAVAILABLE]: true, default: RemoteFallback, id, error };
}

export function isRemoteUnavailable(module: unknown): module is RemoteUnavailableModule {
  return typeof module === 'object' && module !== null && (module as Record<symbol, unknown>)[UNAVAILABLE] === true;
}

export type ReportRemoteError = (id: string, error: unknown) => void;

const reportToConsole: ReportRemoteError = (id, error) => {
  console.error(`[imali] remote "${id}" could not be loaded; showing the fallback`, error);
};

/**
 * Module-federation runtime plugin: a remote that is down (manifest, remoteEntry or chunk
 * missing) resolves to a fallback module instead of rejecting, so the shell renders a friendly
 * message in its layout.
 */
export function remoteFallbackPlugin(report: ReportRemoteError = reportToConsole): ModuleFederationRuntimePlugin {
  return {
    name: 'imali-remote-fallback',
    errorLoadRemote(args) {
      // Earlier lifecycles expect other values (a manifest, a remote entry). Returning nothing
      // lets them fail, and loadRemote then reports the same failure here as `onLoad`.
      if (args.lifecycle !== 'onLoad') return undefined;
      report(args.id, args.error);
      return remoteUnavailableModule(args.id, args.error);
    },
  };
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadRemoteRoutes, registerAreaRemotes } from './federation';
import { matchRemote } from './match-remote';
import { fetchRemotesManifest, type RemoteDefinition } from './remotes-manifest';

export type RemotesState =
  | { status: 'loading' }
  | { status: 'ready'; remotes: RemoteDefinition[] }
  | { status: 'error'; error: unknown };

export interface RemotesContextValue {
  state: RemotesState;
  retry: () => void;
}

const RemotesContext = createContext<RemotesContextValue | null>(null);

export interface RemotesProviderProps {
  children: ReactNode;
  loadManifest?: () => Promise<RemoteDefinition[]>;
  register?: (remotes: readonly RemoteDefinition[]) => void;
  /** Starts loading the remote of the page the browser opened (default: loadRemoteRoutes). */
  prepare?: (remote: RemoteDefinition) => void;
  /** The path the browser opened (default: the document's). */
  initialPath?: string;
  /** The manifest, when it was read before the first render (a first paint's page: bootstrap.tsx). */
  initialRemotes?: RemoteDefinition[];
}

const startLoading = (remote: RemoteDefinition) => void loadRemoteRoutes(remote);

/**
 * Fetches /remotes.json once at startup and registers the remotes with the federation runtime.
 * When the page the browser opened belongs to a remote, its code starts loading at once, while
 * the session check is still on its way (issue 12: one round trip fewer before a remote page).
 */
export function RemotesProvider({
  children,
  loadManifest = fetchRemotesManifest,
  register = registerAreaRemotes,
  prepare = startLoading,
  initialPath,
  initialRemotes,
}: RemotesProviderProps) {
  // Where the browser first landed: later navigation must not fetch the manifest again.
  const [openedPath] = useState(() => initialPath ?? globalThis.location?.pathname ?? '/');
  const [known] = useState(() => initialRemotes);
  const [state, setState] = useState<RemotesState>(() => (known ? { status: 'ready', remotes: known } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    // Read before the first render: only registered and started here, not asked for again.
    const manifest = attempt === 0 && known ? Promise.resolve(known) : loadManifest();
    manifest
      .then((remotes) => {
        register(remotes);
        const opened = matchRemote(openedPath, remotes);
        if (opened && active) prepare(opened);
        if (active) setState({ status: 'ready', remotes });
      })
      .catch((error: unknown) => {
        console.error('[imali] the remotes manifest could not be loaded', error);
        if (active) setState({ status: 'error', error });
      });
    return () => {
      active = false;
    };
  }, [loadManifest, register, prepare, openedPath, attempt, known]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo(() => ({ state, retry }), [state, retry]);
  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

export function useRemotes(): RemotesContextValue {
  const value = useContext(RemotesContext);
  if (!value) throw new Error('useRemotes must be used inside <RemotesProvider>');
  return value;
}

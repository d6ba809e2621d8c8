import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { registerAreaRemotes } from './federation';
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
}

/** Fetches /remotes.json once at startup and registers the remotes with the federation runtime. */
export function RemotesProvider({ children, loadManifest = fetchRemotesManifest, register = registerAreaRemotes }: RemotesProviderProps) {
  const [state, setState] = useState<RemotesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    loadManifest()
      .then((remotes) => {
        register(remotes);
        if (active) setState({ status: 'ready', remotes });
      })
      .catch((error: unknown) => {
        console.error('[imali] the remotes manifest could not be loaded', error);
        if (active) setState({ status: 'error', error });
      });
    return () => {
      active = false;
    };
  }, [loadManifest, register, attempt]);

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

import { useEffect } from 'react';
import { preloadRemotes } from './federation';
import { isPublicRemotePath, matchRemote } from './match-remote';
import type { RemoteDefinition } from './remotes-manifest';
import { useRemotes } from './remotes-context';

interface DataSaving {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the browser asks us to spare data: the Save-Data preference (data saver on), or a 2G
 * connection (Network Information API, Chromium). Then nothing is fetched ahead.
 */
export function sparesData(navigator: { connection?: DataSaving } | undefined = globalThis.navigator as { connection?: DataSaving } | undefined): boolean {
  const connection = navigator?.connection;
  return Boolean(connection?.saveData) || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/** The remotes behind these links, each once (visitors: only the links they may open). */
export function remotesBehind(paths: readonly string[], remotes: readonly RemoteDefinition[], visitor: boolean): RemoteDefinition[] {
  const found = new Map<string, RemoteDefinition>();
  for (const path of paths) {
    const remote = matchRemote(path, remotes);
    if (remote && (!visitor || isPublicRemotePath(path, remote))) found.set(remote.name, remote);
  }
  return [...found.values()];
}

type Idle = (callback: () => void, options: { timeout: number }) => number;

/** Runs `task` when the browser is idle (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(task: () => void, timeout = 3000): () => void {
  const idle = (globalThis as { requestIdleCallback?: Idle }).requestIdleCallback;
  if (idle) {
    const id = idle(task, { timeout });
    return () => (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback?.(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

/**
 * After the page has loaded and the browser is idle, fetches the code of the remotes behind the
 * layout's navigation links, so a tab switch waits only for the area's data (issue 12: under
 * 1 s on a phone). Skipped when the browser asks to spare data
 * (docs/decisions/preload-navigation-remotes.md).
 */
export function usePreloadRemotes(paths: readonly string[], { visitor }: { visitor: boolean }): void {
  const { state } = useRemotes();
  useEffect(() => {
    if (state.status !== 'ready' || sparesData()) return undefined;
    const remotes = remotesBehind(paths, state.remotes, visitor);
    if (remotes.length === 0) return undefined;
    return whenIdle(() => void preloadRemotes(remotes));
  }, [state, paths, visitor]);
}

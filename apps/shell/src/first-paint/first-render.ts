// The app's first render over a first-paint fragment (docs/decisions/first-paint-fragments.md).
// React's first commit replaces the fragment; on a remote's page it must therefore wait for the
// remotes manifest and that remote's code, or the fragment would give way to a spinner; over a
// page drawn from its first data, for the session check and that data too
// (docs/decisions/signed-in-first-paint.md).
import { loadRemoteRoutes, registerAreaRemotes } from '../remotes/federation';
import { matchRemote } from '../remotes/match-remote';
import { fetchRemotesManifest, type RemoteDefinition } from '../remotes/remotes-manifest';
import { FIRST_PAINT_ATTRIBUTE } from './first-paint-contract';

/** The longest the first render waits for the page's code: then the app draws as it can (its spinner, or the fallback). */
export const FIRST_RENDER_WAIT_MS = 5000;

export interface PrepareFirstRenderOptions {
  pathname?: string;
  wait?: number;
  loadManifest?: () => Promise<RemoteDefinition[]>;
  loadRoutes?: (remote: RemoteDefinition) => Promise<unknown>;
  register?: (remotes: readonly RemoteDefinition[]) => void;
  /**
   * Answers the page needs for its first render to be the page (the session check and the page's
   * first data, for a page drawn from that data): waited for too, within the same `wait`, whether
   * they settle well or not.
   */
  waitFor?: readonly Promise<unknown>[];
  /** A first-paint script may still draw the page (route hints' `painting`): wait as if it had. */
  painting?: boolean;
}

/**
 * Without a fragment in `container` (and none `painting`): undefined at once (render now). With one: the manifest (for
 * the remotes provider to start from) once it, the code of the remote whose page this is and the
 * `waitFor` answers have arrived, or as soon as `wait` ms have passed; undefined when the manifest could not be read in time.
 */
export async function prepareFirstRender(
  container: Element,
  {
    pathname = globalThis.location?.pathname ?? '/',
    wait = FIRST_RENDER_WAIT_MS,
    loadManifest = fetchRemotesManifest,
    loadRoutes = loadRemoteRoutes,
    register = registerAreaRemotes,
    waitFor = [],
    painting = false,
  }: PrepareFirstRenderOptions = {},
): Promise<RemoteDefinition[] | undefined> {
  if (!painting && !container.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`)) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, wait, undefined);
  });
  try {
    const remotes = await Promise.race([loadManifest().catch(() => undefined), deadline]);
    if (!remotes) return undefined;
    register(remotes);
    const remote = matchRemote(pathname, remotes);
    // The answers waited for never reject (session-prefetch.ts); the code's load settles either way.
    await Promise.race([Promise.allSettled([remote && loadRoutes(remote), ...waitFor]), deadline]);
    return remotes;
  } finally {
    clearTimeout(timer);
  }
}

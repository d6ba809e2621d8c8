import { matchPath } from 'react-router-dom';
import type { RemoteDefinition } from './remotes-manifest';

/** The remote that owns a path: the first whose route patterns match it, in manifest order. */
export function matchRemote(pathname: string, remotes: readonly RemoteDefinition[]): RemoteDefinition | null {
  for (const remote of remotes) {
    if (remote.routes.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return remote;
  }
  return null;
}

/** Whether a visitor may open this path of the remote without signing in. */
export function isPublicRemotePath(pathname: string, remote: RemoteDefinition): boolean {
  return remote.publicRoutes.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
}

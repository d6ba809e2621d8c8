import { useLocation } from 'react-router-dom';
import { NotFound, Spinner } from '@imali/shared/ui';
import { AppLayout } from '../layout/app-layout';
import { PublicLayout } from '../layout/public-layout';
import { isPublicRemotePath, matchRemote } from '../remotes/match-remote';
import { useSession } from '../session/use-session';
import { RemoteFallback } from '../remotes/remote-fallback';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { useRemotes } from '../remotes/remotes-context';
import { RouteGuard } from '../session/route-guard';
import { employeeRoleFor } from '../session/employee-routes';
import { lazyComponent } from './lazy-component';

// Staff pages only: their check comes in a chunk of its own, not with every first load (issue 12).
const EmployeeOnly = lazyComponent(() => import('../session/employee-only').then((m) => m.EmployeeOnly), 'Checking your staff access');

/**
 * Every path the shell does not own: the remote whose routes match (from /remotes.json),
 * signed-in and inside the app layout (its public routes also for visitors, in the public
 * layout), or the 404 page (in the layout of whoever asks).
 */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const { state, retry } = useRemotes();
  const session = useSession();

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') {
    // Without the manifest we cannot tell an area from an unknown path; assume an area that
    // is down (docs/decisions/shell-failure-modes.md).
    return (
      <RouteGuard>
        <AppLayout>
          <RemoteFallback onRetry={retry} />
        </AppLayout>
      </RouteGuard>
    );
  }

  const remote = matchRemote(pathname, state.remotes);
  if (!remote) {
    // Like every other page: the signed-in layout for a client, the public one for a visitor.
    if (session.status === 'loading') return <Spinner />;
    if (session.status === 'signed-in') {
      return (
        <RouteGuard>
          <AppLayout>
            <NotFound />
          </AppLayout>
        </RouteGuard>
      );
    }
    return (
      <PublicLayout>
        <NotFound />
      </PublicLayout>
    );
  }
  // A visitor may open the remote's public pages (e.g. a quote) in the public layout.
  if (isPublicRemotePath(pathname, remote) && session.status !== 'signed-in') {
    if (session.status === 'loading') return <Spinner />;
    return (
      <PublicLayout>
        <RemoteOutlet key={remote.name} remote={remote} />
      </PublicLayout>
    );
  }
  // Employee-only pages (e.g. /group-sales) ask for the employee record first.
  const staffRole = employeeRoleFor(pathname);
  const outlet = <RemoteOutlet key={remote.name} remote={remote} />;
  return (
    <RouteGuard>
      <AppLayout>{staffRole ? <EmployeeOnly role={staffRole}>{outlet}</EmployeeOnly> : outlet}</AppLayout>
    </RouteGuard>
  );
}

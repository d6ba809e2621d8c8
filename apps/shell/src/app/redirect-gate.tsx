import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { redirectTarget } from './redirect-param';

/** Pages where `redirect` means "afterwards" (after signing in, after adding an account). */
export const REDIRECT_AFTERWARDS_PATHS: readonly string[] = ['/sign-in', '/bank-accounts/link'];

/**
 * Spec: a `redirect` parameter on any page sends the app to / followed by its value. On the
 * pages above it means "afterwards" instead, and those pages handle it. Decided at render time
 * so no page (or guard) renders first.
 */
export function RedirectGate() {
  const { pathname, search } = useLocation();
  const target = REDIRECT_AFTERWARDS_PATHS.includes(pathname) ? null : redirectTarget(search);
  // Already there (e.g. /a?redirect=/a?redirect=/a...) would loop; the value is then ignored.
  if (target && target !== `${pathname}${search}`) return <Navigate to={target} replace />;
  return <Outlet />;
}

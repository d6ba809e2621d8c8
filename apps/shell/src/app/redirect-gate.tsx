import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { redirectTarget } from './redirect-param';

/**
 * Spec: a `redirect` parameter on any page sends the app to / followed by its value. On
 * /sign-in it means "after signing in" instead, so the sign-in page handles it. Decided at
 * render time so no page (or guard) renders first.
 */
export function RedirectGate() {
  const { pathname, search } = useLocation();
  const target = pathname === '/sign-in' ? null : redirectTarget(search);
  // Already there (e.g. /a?redirect=/a?redirect=/a...) would loop; the value is then ignored.
  if (target && target !== `${pathname}${search}`) return <Navigate to={target} replace />;
  return <Outlet />;
}

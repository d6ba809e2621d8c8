import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@imali/shared/ui';
import { runGuard, SIGNED_IN_CHECKS, type GuardCheck } from './guard-checks';
import { useSession } from './use-session';

export interface RouteGuardProps {
  children?: ReactNode;
  checks?: readonly GuardCheck[];
}

/** Wraps every signed-in route; renders the page only when all checks pass. */
export function RouteGuard({ children, checks = SIGNED_IN_CHECKS }: RouteGuardProps) {
  const session = useSession();
  const location = useLocation();
  const decision = runGuard(checks, { session, location });
  switch (decision.kind) {
    case 'wait':
      return <Spinner label="Checking your session" />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return <>{decision.element}</>;
    case 'allow':
      return <>{children ?? <Outlet />}</>;
  }
}

import type { ReactNode } from 'react';
import { signInPath } from '../app/redirect-param';
import type { Session } from './use-session';

export interface GuardContext {
  session: Session;
  location: { pathname: string; search: string };
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** Shows a screen in place of the page (the registration form, the OTP screen). */
  | { kind: 'render'; element: ReactNode };

/** One step of the route guard: a decision, or null to pass on to the next check. */
export type GuardCheck = (context: GuardContext) => GuardDecision | null;

export const waitForSession: GuardCheck = ({ session }) => (session.status === 'loading' ? { kind: 'wait' } : null);

/** Spec route guard, step 1: not logged in → sign-in with a redirect back. */
export const requireSignedIn: GuardCheck = ({ session, location }) =>
  session.status === 'signed-out' ? { kind: 'redirect', to: signInPath(location.pathname, location.search) } : null;

/**
 * The spec's route guard, in order. Steps 2 (registering or terms not accepted → registration
 * profile form) and 3 (OTP not verified → PIN screen) join this list with the identity issue.
 */
export const SIGNED_IN_CHECKS: readonly GuardCheck[] = [waitForSession, requireSignedIn];

export function runGuard(checks: readonly GuardCheck[], context: GuardContext): GuardDecision {
  for (const check of checks) {
    const decision = check(context);
    if (decision) return decision;
  }
  return { kind: 'allow' };
}

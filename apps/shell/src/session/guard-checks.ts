import { createElement, type ReactNode } from 'react';
import { lazyComponent } from '../app/lazy-component';
import { signInPath } from '../app/redirect-param';
import { SessionClientError } from './session-client-error';
import type { Session } from './use-session';

// Shown to a client part way through sign-up only: fetched when needed (issue 12).
export const LazyRegistrationScreen = lazyComponent(() => import('../pages/registration/registration-screen').then((m) => m.RegistrationScreen), 'Loading your profile');
export const LazyOtpScreen = lazyComponent(() => import('../pages/otp/otp-screen').then((m) => m.OtpScreen), 'Loading');

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
 * Steps 2 and 3 need the client's flags; when they could not be read the guard cannot tell
 * whether registration or the OTP is outstanding, so it shows an error with a retry rather
 * than the page.
 */
export const requireClientRecord: GuardCheck = ({ session }) =>
  session.status === 'signed-in' && !session.client ? { kind: 'render', element: createElement(SessionClientError) } : null;

/** Spec route guard, step 2: registering, or terms not accepted → the registration profile form. */
export const requireRegistrationComplete: GuardCheck = ({ session }) =>
  session.status === 'signed-in' && session.client && (session.client.isRegistration || !session.client.acceptedTerms)
    ? { kind: 'render', element: createElement(LazyRegistrationScreen) }
    : null;

/** Spec route guard, step 3: OTP not verified → the OTP screen. */
export const requireOtpVerified: GuardCheck = ({ session }) =>
  session.status === 'signed-in' && session.client && !session.client.otpVerification
    ? { kind: 'render', element: createElement(LazyOtpScreen) }
    : null;

/** The spec's route guard, in order; step 4 (show the page) is what is left. */
export const SIGNED_IN_CHECKS: readonly GuardCheck[] = [
  waitForSession,
  requireSignedIn,
  requireClientRecord,
  requireRegistrationComplete,
  requireOtpVerified,
];

/**
 * Step 1 only, for pages a client must reach before finishing registration or the OTP: the
 * development outbox, where the OTP can be read (docs/decisions/dev-outbox.md).
 */
export const SIGNED_IN_ONLY_CHECKS: readonly GuardCheck[] = [waitForSession, requireSignedIn];

export function runGuard(checks: readonly GuardCheck[], context: GuardContext): GuardDecision {
  for (const check of checks) {
    const decision = check(context);
    if (decision) return decision;
  }
  return { kind: 'allow' };
}

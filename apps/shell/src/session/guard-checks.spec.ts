import { isValidElement } from 'react';
import {
  LazyOtpScreen as OtpScreen,
  LazyRegistrationScreen as RegistrationScreen,
  requireSignedIn,
  runGuard,
  SIGNED_IN_CHECKS,
  SIGNED_IN_ONLY_CHECKS,
  waitForSession,
  type GuardCheck,
  type GuardDecision,
} from './guard-checks';
import { SessionClientError } from './session-client-error';
import type { Session, SessionClient } from './use-session';

const location = { pathname: '/savings/4', search: '?tab=goals' };
const me = { __typename: 'User' as const, id: 'u1', clientId: 'c1' };
const done: SessionClient = { __typename: 'Client', id: 'c1', firstNames: 'Thandi', isRegistration: false, acceptedTerms: true, otpVerification: true };
const signedIn = (client: Partial<SessionClient> | null = {}): Session => ({
  status: 'signed-in',
  me,
  client: client === null ? null : { ...done, ...client },
});

/** The component a `render` decision shows, or the decision's kind. */
function outcome(decision: GuardDecision): unknown {
  if (decision.kind !== 'render') return decision.kind;
  return isValidElement(decision.element) ? decision.element.type : decision.element;
}

const guard = (session: Session) => runGuard(SIGNED_IN_CHECKS, { session, location });

describe('route guard checks', () => {
  it('waits while the session check is running', () => {
    expect(guard({ status: 'loading' })).toEqual({ kind: 'wait' });
  });

  it('1. sends a signed-out visitor to sign-in with the current path and query as redirect', () => {
    expect(guard({ status: 'signed-out' })).toEqual({ kind: 'redirect', to: '/sign-in?redirect=%2Fsavings%2F4%3Ftab%3Dgoals' });
  });

  it('2. shows the registration profile form while registering', () => {
    expect(outcome(guard(signedIn({ isRegistration: true, acceptedTerms: true })))).toBe(RegistrationScreen);
  });

  it('2. shows the registration profile form when the terms are not accepted', () => {
    expect(outcome(guard(signedIn({ isRegistration: false, acceptedTerms: false })))).toBe(RegistrationScreen);
  });

  it('2 before 3: registration comes first even when the OTP is not verified either', () => {
    expect(outcome(guard(signedIn({ isRegistration: true, acceptedTerms: false, otpVerification: false })))).toBe(RegistrationScreen);
  });

  it('3. shows the OTP screen once registered but not verified', () => {
    expect(outcome(guard(signedIn({ otpVerification: false })))).toBe(OtpScreen);
  });

  it('4. allows a registered, verified client with accepted terms', () => {
    expect(guard(signedIn())).toEqual({ kind: 'allow' });
  });

  it('shows an error, never the page, when the client record could not be read', () => {
    expect(outcome(guard(signedIn(null)))).toBe(SessionClientError);
  });

  it('signed-in-only pages (the development outbox) skip registration and the OTP', () => {
    const session = signedIn({ isRegistration: true, acceptedTerms: false, otpVerification: false });
    expect(runGuard(SIGNED_IN_ONLY_CHECKS, { session, location })).toEqual({ kind: 'allow' });
    expect(runGuard(SIGNED_IN_ONLY_CHECKS, { session: { status: 'signed-out' }, location }).kind).toBe('redirect');
    expect(runGuard(SIGNED_IN_ONLY_CHECKS, { session: { status: 'loading' }, location }).kind).toBe('wait');
  });

  it('runs checks in order and stops at the first decision', () => {
    const later = jest.fn<ReturnType<GuardCheck>, Parameters<GuardCheck>>(() => ({ kind: 'redirect', to: '/otp' }));
    expect(runGuard([waitForSession, requireSignedIn, later], { session: { status: 'signed-out' }, location }).kind).toBe('redirect');
    expect(later).not.toHaveBeenCalled();
    expect(runGuard([waitForSession, requireSignedIn, later], { session: signedIn(), location })).toEqual({ kind: 'redirect', to: '/otp' });
  });
});

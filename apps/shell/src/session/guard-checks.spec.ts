import { requireSignedIn, runGuard, SIGNED_IN_CHECKS, waitForSession, type GuardCheck } from './guard-checks';

const location = { pathname: '/savings/4', search: '?tab=goals' };
const me = { id: 'u1', clientId: 'c1' };

describe('route guard checks', () => {
  it('waits while the session check is running', () => {
    expect(runGuard(SIGNED_IN_CHECKS, { session: { status: 'loading' }, location })).toEqual({ kind: 'wait' });
  });

  it('sends a signed-out visitor to sign-in with the current path and query as redirect', () => {
    expect(runGuard(SIGNED_IN_CHECKS, { session: { status: 'signed-out' }, location })).toEqual({
      kind: 'redirect',
      to: '/sign-in?redirect=%2Fsavings%2F4%3Ftab%3Dgoals',
    });
  });

  it('allows a signed-in client', () => {
    expect(runGuard(SIGNED_IN_CHECKS, { session: { status: 'signed-in', me }, location })).toEqual({ kind: 'allow' });
  });

  it('runs checks in order and stops at the first decision', () => {
    const later = jest.fn<ReturnType<GuardCheck>, Parameters<GuardCheck>>(() => ({ kind: 'redirect', to: '/otp' }));
    expect(runGuard([waitForSession, requireSignedIn, later], { session: { status: 'signed-out' }, location }).kind).toBe('redirect');
    expect(later).not.toHaveBeenCalled();
    expect(runGuard([waitForSession, requireSignedIn, later], { session: { status: 'signed-in', me }, location })).toEqual({
      kind: 'redirect',
      to: '/otp',
    });
  });
});

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { CallerIdentity } from './internal-auth';
import { NotFoundError, UnauthenticatedError, VerificationRequiredError, type PendingStep } from './errors';

export const ANONYMOUS: CallerIdentity = Object.freeze({ userId: null, clientId: null, sessionId: null });

export interface SubgraphContext {
  identity: CallerIdentity;
  req: { headers: Record<string, string | string[] | undefined>; identity?: CallerIdentity };
  /** Response headers a resolver wants the gateway to see (e.g. a new session). */
  responseHeaders: Record<string, string>;
}

/** The verified caller of this GraphQL operation (set by the gateway-only guard). */
export const Identity = createParamDecorator((_data: unknown, ctx: ExecutionContext): CallerIdentity => {
  const gql = GqlExecutionContext.create(ctx).getContext<SubgraphContext>();
  return gql.identity ?? ANONYMOUS;
});

/** What the identity helpers allow besides a fully signed-up client. */
export interface ClientAccess {
  /**
   * Only for the operations that complete sign-up (identity's me, myClient, the registration
   * profile, OTP, sign-out): a client who has not finished every step may call them.
   */
  allowUnverified?: boolean;
}

/** Sign-up steps not yet done; a caller without a signed state has done none. */
export function pendingSteps(identity: CallerIdentity): PendingStep[] {
  const v = identity.verification;
  const pending: PendingStep[] = [];
  if (!v?.registered) pending.push('REGISTRATION');
  if (!v?.acceptedTerms) pending.push('TERMS');
  if (!v?.otpVerified) pending.push('OTP');
  return pending;
}

export function isFullyVerified(identity: CallerIdentity): boolean {
  return pendingSteps(identity).length === 0;
}

/**
 * The server-side session guard: the signed-in caller's client id, else UNAUTHENTICATED; a
 * client who has not finished sign-up gets VERIFICATION_REQUIRED (unless `allowUnverified`).
 * Every client operation goes through this, `assertOwnClient` or `isOwnClient`; reads of a
 * client's records go through `ClientScope` (client-scope.ts), built on it.
 */
export function requireClientId(identity: CallerIdentity, access: ClientAccess = {}): string {
  if (!identity.userId || !identity.clientId) throw new UnauthenticatedError();
  if (!access.allowUnverified) {
    const pending = pendingSteps(identity);
    if (pending.length > 0) throw new VerificationRequiredError(pending);
  }
  return identity.clientId;
}

/**
 * Per-object authorization: a client sees only their own records. Another client's record
 * answers exactly as a missing one does (NOT_FOUND), so ids cannot be probed.
 */
export function assertOwnClient(identity: CallerIdentity, clientId: string, access: ClientAccess = {}): void {
  const own = requireClientId(identity, access);
  if (own !== clientId) throw new NotFoundError();
}

/** For fields on Client: true only when the Client being resolved is the caller's own (and sign-up is done). */
export function isOwnClient(identity: CallerIdentity, clientId: string, access: ClientAccess = {}): boolean {
  if (identity.clientId === null || identity.userId === null || identity.clientId !== clientId) return false;
  return access.allowUnverified === true || isFullyVerified(identity);
}

/**
 * Identity changed something the gateway's cached session carries (sign-up steps): the gateway
 * drops its cached look-up so the next call sees the new state.
 */
export const SESSION_REFRESH_HEADER = 'x-imali-session-refresh';

export function refreshSession(context: Pick<SubgraphContext, 'responseHeaders'>): void {
  context.responseHeaders[SESSION_REFRESH_HEADER] = '1';
}

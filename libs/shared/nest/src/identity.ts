import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { CallerIdentity } from './internal-auth';
import { ForbiddenError, UnauthenticatedError } from './errors';

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

/** The signed-in caller's client id, or an UNAUTHENTICATED error. */
export function requireClientId(identity: CallerIdentity): string {
  if (!identity.userId || !identity.clientId) throw new UnauthenticatedError();
  return identity.clientId;
}

/** Per-object authorization: a client sees only their own records. */
export function assertOwnClient(identity: CallerIdentity, clientId: string): void {
  const own = requireClientId(identity);
  if (own !== clientId) throw new ForbiddenError();
}

/** For fields on Client: true only when the Client being resolved is the caller's own. */
export function isOwnClient(identity: CallerIdentity, clientId: string): boolean {
  return identity.clientId !== null && identity.clientId === clientId;
}

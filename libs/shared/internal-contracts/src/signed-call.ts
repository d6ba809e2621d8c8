import { GraphQLError } from 'graphql';
import { INTERNAL_IDENTITY_HEADER, signIdentity, type CallerIdentity } from '@imali/shared/nest';

/** The area answering an internal route: the signature's audience and the error's serviceName. */
export type InternalAudience = 'funeral' | 'savings';

/** SUBGRAPH_UNAVAILABLE from `serviceName` with what the caller reads (and the status it answered, when asked). */
export const internalUnavailable = (serviceName: InternalAudience, message: string, status?: number) =>
  new GraphQLError(message, { extensions: { code: 'SUBGRAPH_UNAVAILABLE', serviceName, ...(status === undefined ? {} : { status }) } });

export interface SignedCall {
  baseUrl: string;
  /** INTERNAL_AUTH_SECRET: the call is signed for the audience, its method, path and exact body. */
  secret: string;
  audience: InternalAudience;
  method: 'GET' | 'POST';
  path: string;
  /** Who the call is made for (ANONYMOUS for a job). */
  identity: CallerIdentity;
  /** Sent as JSON (POST). */
  body?: unknown;
  timeoutMs: number;
}

/** One signed call to another area's /internal route: its status and JSON answer (undefined when not JSON); null when it could not be reached in time. */
export async function signedInternalCall(call: SignedCall): Promise<{ status: number; ok: boolean; payload: unknown } | null> {
  const url = `${call.baseUrl.replace(/\/+$/, '')}${call.path}`;
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  try {
    const response = await fetch(url, {
      method: call.method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        [INTERNAL_IDENTITY_HEADER]: signIdentity(call.identity, call.secret, { audience: call.audience, method: call.method, path: url, ...(body === undefined ? {} : { body }) }),
      },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    const payload = await response.json().catch(() => undefined);
    return { status: response.status, ok: response.ok, payload };
  } catch {
    return null;
  }
}

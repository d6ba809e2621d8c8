import { ANONYMOUS, type CallerIdentity } from '@imali/shared/nest';
import { IdentityInternalClient, type FetchLike } from '@imali/shared/identity-contract';
import { fetch, type Dispatcher } from 'undici';
import { makeRoom } from './bounded-map';

export const SESSION_COOKIE = 'imali_session';
/** Set by identity on sign-in ("<token>;<max-age seconds>") and sign-out; never sent to browsers. */
export const SESSION_SET_HEADER = 'x-imali-session-set';
export const SESSION_CLEAR_HEADER = 'x-imali-session-clear';

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`, ...(secure ? ['Secure'] : [])].join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
}

interface CacheEntry {
  identity: CallerIdentity | null;
  expires: number;
}

/**
 * Turns a session cookie into the caller's identity by asking identity (the owner of sessions).
 * Answers are cached for a few seconds per token so a page's burst of queries costs one look-up;
 * a sign-out through this gateway evicts at once.
 */
export class SessionResolver {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly identity: IdentityInternalClient;

  constructor(
    identityBaseUrl: string,
    secret: string,
    dispatcher: Dispatcher,
    timeoutMs: number,
    private readonly ttlMs = 5000,
    private readonly maxEntries = 10_000,
  ) {
    // identity's typed internal client, on the gateway's keep-alive pool.
    const onPool: FetchLike = (url, init) => fetch(url, { ...init, dispatcher });
    this.identity = new IdentityInternalClient({ baseUrl: identityBaseUrl, secret, timeoutMs, fetch: onPool });
  }

  async resolve(token: string | undefined): Promise<{ identity: CallerIdentity; invalid: boolean }> {
    if (!token) return { identity: ANONYMOUS, invalid: false };
    const now = Date.now();
    const cached = this.cache.get(token);
    if (cached && cached.expires > now) return { identity: cached.identity ?? ANONYMOUS, invalid: cached.identity === null };
    let identity: CallerIdentity | null;
    try {
      // null: identity does not know the token (401), so the cookie is cleared.
      identity = await this.identity.resolveSession(token);
    } catch {
      return { identity: ANONYMOUS, invalid: false }; // identity unwell: treat as visitor, keep the cookie
    }
    makeRoom(this.cache, this.maxEntries);
    this.cache.set(token, { identity, expires: now + this.ttlMs });
    return { identity: identity ?? ANONYMOUS, invalid: identity === null };
  }

  evict(token: string | undefined): void {
    if (token) this.cache.delete(token);
  }
}

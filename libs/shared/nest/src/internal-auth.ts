import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** Header the gateway puts on every subgraph call: who is calling, signed with INTERNAL_AUTH_SECRET. */
export const INTERNAL_IDENTITY_HEADER = 'x-imali-identity';

export interface CallerIdentity {
  /** The signed-in user (login account), or null for a visitor. */
  userId: string | null;
  /** The client record of that user, or null. */
  clientId: string | null;
  /** The session that authenticated the call, or null. */
  sessionId: string | null;
}

interface Claims extends CallerIdentity {
  iat: number;
  exp: number;
  jti: string;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');
const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** Signs the caller's identity for `ttlSeconds` (short: it only has to survive one subgraph call). */
export function signIdentity(identity: CallerIdentity, secret: string, ttlSeconds = 60, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: Claims = { ...identity, iat, exp: iat + ttlSeconds, jti: randomUUID() };
  const payload = b64(JSON.stringify(claims));
  return `${payload}.${sign(payload, secret)}`;
}

export type VerifyResult = { ok: true; identity: CallerIdentity } | { ok: false; reason: string };

/** Verifies a header made by signIdentity: signature, expiry, shape. Never throws. */
export function verifyIdentity(header: unknown, secret: string, now = Date.now()): VerifyResult {
  if (typeof header !== 'string' || header.length > 4096) return { ok: false, reason: 'missing' };
  const [payload, signature, extra] = header.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'bad signature' };
  let claims: Partial<Claims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now) return { ok: false, reason: 'expired' };
  const idOrNull = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
  return { ok: true, identity: { userId: idOrNull(claims.userId), clientId: idOrNull(claims.clientId), sessionId: idOrNull(claims.sessionId) } };
}

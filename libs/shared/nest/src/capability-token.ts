import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * A short-lived capability: lets a visitor (no session) do one narrow thing for one client, e.g.
 * upload the ID document of the policy they have just bought. Signed with a key derived from
 * INTERNAL_AUTH_SECRET and the purpose, so a token for one purpose is useless for another and
 * never passes as a gateway identity. Stateless: the services that sign and verify share the secret.
 */
export interface CapabilityClaims {
  readonly purpose: string;
  /** The client the capability acts for. */
  readonly clientId: string;
  /** Seconds since the epoch. */
  readonly exp: number;
  /** What it was issued for (e.g. the policy id), for audit. */
  readonly subject?: string;
  /** A server-side row the capability stands for, when its issuer keeps one (e.g. a passed set of credit bureau questions). */
  readonly ref?: string;
}

const keyFor = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'imali-capability', purpose, 32));
const mac = (payload: string, secret: string, purpose: string) => createHmac('sha256', keyFor(secret, purpose)).update(payload).digest('base64url');

export function signCapability(claims: Omit<CapabilityClaims, 'exp'>, secret: string, ttlSeconds: number, now = Date.now()): string {
  const full: CapabilityClaims = { ...claims, exp: Math.floor(now / 1000) + ttlSeconds };
  const payload = Buffer.from(JSON.stringify(full)).toString('base64url');
  return `${payload}.${mac(payload, secret, claims.purpose)}`;
}

export type CapabilityResult = { ok: true; claims: CapabilityClaims } | { ok: false; reason: 'missing' | 'malformed' | 'bad signature' | 'expired' };

/** Checks signature (for this purpose), expiry and shape. Never throws. */
export function verifyCapability(token: unknown, purpose: string, secret: string, now = Date.now()): CapabilityResult {
  if (typeof token !== 'string' || token.length === 0 || token.length > 2048) return { ok: false, reason: 'missing' };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(mac(payload, secret, purpose));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'bad signature' };
  let claims: Partial<CapabilityClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.purpose !== purpose || typeof claims.clientId !== 'string' || claims.clientId.length === 0) return { ok: false, reason: 'malformed' };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { purpose: claims.purpose, clientId: claims.clientId, exp: claims.exp, subject: typeof claims.subject === 'string' ? claims.subject : undefined, ...(typeof claims.ref === 'string' ? { ref: claims.ref } : {}) } };
}

/** Visitors who have just bought a funeral policy upload their selfie and ID document with this. */
export const DOCUMENT_UPLOAD_PURPOSE = 'document-upload';
/** How long after the sale a visitor may upload documents without signing in. */
export const DOCUMENT_UPLOAD_TTL_SECONDS = 2 * 60 * 60;

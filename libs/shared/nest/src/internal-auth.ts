import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** Header the gateway puts on every subgraph call: who is calling, signed with INTERNAL_AUTH_SECRET. */
export const INTERNAL_IDENTITY_HEADER = 'x-imali-identity';

/**
 * Where the caller is in sign-up, as identity saw it when it resolved the session. A client may
 * use the product only when all three hold; until then only the steps that complete them.
 */
export interface Verification {
  /** The registration form (profile) was completed. */
  registered: boolean;
  acceptedTerms: boolean;
  /** The cell number on file was proven by OTP. */
  otpVerified: boolean;
}

/** Staff roles (identity's StaffRole enum): what an employee may do in the staff-only parts. */
export const STAFF_ROLES = ['SALES_PERSON', 'GROUP_SALES', 'OPERATIONS'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRoleName => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** The caller's employee ("me") record, as identity saw it when it resolved the session. */
export interface StaffClaim {
  /** The staff user's id (e.g. a sale's salesPersonId). */
  staffId: string;
  roles: StaffRoleName[];
}

export interface CallerIdentity {
  /** The signed-in user (login account), or null for a visitor. */
  userId: string | null;
  /** The client record of that user, or null. */
  clientId: string | null;
  /** The session that authenticated the call, or null. */
  sessionId: string | null;
  /** Sign-up steps done; absent for a visitor or a service call (never "verified" by omission). */
  verification?: Verification;
  /** Only for an employee: their staff record and roles; absent for everyone else (never staff by omission). */
  staff?: StaffClaim;
}

/** The one request a signed header is good for. */
export interface SignedRequest {
  /** The subgraph being called (its SubgraphDefinition name); another subgraph refuses the header. */
  audience: string;
  method: string;
  /** Path and query exactly as sent, or the full URL (its path and query are what is signed). */
  path: string;
  /** The exact body bytes sent (none: empty). */
  body?: string | Buffer;
}

interface Claims extends CallerIdentity {
  aud: string;
  /** sha256 of method, path and body. */
  req: string;
  iat: number;
  exp: number;
  jti: string;
}

/** A header lives long enough for one call, allowing this much clock difference between pods. */
export const IDENTITY_TTL_SECONDS = 10;
export const IDENTITY_CLOCK_SKEW_MS = 2000;

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');
const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** Hash of a request as both ends see it. Incremental, so a receiver can hash the body as it streams in. */
export function requestHasher(method: string, path: string): { update(chunk: Buffer | string): void; digest(): string } {
  const hash = createHash('sha256').update(`${method.toUpperCase()} ${path}\n`);
  return { update: (chunk) => void hash.update(chunk), digest: () => hash.digest('base64url') };
}

export function requestHash(method: string, path: string, body: string | Buffer = ''): string {
  const target = /^https?:\/\//i.test(path) ? (({ pathname, search }) => `${pathname}${search}`)(new URL(path)) : path;
  const hasher = requestHasher(method, target);
  hasher.update(body);
  return hasher.digest();
}

/**
 * Signs the caller's identity for one request to one subgraph, for a few seconds: a captured
 * header cannot be replayed with another body, on another route or against another subgraph.
 * The only way to build the header (callers never assemble it by hand).
 */
export function signIdentity(identity: CallerIdentity, secret: string, request: SignedRequest, options: { ttlSeconds?: number; now?: number } = {}): string {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const claims: Claims = {
    userId: identity.userId,
    clientId: identity.clientId,
    sessionId: identity.sessionId,
    ...(identity.verification ? { verification: identity.verification } : {}),
    ...(identity.staff ? { staff: { staffId: identity.staff.staffId, roles: [...identity.staff.roles] } } : {}),
    aud: request.audience,
    req: requestHash(request.method, request.path, request.body),
    iat,
    exp: iat + (options.ttlSeconds ?? IDENTITY_TTL_SECONDS),
    jti: randomUUID(),
  };
  const payload = b64(JSON.stringify(claims));
  return `${payload}.${sign(payload, secret)}`;
}

export type VerifyResult = { ok: true; identity: CallerIdentity; requestHash: string } | { ok: false; reason: string };

/**
 * Verifies a header made by signIdentity: signature, lifetime, audience and shape. Never throws.
 * The request binding is returned (`requestHash`) for the receiver to compare once it has read
 * the body (see `requestHasher`); `expectedRequestHash` checks it at once when already known.
 */
export function verifyIdentity(
  header: unknown,
  secret: string,
  expected: { audience: string; expectedRequestHash?: string; now?: number },
): VerifyResult {
  const now = expected.now ?? Date.now();
  if (typeof header !== 'string' || header.length > 4096) return { ok: false, reason: 'missing' };
  const [payload, signature, extra] = header.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expectedSignature = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expectedSignature.length !== given.length || !timingSafeEqual(expectedSignature, given)) return { ok: false, reason: 'bad signature' };
  let claims: Partial<Claims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return { ok: false, reason: 'malformed' };
  if (claims.exp * 1000 + IDENTITY_CLOCK_SKEW_MS < now) return { ok: false, reason: 'expired' };
  if (claims.iat * 1000 - IDENTITY_CLOCK_SKEW_MS > now) return { ok: false, reason: 'not yet valid' };
  if (claims.aud !== expected.audience) return { ok: false, reason: 'wrong audience' };
  if (typeof claims.req !== 'string') return { ok: false, reason: 'malformed' };
  if (expected.expectedRequestHash !== undefined && !sameHash(claims.req, expected.expectedRequestHash)) return { ok: false, reason: 'other request' };
  const idOrNull = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
  const v = claims.verification;
  const verification =
    v && typeof v === 'object' ? { registered: v.registered === true, acceptedTerms: v.acceptedTerms === true, otpVerified: v.otpVerified === true } : undefined;
  const staff = staffClaimOf(claims.staff);
  return {
    ok: true,
    requestHash: claims.req,
    identity: {
      userId: idOrNull(claims.userId),
      clientId: idOrNull(claims.clientId),
      sessionId: idOrNull(claims.sessionId),
      ...(verification ? { verification } : {}),
      ...(staff ? { staff } : {}),
    },
  };
}

/** A well-formed staff claim (known roles only, each once), else undefined. */
export function staffClaimOf(value: unknown): StaffClaim | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { staffId, roles } = value as { staffId?: unknown; roles?: unknown };
  if (typeof staffId !== 'string' || staffId.length === 0 || !Array.isArray(roles)) return undefined;
  return { staffId, roles: STAFF_ROLES.filter((role) => roles.includes(role)) };
}

/** Constant-time comparison of two request hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

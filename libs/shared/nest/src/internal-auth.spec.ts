import { requestHash, signIdentity, verifyIdentity, IDENTITY_CLOCK_SKEW_MS, IDENTITY_TTL_SECONDS } from './internal-auth';

const secret = 's'.repeat(40);
const identity = { userId: 'u-1', clientId: 'c-1', sessionId: 's-1' };
const body = '{"query":"{ me { id } }"}';
const request = { audience: 'funeral', method: 'POST', path: '/graphql', body };
const expected = (over: Partial<{ audience: string; method: string; path: string; body: string }> = {}) => {
  const r = { ...request, ...over };
  return { audience: r.audience, expectedRequestHash: requestHash(r.method, r.path, r.body) };
};

describe('internal identity header', () => {
  it('round-trips the identity for the request it was signed for', () => {
    expect(verifyIdentity(signIdentity(identity, secret, request), secret, expected())).toEqual({ ok: true, identity, requestHash: requestHash('POST', '/graphql', body) });
  });

  it('signs a full URL as its path and query', () => {
    const header = signIdentity(identity, secret, { ...request, path: 'http://127.0.0.1:4102/graphql?x=1' });
    expect(verifyIdentity(header, secret, expected({ path: '/graphql?x=1' })).ok).toBe(true);
  });

  it('is refused by another subgraph (audience)', () => {
    const header = signIdentity(identity, secret, request);
    expect(verifyIdentity(header, secret, expected({ audience: 'identity' }))).toEqual({ ok: false, reason: 'wrong audience' });
  });

  it('is refused with another body, method or path', () => {
    const header = signIdentity(identity, secret, request);
    expect(verifyIdentity(header, secret, expected({ body: '{"query":"mutation { signOut }"}' }))).toEqual({ ok: false, reason: 'other request' });
    expect(verifyIdentity(header, secret, expected({ method: 'GET' }))).toEqual({ ok: false, reason: 'other request' });
    expect(verifyIdentity(header, secret, expected({ path: '/internal/sessions/resolve' }))).toEqual({ ok: false, reason: 'other request' });
  });

  it(`lives ${IDENTITY_TTL_SECONDS} s, with ${IDENTITY_CLOCK_SKEW_MS} ms of clock difference either way`, () => {
    const now = 1_800_000_000_000;
    const header = signIdentity(identity, secret, request, { now });
    expect(verifyIdentity(header, secret, { ...expected(), now: now + IDENTITY_TTL_SECONDS * 1000 + IDENTITY_CLOCK_SKEW_MS - 1 }).ok).toBe(true);
    expect(verifyIdentity(header, secret, { ...expected(), now: now + IDENTITY_TTL_SECONDS * 1000 + IDENTITY_CLOCK_SKEW_MS + 1000 })).toEqual({ ok: false, reason: 'expired' });
    expect(verifyIdentity(header, secret, { ...expected(), now: now - IDENTITY_CLOCK_SKEW_MS - 1000 })).toEqual({ ok: false, reason: 'not yet valid' });
    // The old 60 s header is gone: a replay 30 s later fails.
    expect(verifyIdentity(header, secret, { ...expected(), now: now + 30_000 })).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects another secret, tampering and junk', () => {
    const header = signIdentity(identity, secret, request);
    expect(verifyIdentity(header, 't'.repeat(40), expected())).toEqual({ ok: false, reason: 'bad signature' });
    const [payload, signature] = header.split('.');
    for (const change of [{ clientId: 'c-2' }, { aud: 'identity' }, { exp: 9_999_999_999 }, { verification: { registered: true, acceptedTerms: true, otpVerified: true } }]) {
      const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ...change })).toString('base64url');
      expect(verifyIdentity(`${forged}.${signature}`, secret, expected()).ok).toBe(false);
    }
    for (const junk of [undefined, '', 'abc', 'a.b.c', 42, 'x'.repeat(5000)]) expect(verifyIdentity(junk, secret, expected()).ok).toBe(false);
  });

  it('carries an employee record as signed, only known roles, and never makes staff by tampering', () => {
    const staff = { ...identity, staff: { staffId: 'e-1', roles: ['GROUP_SALES', 'OPERATIONS'] as ('GROUP_SALES' | 'OPERATIONS')[] } };
    expect(verifyIdentity(signIdentity(staff, secret, request), secret, expected())).toMatchObject({ ok: true, identity: staff });
    const odd = { ...identity, staff: { staffId: 'e-1', roles: ['ADMIN', 'SALES_PERSON', 'SALES_PERSON'] } } as unknown as typeof staff;
    expect(verifyIdentity(signIdentity(odd, secret, request), secret, expected())).toMatchObject({ ok: true, identity: { staff: { staffId: 'e-1', roles: ['SALES_PERSON'] } } });
    const plain = verifyIdentity(signIdentity(identity, secret, request), secret, expected());
    expect(plain.ok && plain.identity.staff).toBeUndefined();
    const [payload, signature] = signIdentity(identity, secret, request).split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), staff: { staffId: 'x', roles: ['OPERATIONS'] } })).toString('base64url');
    expect(verifyIdentity(`${forged}.${signature}`, secret, expected()).ok).toBe(false);
  });

  it('carries a visitor as nulls and the verification state as signed', () => {
    const visitor = { userId: null, clientId: null, sessionId: null };
    expect(verifyIdentity(signIdentity(visitor, secret, request), secret, expected())).toMatchObject({ ok: true, identity: visitor });
    const pending = { ...identity, verification: { registered: true, acceptedTerms: true, otpVerified: false } };
    expect(verifyIdentity(signIdentity(pending, secret, request), secret, expected())).toMatchObject({ ok: true, identity: pending });
  });
});

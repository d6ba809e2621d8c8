import { signIdentity, verifyIdentity } from './internal-auth';

const secret = 's'.repeat(40);
const identity = { userId: 'u-1', clientId: 'c-1', sessionId: 's-1' };

describe('internal identity header', () => {
  it('round-trips the identity', () => {
    expect(verifyIdentity(signIdentity(identity, secret), secret)).toEqual({ ok: true, identity });
  });

  it('rejects another secret, tampering, expiry and junk', () => {
    const header = signIdentity(identity, secret);
    expect(verifyIdentity(header, 't'.repeat(40))).toEqual({ ok: false, reason: 'bad signature' });
    const [payload, signature] = header.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), clientId: 'c-2' })).toString('base64url');
    expect(verifyIdentity(`${forged}.${signature}`, secret).ok).toBe(false);
    expect(verifyIdentity(signIdentity(identity, secret, 60, Date.now() - 120_000), secret)).toEqual({ ok: false, reason: 'expired' });
    for (const junk of [undefined, '', 'abc', 'a.b.c', 42, 'x'.repeat(5000)]) expect(verifyIdentity(junk, secret).ok).toBe(false);
  });

  it('carries a visitor as nulls', () => {
    const visitor = { userId: null, clientId: null, sessionId: null };
    expect(verifyIdentity(signIdentity(visitor, secret), secret)).toEqual({ ok: true, identity: visitor });
  });
});

import { DOCUMENT_UPLOAD_PURPOSE, signCapability, verifyCapability } from './capability-token';
import { signIdentity, verifyIdentity } from './internal-auth';

const secret = 'a-test-secret-that-is-long-enough-123456';
const now = Date.UTC(2026, 10, 22, 8, 0, 0);

describe('capability tokens', () => {
  const token = signCapability({ purpose: DOCUMENT_UPLOAD_PURPOSE, clientId: 'client-1', subject: 'policy-9' }, secret, 3600, now);

  it('verifies for its purpose until it expires', () => {
    expect(verifyCapability(token, DOCUMENT_UPLOAD_PURPOSE, secret, now + 3599_000)).toEqual({
      ok: true,
      claims: { purpose: DOCUMENT_UPLOAD_PURPOSE, clientId: 'client-1', subject: 'policy-9', exp: Math.floor(now / 1000) + 3600 },
    });
    expect(verifyCapability(token, DOCUMENT_UPLOAD_PURPOSE, secret, now + 3601_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused for another purpose, another secret, or when altered', () => {
    expect(verifyCapability(token, 'something-else', secret, now).ok).toBe(false);
    expect(verifyCapability(token, DOCUMENT_UPLOAD_PURPOSE, `${secret}x`, now)).toEqual({ ok: false, reason: 'bad signature' });
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ purpose: DOCUMENT_UPLOAD_PURPOSE, clientId: 'client-2', exp: Math.floor(now / 1000) + 3600 })).toString('base64url');
    expect(verifyCapability(`${forged}.${mac}`, DOCUMENT_UPLOAD_PURPOSE, secret, now)).toEqual({ ok: false, reason: 'bad signature' });
    expect(verifyCapability(`${payload}.${mac}.x`, DOCUMENT_UPLOAD_PURPOSE, secret, now)).toEqual({ ok: false, reason: 'malformed' });
    for (const junk of [undefined, null, '', 42, 'abc', 'x'.repeat(5000)]) expect(verifyCapability(junk, DOCUMENT_UPLOAD_PURPOSE, secret, now).ok).toBe(false);
  });

  it('never passes as a gateway identity, nor an identity as a capability', () => {
    expect(verifyIdentity(token, secret, { audience: 'vault', now }).ok).toBe(false);
    const identity = signIdentity({ userId: 'u', clientId: 'client-1', sessionId: 's' }, secret, { audience: 'vault', method: 'POST', path: '/internal/files' }, { now });
    expect(verifyCapability(identity, DOCUMENT_UPLOAD_PURPOSE, secret, now).ok).toBe(false);
  });
});

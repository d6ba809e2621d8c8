import { randomBytes } from 'node:crypto';
import { PiiCipher } from './pii-cipher';

describe('PiiCipher', () => {
  const cipher = new PiiCipher(randomBytes(32).toString('base64'));

  it('round-trips and never stores the plain value', () => {
    const sealed = cipher.encrypt('8001015009087');
    expect(sealed).not.toContain('8001015009087');
    expect(cipher.decrypt(sealed)).toBe('8001015009087');
  });

  it('uses a fresh IV so equal values encrypt differently', () => {
    expect(cipher.encrypt('8001015009087')).not.toBe(cipher.encrypt('8001015009087'));
  });

  it('rejects tampered ciphertext', () => {
    const sealed = cipher.encrypt('8001015009087');
    const [v, iv, tag, data] = sealed.split('.');
    // Flip one bit of the ciphertext itself (editing the base64 text could touch only padding bits).
    const bytes = Buffer.from(data!, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => cipher.decrypt([v, iv, tag, bytes.toString('base64url')].join('.'))).toThrow();
  });

  it('hashes look-ups independent of spacing and case, keyed by the secret', () => {
    expect(cipher.lookupHash('800101 5009 087')).toBe(cipher.lookupHash('8001015009087'));
    expect(new PiiCipher(randomBytes(32).toString('base64')).lookupHash('8001015009087')).not.toBe(cipher.lookupHash('8001015009087'));
  });

  it('refuses a key of the wrong length', () => {
    expect(() => new PiiCipher(randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });
});

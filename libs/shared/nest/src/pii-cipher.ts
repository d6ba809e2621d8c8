import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Encrypts personal numbers at rest (AES-256-GCM, random IV) and makes keyed hashes for
 * equality look-ups. The hash key is derived from the same secret so one key is configured.
 */
export class PiiCipher {
  private readonly key: Buffer;
  private readonly hashKey: Buffer;

  constructor(base64Key: string) {
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error('PII key must be 32 bytes');
    this.hashKey = createHmac('sha256', this.key).update('imali-pii-lookup-v1').digest();
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown ciphertext format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Keyed hash of a normalised value (spaces removed, upper case). */
  lookupHash(value: string): string {
    return createHmac('sha256', this.hashKey).update(value.replace(/\s+/g, '').toUpperCase()).digest('hex');
  }
}

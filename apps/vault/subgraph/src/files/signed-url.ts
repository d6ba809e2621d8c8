// Short-lived signed file URLs (query `file(id)`): /files/{id}?expires={unix seconds}&signature={hmac}.
// The signature is an HMAC of the file id and expiry under a key derived from INTERNAL_AUTH_SECRET,
// so any vault instance checks it and nothing is stored (docs/decisions/vault-signed-file-urls.md).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { fileUrl } from './file.service';

/** How long a signed URL works: long enough to open or download, short enough that a copied link dies soon. */
export const SIGNED_URL_TTL_SECONDS = 300;
export const LINK_EXPIRED_MESSAGE = 'This link has expired. Open the document again to get a new one.';

const key = (secret: string) => createHmac('sha256', secret).update('vault:file-url:v1').digest();
const mac = (secret: string, fileId: string, expires: number) => createHmac('sha256', key(secret)).update(`${fileId.toLowerCase()}.${expires}`).digest('base64url');

export interface SignedFileUrl {
  url: string;
  expiresAt: Date;
}

export function signFileUrl(fileId: string, secret: string, now = Date.now(), ttlSeconds = SIGNED_URL_TTL_SECONDS): SignedFileUrl {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return { url: `${fileUrl(fileId)}?expires=${expires}&signature=${mac(secret, fileId, expires)}`, expiresAt: new Date(expires * 1000) };
}

export type SignatureCheck = 'absent' | 'valid' | 'expired' | 'invalid';

/** Whether the query's signature opens this file now. */
export function checkFileSignature(fileId: string, query: { expires?: unknown; signature?: unknown } | undefined, secret: string, now = Date.now()): SignatureCheck {
  const { expires, signature } = query ?? {};
  if (expires === undefined && signature === undefined) return 'absent';
  if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires) || signature.length > 100) return 'invalid';
  const expected = Buffer.from(mac(secret, fileId, Number(expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(expires) * 1000 > now ? 'valid' : 'expired';
}

/**
 * A random UUID (v4) for a mutation's idempotency key: made once per submission attempt and
 * kept across retries, so a double click or a retry after a timeout creates one record.
 * `crypto.randomUUID` exists only in secure contexts (https, localhost); elsewhere the key is
 * built from `crypto.getRandomValues`, which every browser has. Components key their submits
 * through useIdempotentSubmit (use-idempotent-submit.ts), which decides when an attempt is new.
 */
export function newIdempotencyKey(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

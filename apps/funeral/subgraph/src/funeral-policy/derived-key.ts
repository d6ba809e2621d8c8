import { createHash } from 'node:crypto';

/**
 * A stable key for one of identity's idempotent calls, derived from what makes the call the same
 * (a sale's key, or a policy and the change asked for): a retry finds what the first call made.
 */
export function derivedKey(key: string, purpose: string): string {
  const hex = createHash('sha256').update(`${purpose}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

// Helpers every sandbox shares: answers derived from the input (never Math.random), a latency
// that can be set to 0, and one failure rule per integration (see libs/integrations/README.md).
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** A stable number in [0, buckets) from the input: the same input always gets the same answer. */
export function deterministicBucket(input: string, buckets: number): number {
  if (!Number.isInteger(buckets) || buckets < 1) throw new RangeError('buckets must be a positive integer');
  return createHash('sha256').update(input).digest().readUInt32BE(0) % buckets;
}

/** A stable id-like reference from the input (e.g. a provider's mandate reference). */
export function deterministicReference(prefix: string, input: string, length = 12): string {
  return `${prefix}${createHash('sha256').update(input).digest('hex').slice(0, length).toUpperCase()}`;
}

/** Waits as a real provider's round trip would; 0 (unit tests) resolves on the next tick. */
export async function simulateLatency(ms: number): Promise<void> {
  if (ms > 0) await sleep(ms);
}

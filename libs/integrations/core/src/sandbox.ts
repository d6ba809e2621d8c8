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

/**
 * A repeatable stream of numbers in [0, 1) seeded from the input (sha256, then mulberry32):
 * a sandbox that invents a whole record (the credit bureau's) draws from it, so the same input
 * always gets the same record and different inputs look different.
 */
export function deterministicRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Failures a sandbox can be told to show for every call (besides its magic inputs), so callers'
 * error and loading states can be seen on demand: `unavailable` fails retryably as an outage does,
 * `slow` answers correctly but only after the configured slow delay.
 */
export const SANDBOX_FAILURE_MODES = ['none', 'unavailable', 'slow'] as const;
export type SandboxFailureMode = (typeof SANDBOX_FAILURE_MODES)[number];

/**
 * A sandbox's callbacks to the app, as a provider's webhooks arrive: `later` runs an answer after
 * `afterMs` (timers that never hold the process open, cleared by `stop`), and `deliver` hands a
 * result to every registered handler, trying a failing handler again (3 attempts, 25 ms more
 * each time), as webhooks are retried.
 */
export class SandboxCallbacks {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly afterMs: number) {}

  later(run: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, this.afterMs);
    timer.unref();
    this.timers.add(timer);
  }

  async deliver<T>(handlers: readonly ((result: T) => Promise<void>)[], result: T): Promise<void> {
    for (const handler of handlers) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        try {
          await handler(result);
          break;
        } catch {
          await simulateLatency(25 * attempt);
        }
      }
    }
  }

  /** Drops every answer not yet given (shutdown, tests). */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

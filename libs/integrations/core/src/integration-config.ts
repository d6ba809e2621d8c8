import { z } from 'zod';
import { SANDBOX_FAILURE_MODES } from './sandbox';

/** Default sandbox latency per environment: small in development, none in tests. */
export const DEFAULT_SANDBOX_LATENCY_MS = { development: 50, test: 0, production: 50 } as const;

type NodeEnv = keyof typeof DEFAULT_SANDBOX_LATENCY_MS;

/** NODE_ENV as the config schemas read it (development unless test or production). */
export function nodeEnvOf(env: NodeJS.ProcessEnv): NodeEnv {
  const value = env['NODE_ENV'];
  return value === 'test' || value === 'production' ? value : 'development';
}

/** A latency variable in milliseconds (0 to 60 s), with the environment's default when unset. */
export const latencySchema = (fallback: number) => z.coerce.number().int().min(0).max(60_000).default(fallback);

/** A sandbox's `<SYSTEM>_SANDBOX_FAILURE` variable: none (default), unavailable or slow. */
export const sandboxFailureSchema = () => z.enum(SANDBOX_FAILURE_MODES).default('none');

/**
 * The latency an integration's sandbox uses: its own variable (e.g. DEBICHECK_SANDBOX_LATENCY_MS)
 * if set, else SANDBOX_LATENCY_MS, else the environment's default.
 */
export function sandboxLatencyDefault(env: NodeJS.ProcessEnv): number {
  const shared = env['SANDBOX_LATENCY_MS'];
  if (shared !== undefined && shared !== '' && /^\d+$/.test(shared)) return Math.min(Number(shared), 60_000);
  return DEFAULT_SANDBOX_LATENCY_MS[nodeEnvOf(env)];
}

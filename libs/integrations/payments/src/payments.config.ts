import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';
import { latencySchema, nodeEnvOf, sandboxFailureSchema, sandboxLatencyDefault } from '@imali/integrations/core';

/** How long the sandbox bank takes to settle a payout, by default: a few seconds, none in tests. */
export const DEFAULT_PAYMENTS_ANSWER_MS = { development: 3000, test: 0, production: 3000 } as const;
/** How long a slow sandbox answer takes, by default: long enough to see a loading state; short in tests. */
export const DEFAULT_PAYMENTS_SLOW_MS = { development: 3000, test: 200, production: 3000 } as const;

export const paymentsConfigSchema = (env: NodeJS.ProcessEnv) =>
  z.object({
    /** A real provider (a bank's payments API) adds its name here and its settings below. */
    PAYMENTS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    PAYMENTS_SANDBOX_LATENCY_MS: latencySchema(sandboxLatencyDefault(env)),
    PAYMENTS_SANDBOX_ANSWER_MS: latencySchema(DEFAULT_PAYMENTS_ANSWER_MS[nodeEnvOf(env)]),
    /** none (default), unavailable (every call fails, retryably) or slow (every call waits PAYMENTS_SANDBOX_SLOW_MS). */
    PAYMENTS_SANDBOX_FAILURE: sandboxFailureSchema(),
    PAYMENTS_SANDBOX_SLOW_MS: latencySchema(DEFAULT_PAYMENTS_SLOW_MS[nodeEnvOf(env)]),
  });

export type PaymentsConfig = z.infer<ReturnType<typeof paymentsConfigSchema>>;
export const loadPaymentsConfig = (env: NodeJS.ProcessEnv = process.env): PaymentsConfig => loadConfig(paymentsConfigSchema(env), env);

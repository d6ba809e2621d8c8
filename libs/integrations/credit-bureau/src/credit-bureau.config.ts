import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';
import { latencySchema, nodeEnvOf, sandboxFailureSchema, sandboxLatencyDefault } from '@imali/integrations/core';

/** How long a slow sandbox answer takes, by default: long enough to see a loading state; short in tests. */
export const DEFAULT_SANDBOX_SLOW_MS = { development: 3000, test: 200, production: 3000 } as const;

export const creditBureauConfigSchema = (env: NodeJS.ProcessEnv) =>
  z.object({
    /** A real bureau adds its name here and its settings below. */
    CREDIT_BUREAU_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    CREDIT_BUREAU_SANDBOX_LATENCY_MS: latencySchema(sandboxLatencyDefault(env)),
    /** none (default), unavailable (every call fails, retryably) or slow (every call waits CREDIT_BUREAU_SANDBOX_SLOW_MS). */
    CREDIT_BUREAU_SANDBOX_FAILURE: sandboxFailureSchema(),
    CREDIT_BUREAU_SANDBOX_SLOW_MS: latencySchema(DEFAULT_SANDBOX_SLOW_MS[nodeEnvOf(env)]),
  });

export type CreditBureauConfig = z.infer<ReturnType<typeof creditBureauConfigSchema>>;
export const loadCreditBureauConfig = (env: NodeJS.ProcessEnv = process.env): CreditBureauConfig => loadConfig(creditBureauConfigSchema(env), env);

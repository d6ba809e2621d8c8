import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';
import { latencySchema, nodeEnvOf, sandboxFailureSchema, sandboxLatencyDefault } from '@imali/integrations/core';

/** How long a slow sandbox answer takes, by default: long enough to see a loading state; short in tests. */
export const DEFAULT_VACCINATION_SLOW_MS = { development: 3000, test: 200, production: 3000 } as const;

export const vaccinationConfigSchema = (env: NodeJS.ProcessEnv) =>
  z.object({
    /** A real provider (the national system's API) adds its name here and its settings below. */
    VACCINATION_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    VACCINATION_SANDBOX_LATENCY_MS: latencySchema(sandboxLatencyDefault(env)),
    /** none (default), unavailable (every call fails, retryably) or slow (every call waits VACCINATION_SANDBOX_SLOW_MS). */
    VACCINATION_SANDBOX_FAILURE: sandboxFailureSchema(),
    VACCINATION_SANDBOX_SLOW_MS: latencySchema(DEFAULT_VACCINATION_SLOW_MS[nodeEnvOf(env)]),
  });

export type VaccinationConfig = z.infer<ReturnType<typeof vaccinationConfigSchema>>;
export const loadVaccinationConfig = (env: NodeJS.ProcessEnv = process.env): VaccinationConfig => loadConfig(vaccinationConfigSchema(env), env);

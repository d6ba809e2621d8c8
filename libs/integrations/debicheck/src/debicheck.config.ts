import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';
import { latencySchema, nodeEnvOf, sandboxLatencyDefault } from '@imali/integrations/core';

/** How long the sandbox account holder takes to answer, by default: a few seconds, none in tests. */
export const DEFAULT_SANDBOX_ANSWER_MS = { development: 3000, test: 0, production: 3000 } as const;

export const debiCheckConfigSchema = (env: NodeJS.ProcessEnv) =>
  z.object({
    /** A real provider (a bank or a payment bureau) adds its name here and its settings below. */
    DEBICHECK_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    DEBICHECK_SANDBOX_LATENCY_MS: latencySchema(sandboxLatencyDefault(env)),
    DEBICHECK_SANDBOX_ANSWER_MS: latencySchema(DEFAULT_SANDBOX_ANSWER_MS[nodeEnvOf(env)]),
  });

export type DebiCheckConfig = z.infer<ReturnType<typeof debiCheckConfigSchema>>;
export const loadDebiCheckConfig = (env: NodeJS.ProcessEnv = process.env): DebiCheckConfig => loadConfig(debiCheckConfigSchema(env), env);

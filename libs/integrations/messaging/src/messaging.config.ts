import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';
import { latencySchema, sandboxLatencyDefault } from '@imali/integrations/core';

/** Which SMS/e-mail provider; a real one adds its name here and its settings below. */
export const messagingConfigSchema = (env: NodeJS.ProcessEnv) =>
  z.object({
    MESSAGING_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    MESSAGING_SANDBOX_LATENCY_MS: latencySchema(sandboxLatencyDefault(env)),
  });

export type MessagingConfig = z.infer<ReturnType<typeof messagingConfigSchema>>;
export const loadMessagingConfig = (env: NodeJS.ProcessEnv = process.env): MessagingConfig => loadConfig(messagingConfigSchema(env), env);

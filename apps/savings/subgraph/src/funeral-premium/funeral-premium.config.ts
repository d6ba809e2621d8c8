import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';

/** Savings' settings for the "keeps a funeral policy" feature, read beside the subgraph's own. */
export const funeralPremiumConfigSchema = z.object({
  INTERNAL_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Funeral's internal API: whose policy an id is, before a goal may keep it. */
  FUNERAL_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4102'),
});

export type FuneralPremiumConfig = z.infer<typeof funeralPremiumConfigSchema>;
export const FUNERAL_PREMIUM_CONFIG = Symbol('FUNERAL_PREMIUM_CONFIG');
export const loadFuneralPremiumConfig = (env: NodeJS.ProcessEnv = process.env): FuneralPremiumConfig => loadConfig(funeralPremiumConfigSchema, env);

import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';

const onOff = z.enum(['on', 'off']);

/** The premium collection job's settings, read beside the subgraph's own. */
export const premiumCollectionConfigSchema = (env: NodeJS.ProcessEnv) =>
  z.object({
    /** The schedule in the running subgraph (off under test: tests run a pass directly). */
    FUNERAL_JOBS: onOff.default(env['NODE_ENV'] === 'test' ? 'off' : 'on'),
    /** How often the run looks for today's pay days, unsettled collections and premiums still to resolve. */
    FUNERAL_COLLECTION_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(10 * 60_000),
    /** How long one scheduled run waits for the bank's results before leaving them to the next. */
    FUNERAL_COLLECTION_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
    /** Savings' internal API: a failed premium is paid from the Funeral goal that keeps the policy. */
    SAVINGS_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4104'),
  });

export type PremiumCollectionConfig = z.infer<ReturnType<typeof premiumCollectionConfigSchema>>;
export const PREMIUM_COLLECTION_CONFIG = Symbol('PREMIUM_COLLECTION_CONFIG');
export const loadPremiumCollectionConfig = (env: NodeJS.ProcessEnv = process.env): PremiumCollectionConfig => loadConfig(premiumCollectionConfigSchema(env), env);

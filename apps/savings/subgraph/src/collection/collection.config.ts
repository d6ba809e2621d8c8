import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';

const onOff = z.enum(['on', 'off']);

/** The savings jobs' settings (collections, EFT matching and the December payout), read beside the subgraph's own. */
export const collectionConfigSchema = (env: NodeJS.ProcessEnv) =>
  z.object({
    /** The schedules in the running subgraph (off under test: tests run a pass directly). */
    SAVINGS_JOBS: onOff.default(env['NODE_ENV'] === 'test' ? 'off' : 'on'),
    /** How often the collection run looks for today's pay days and unsettled collections. */
    SAVINGS_COLLECTION_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(10 * 60_000),
    /** How long one scheduled run waits for the bank's results before leaving them to the next. */
    SAVINGS_COLLECTION_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
    /** How often incoming EFTs are read and matched. */
    SAVINGS_EFT_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
    /** How often the December Fund payout looks for today's payout dates (once per bucket and date, so often is safe). */
    SAVINGS_DECEMBER_PAYOUT_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(10 * 60_000),
  });

export type CollectionConfig = z.infer<ReturnType<typeof collectionConfigSchema>>;
export const COLLECTION_CONFIG = Symbol('COLLECTION_CONFIG');
export const loadCollectionConfig = (env: NodeJS.ProcessEnv = process.env): CollectionConfig => loadConfig(collectionConfigSchema(env), env);

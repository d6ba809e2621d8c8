import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';

const savingsConfigSchema = z.object({
  /** Signs calls to identity's internal API. */
  INTERNAL_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Identity's internal API (the client's bank accounts for payouts, messages to the client). */
  IDENTITY_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4101'),
  /**
   * How often PROCESSING withdrawals are reconciled: the provider is asked for each payout's status
   * (a lost answer settles it), handed it again if it never arrived, and settled ones not yet told
   * are told; 0: never.
   */
  SAVINGS_PAYOUT_RESUBMIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(process.env['NODE_ENV'] === 'test' ? 0 : 60_000),
});

export type SavingsConfig = z.infer<typeof savingsConfigSchema>;
export const SAVINGS_CONFIG = Symbol('SAVINGS_CONFIG');
export const loadSavingsConfig = (env: NodeJS.ProcessEnv = process.env): SavingsConfig => loadConfig(savingsConfigSchema, env);

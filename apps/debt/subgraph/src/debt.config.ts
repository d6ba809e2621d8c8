import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';

const debtConfigSchema = z.object({
  /** Signs and checks credit record access codes (shared with credit life and clearance). */
  INTERNAL_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** base64 of 32 bytes: the ID numbers of stored credit records are encrypted with it. */
  PII_ENCRYPTION_KEY: z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be base64 of exactly 32 bytes'),
  /** Identity's internal API (a client's ID number and its verification). */
  IDENTITY_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4101'),
  /** The daily 14:00 refresh of client-linked records (off under test: tests run a pass themselves). */
  DEBT_DAILY_REFRESH: z.enum(['on', 'off']).default(process.env['NODE_ENV'] === 'test' ? 'off' : 'on'),
});

export type DebtConfig = z.infer<typeof debtConfigSchema>;
export const DEBT_CONFIG = Symbol('DEBT_CONFIG');
export const loadDebtConfig = (env: NodeJS.ProcessEnv = process.env): DebtConfig => loadConfig(debtConfigSchema, env);

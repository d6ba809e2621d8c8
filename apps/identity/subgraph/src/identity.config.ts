import { z } from 'zod';
import { loadConfig, requireWebOriginInProduction, webOriginOrDevelopment, webOriginSchema } from '@imali/shared/nest';

const identityConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** base64 of 32 random bytes: AES-256-GCM key for ID and bank account numbers. */
  PII_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be base64 of exactly 32 bytes (openssl rand -base64 32)'),
  SESSION_TTL_HOURS: z.coerce.number().min(1).max(24 * 30).default(8),
  SESSION_IDLE_MINUTES: z.coerce.number().min(5).max(24 * 60).default(30),
  INTERNAL_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Areas whose records a proven guest sale moves to the client (docs/decisions/guest-sale-records.md). */
  FUNERAL_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4102'),
  VAULT_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4107'),
  /**
   * The public web origin (the shell's, e.g. https://imali.co.za): the link in the SMS that asks a
   * third party's account holder to sign a debit order (docs/decisions/debit-order-third-party-signing.md).
   */
  WEB_ORIGIN: webOriginSchema,
})
  .superRefine(requireWebOriginInProduction)
  .transform(webOriginOrDevelopment);

export type IdentityConfig = z.infer<typeof identityConfigSchema>;
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig => loadConfig(identityConfigSchema, env);

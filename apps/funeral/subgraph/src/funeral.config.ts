import { z } from 'zod';
import { loadConfig, requireWebOriginInProduction, webOriginOrDevelopment, webOriginSchema } from '@imali/shared/nest';
import { SANDBOX_EASYPAY_RECEIVER_ID } from '@imali/funeral/domain';

const funeralConfigSchema = z.object({
  INTERNAL_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** base64 of 32 bytes: member and beneficiary ID numbers are encrypted with it. */
  PII_ENCRYPTION_KEY: z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be base64 of exactly 32 bytes'),
  /** Identity's internal API (clients and bank accounts for sales). */
  IDENTITY_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4101'),
  /**
   * The public web origin (the shell's, e.g. https://imali.co.za): links in messages to clients,
   * such as the page where they sign their debit order (docs/decisions/funeral-naedo-mandate-signing.md).
   */
  WEB_ORIGIN: webOriginSchema,
  EASYPAY_RECEIVER_ID: z.string().regex(/^\d{4}$/, 'must be 4 digits').default(SANDBOX_EASYPAY_RECEIVER_ID),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
})
  .superRefine(requireWebOriginInProduction)
  .transform(webOriginOrDevelopment);

export type FuneralConfig = z.infer<typeof funeralConfigSchema>;
export const FUNERAL_CONFIG = Symbol('FUNERAL_CONFIG');
export const loadFuneralConfig = (env: NodeJS.ProcessEnv = process.env): FuneralConfig => loadConfig(funeralConfigSchema, env);

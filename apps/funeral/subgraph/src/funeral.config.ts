import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';
import { SANDBOX_EASYPAY_RECEIVER_ID } from '@imali/funeral/domain';

/** The shell of `npm start`: the signing link's origin in development and tests. */
const DEVELOPMENT_WEB_ORIGIN = 'http://localhost:4200';

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
  WEB_ORIGIN: z.string().url().optional(),
  EASYPAY_RECEIVER_ID: z.string().regex(/^\d{4}$/, 'must be 4 digits').default(SANDBOX_EASYPAY_RECEIVER_ID),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
})
  .superRefine((config, context) => {
    // Clients must never get a link to a developer's machine: production names its origin (the k8s
    // config map, compose), and the development default is for development and tests only.
    if (config.NODE_ENV === 'production' && !config.WEB_ORIGIN) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ['WEB_ORIGIN'], message: 'must be set to the public web origin in production' });
    }
  })
  .transform((config) => ({ ...config, WEB_ORIGIN: config.WEB_ORIGIN ?? DEVELOPMENT_WEB_ORIGIN }));

export type FuneralConfig = z.infer<typeof funeralConfigSchema>;
export const FUNERAL_CONFIG = Symbol('FUNERAL_CONFIG');
export const loadFuneralConfig = (env: NodeJS.ProcessEnv = process.env): FuneralConfig => loadConfig(funeralConfigSchema, env);

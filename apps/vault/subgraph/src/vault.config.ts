import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';

const vaultConfigSchema = z.object({
  /** Also verifies the document upload tokens the funeral sale hands to visitors, and signs file links. */
  INTERNAL_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** base64 of 32 bytes: e-mail addresses and cell numbers the vault keeps (sent documents, the outbox) are encrypted with it. */
  PII_ENCRYPTION_KEY: z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be base64 of exactly 32 bytes'),
  /** Funeral's internal API: a policy's data for its schedule, wording and letters. */
  FUNERAL_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4102'),
  /** Identity's internal API: a client's debit order for the mandate PDF. */
  IDENTITY_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4101'),
  /**
   * Files uploaded this many days ago or more that no document records are removed
   * (docs/decisions/vault-unrecorded-upload-cleanup.md); 0 turns the clean-up off.
   */
  VAULT_UNRECORDED_FILE_MAX_AGE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** How often the clean-up runs, in ms; 0 turns it off (the default under test, where tests run it themselves). */
  VAULT_UNRECORDED_CLEANUP_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(process.env['NODE_ENV'] === 'test' ? 0 : 3_600_000),
});

export type VaultConfig = z.infer<typeof vaultConfigSchema>;
export const VAULT_CONFIG = Symbol('VAULT_CONFIG');
export const loadVaultConfig = (env: NodeJS.ProcessEnv = process.env): VaultConfig => loadConfig(vaultConfigSchema, env);

import { z } from 'zod';
import { loadConfig } from '@imali/shared/nest';

const vaultConfigSchema = z.object({
  /** Also verifies the document upload tokens the funeral sale hands to visitors. */
  INTERNAL_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
});

export type VaultConfig = z.infer<typeof vaultConfigSchema>;
export const VAULT_CONFIG = Symbol('VAULT_CONFIG');
export const loadVaultConfig = (env: NodeJS.ProcessEnv = process.env): VaultConfig => loadConfig(vaultConfigSchema, env);

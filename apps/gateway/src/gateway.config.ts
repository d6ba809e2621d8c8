import { z } from 'zod';
import { baseConfigSchema, portSchema } from '@imali/shared/nest';
import { OPERATION_LIMITS } from './operation-limits';

const url = z.string().url().optional();

export const gatewayConfigSchema = baseConfigSchema.extend({
  PORT: portSchema.default(4000),
  /** The composed supergraph (tools/scripts/generate.mjs); never composed at runtime. */
  SUPERGRAPH_PATH: z.string().min(1).optional(),
  SUBGRAPH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  MAX_QUERY_DEPTH: z.coerce.number().int().min(2).max(50).default(OPERATION_LIMITS.maxDepth),
  MAX_QUERY_BYTES: z.coerce.number().int().min(1000).max(1_000_000).default(20_000),
  SESSION_COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /**
   * Peers whose X-Forwarded-For is believed (comma-separated addresses, CIDRs or the keywords
   * loopback, linklocal, uniquelocal; empty: none). Anyone else's header is ignored, so a caller
   * cannot choose the address its rate limits count against.
   */
  TRUSTED_PROXIES: z.string().default('loopback'),
  /** Visitors' answers to these root query fields are cached (comma-separated; empty: none). */
  PUBLIC_QUERY_CACHE_FIELDS: z.string().default('getPolicyQuote'),
  /** How long a cached visitor answer is kept (0: no cache). */
  PUBLIC_QUERY_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  PUBLIC_QUERY_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  SUBGRAPH_IDENTITY_URL: url,
  SUBGRAPH_FUNERAL_URL: url,
  SUBGRAPH_CREDIT_LIFE_URL: url,
  SUBGRAPH_SAVINGS_URL: url,
  SUBGRAPH_DEBT_URL: url,
  SUBGRAPH_CLEARANCE_URL: url,
  SUBGRAPH_VAULT_URL: url,
  SUBGRAPH_GROUPS_URL: url,
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** SUBGRAPH_<NAME>_URL overrides the URL composed into the supergraph (e.g. in Kubernetes). */
export function subgraphUrl(config: GatewayConfig, name: string, composedUrl: string | undefined): string {
  const key = `SUBGRAPH_${name.toUpperCase().replace(/-/g, '_')}_URL` as keyof GatewayConfig;
  const override = config[key];
  const chosen = typeof override === 'string' ? override : composedUrl;
  if (!chosen) throw new Error(`No URL for subgraph ${name}: set ${String(key)}`);
  return chosen;
}

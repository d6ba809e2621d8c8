import type { SubgraphContext } from './identity';

/**
 * Keyed hash of the browser's network address, set by the gateway on every subgraph call (never
 * the address itself): what per-address limits count (sign-in, leads, the bureau's questions).
 */
export const CLIENT_ADDRESS_HEADER = 'x-imali-client-address';

export function clientAddressHash(ctx: SubgraphContext): string | null {
  const value = ctx.req?.headers?.[CLIENT_ADDRESS_HEADER];
  return typeof value === 'string' && /^[a-f0-9]{16,64}$/.test(value) ? value : null;
}

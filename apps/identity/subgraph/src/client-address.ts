import type { SubgraphContext } from '@imali/shared/nest';

/** Keyed hash of the browser's network address, set by the gateway (never the address itself). */
export const CLIENT_ADDRESS_HEADER = 'x-imali-client-address';

export function clientAddressHash(ctx: SubgraphContext): string | null {
  const value = ctx.req?.headers?.[CLIENT_ADDRESS_HEADER];
  return typeof value === 'string' && /^[a-f0-9]{16,64}$/.test(value) ? value : null;
}

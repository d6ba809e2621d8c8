// The route funeral calls when a premium collection fails (docs/decisions/savings-keeps-funeral-policy.md):
// POST /internal/savings/funeral-premiums, signed for the audience "savings" with the internal
// secret (the shared gateway-only guard checks it, body included). Funeral keeps its own copy of
// this shape (apps/funeral/subgraph/src/premium-collection/savings-premium.client.ts), as vault
// does for funeral's document-data route: each side refuses an answer outside it.
import { z } from 'zod';

export const FUNERAL_PREMIUM_PATH = '/internal/savings/funeral-premiums';

/** A premium above R100 000 a month is not a funeral premium: refused as bad input. */
export const FUNERAL_PREMIUM_MAX_CENTS = 10_000_000;

export const funeralPremiumRequestSchema = z.object({
  clientId: z.string().uuid(),
  policyId: z.string().uuid(),
  /** Funeral's collection reference: the same reference debits once. */
  reference: z.string().min(1).max(80).regex(/^[\w:.-]+$/),
  amountCents: z.number().int().min(1).max(FUNERAL_PREMIUM_MAX_CENTS),
});

export const FUNERAL_PREMIUM_OUTCOMES = ['PAID', 'NO_BUCKET', 'INSUFFICIENT_BALANCE'] as const;

export const funeralPremiumResponseSchema = z.object({
  outcome: z.enum(FUNERAL_PREMIUM_OUTCOMES),
  /** The goal that paid it (PAID), or the one that could not (INSUFFICIENT_BALANCE). */
  bucketId: z.string().uuid().nullable(),
  bucketName: z.string().max(100).nullable(),
});

export type FuneralPremiumRequest = z.infer<typeof funeralPremiumRequestSchema>;
export type FuneralPremiumResponse = z.infer<typeof funeralPremiumResponseSchema>;

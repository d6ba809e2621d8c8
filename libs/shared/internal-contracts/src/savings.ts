// Savings' internal route for funeral (docs/decisions/savings-keeps-funeral-policy.md): when a
// premium collection fails, POST /internal/savings/funeral-premiums pays it from the client's
// Funeral goal that keeps the policy, once per reference. Signed for the audience "savings" with
// the internal secret (savings' gateway-only guard checks it, body included); savings' route
// validates the body with the request schema, funeral's client the answer.
import { z } from 'zod';
import { ANONYMOUS } from '@imali/shared/nest';
import { internalUnavailable, signedInternalCall } from './signed-call';

export const FUNERAL_PREMIUM_PATH = '/internal/savings/funeral-premiums';

/** A premium above R100 000 a month is not a funeral premium: refused as bad input. */
export const FUNERAL_PREMIUM_MAX_CENTS = 10_000_000;

export const funeralPremiumRequestSchema = z.object({
  clientId: z.string().uuid(),
  policyId: z.string().uuid(),
  /** Funeral's collection reference (the premium collection's id): the same reference debits once. */
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

export const SAVINGS_INTERNAL_TIMEOUT_MS = 10_000;

/** Savings' internal routes for a job (signed as ANONYMOUS). */
export class SavingsInternalClient {
  constructor(private readonly options: { baseUrl: string; secret: string; timeoutMs?: number }) {}

  /** Savings' answer; SUBGRAPH_UNAVAILABLE when it is down, slow or answers outside the contract (ask again with the same reference). */
  async payFuneralPremium(request: FuneralPremiumRequest): Promise<FuneralPremiumResponse> {
    const unavailable = (status?: number) => internalUnavailable('savings', 'Savings could not answer', status);
    const answer = await signedInternalCall({
      baseUrl: this.options.baseUrl,
      secret: this.options.secret,
      audience: 'savings',
      method: 'POST',
      path: FUNERAL_PREMIUM_PATH,
      identity: ANONYMOUS,
      body: request,
      timeoutMs: this.options.timeoutMs ?? SAVINGS_INTERNAL_TIMEOUT_MS,
    });
    if (!answer) throw unavailable();
    if (!answer.ok) throw unavailable(answer.status);
    const parsed = funeralPremiumResponseSchema.safeParse(answer.payload);
    if (!parsed.success) throw unavailable(answer.status);
    return parsed.data;
  }
}

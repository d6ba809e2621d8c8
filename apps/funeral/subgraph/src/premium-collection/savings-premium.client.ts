// Funeral's call to savings when a premium collection fails: POST /internal/savings/funeral-premiums
// (savings' funeral-premium.http.ts), signed for savings with the internal secret. Savings pays the
// premium from the client's Funeral goal that keeps the policy, once per reference. The shape is
// savings' contract (apps/savings/subgraph/src/funeral-premium/funeral-premium.contract.ts), kept
// here as the caller reads it: an answer outside it is savings failing.
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { ANONYMOUS, INTERNAL_IDENTITY_HEADER, signIdentity } from '@imali/shared/nest';

export const SAVINGS_FUNERAL_PREMIUM_PATH = '/internal/savings/funeral-premiums';

const answerSchema = z.object({
  outcome: z.enum(['PAID', 'NO_BUCKET', 'INSUFFICIENT_BALANCE']),
  bucketId: z.string().uuid().nullable(),
  bucketName: z.string().max(100).nullable(),
});
export type SavingsPremiumAnswer = z.infer<typeof answerSchema>;

export interface SavingsPremiumRequest {
  clientId: string;
  policyId: string;
  /** The premium collection's id: the same reference is paid once. */
  reference: string;
  amountCents: number;
}

const unavailable = (status?: number) =>
  new GraphQLError('Savings could not answer', { extensions: { code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'savings', ...(status === undefined ? {} : { status }) } });

export class SavingsPremiumClient {
  constructor(private readonly options: { baseUrl: string; secret: string; timeoutMs?: number }) {}

  /** Savings' answer; SUBGRAPH_UNAVAILABLE when it is down, slow or answers outside the contract (ask again with the same reference). */
  async payPremium(request: SavingsPremiumRequest): Promise<SavingsPremiumAnswer> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}${SAVINGS_FUNERAL_PREMIUM_PATH}`;
    const body = JSON.stringify(request);
    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_IDENTITY_HEADER]: signIdentity(ANONYMOUS, this.options.secret, { audience: 'savings', method: 'POST', path: url, body }) },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      payload = await response.json().catch(() => undefined);
    } catch {
      throw unavailable();
    }
    if (!response.ok) throw unavailable(response.status);
    const parsed = answerSchema.safeParse(payload);
    if (!parsed.success) throw unavailable(response.status);
    return parsed.data;
  }
}

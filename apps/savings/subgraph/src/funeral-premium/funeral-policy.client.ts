// Savings asks funeral whether a policy is the client's own before a Funeral goal may keep it:
// GET /internal/funeral-policies/:id/document-data (funeral's policy-document.http.ts, as the vault
// calls it), signed for funeral with the client's identity, so funeral decides whose policy it is.
import { Inject, Injectable } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { INTERNAL_IDENTITY_HEADER, signIdentity, type CallerIdentity } from '@imali/shared/nest';
import { FUNERAL_PREMIUM_CONFIG, type FuneralPremiumConfig } from './funeral-premium.config';

/** The part of the answer savings reads; anything else in it is ignored. */
const policySchema = z.object({ policy: z.object({ id: z.string().uuid(), clientId: z.string().uuid(), policyNumber: z.string().max(100), state: z.string().max(100) }) });
export type ClientFuneralPolicy = z.infer<typeof policySchema>['policy'];

export const FUNERAL_UNAVAILABLE_MESSAGE = 'We could not check your funeral policy right now. Please try again shortly.';
const unavailable = () => new GraphQLError(FUNERAL_UNAVAILABLE_MESSAGE, { extensions: { code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'funeral' } });

@Injectable()
export class FuneralPolicyClient {
  constructor(@Inject(FUNERAL_PREMIUM_CONFIG) private readonly config: FuneralPremiumConfig) {}

  /** The caller's own policy, or null when it is not theirs (or not there). */
  async clientPolicy(identity: CallerIdentity, policyId: string): Promise<ClientFuneralPolicy | null> {
    const url = `${this.config.FUNERAL_INTERNAL_URL.replace(/\/+$/, '')}/internal/funeral-policies/${policyId.toLowerCase()}/document-data`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { [INTERNAL_IDENTITY_HEADER]: signIdentity(identity, this.config.INTERNAL_AUTH_SECRET, { audience: 'funeral', method: 'GET', path: url }) },
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      throw unavailable();
    }
    if (response.status === 404) return null;
    if (!response.ok) throw unavailable();
    const parsed = policySchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw unavailable();
    // Funeral answers staff with any policy: a goal keeps only its owner's.
    return parsed.data.policy.clientId === identity.clientId ? parsed.data.policy : null;
  }
}

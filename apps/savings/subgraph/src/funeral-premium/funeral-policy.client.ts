// Savings asks funeral whether a policy is the client's own before a Funeral goal may keep it:
// funeral's document-data route through the shared internal contract, signed for funeral with the
// client's identity, so funeral decides whose policy it is.
import { Inject, Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@imali/shared/nest';
import { FuneralInternalClient, type FuneralPolicySummary } from '@imali/shared/internal-contracts';
import { FUNERAL_PREMIUM_CONFIG, type FuneralPremiumConfig } from './funeral-premium.config';

export type ClientFuneralPolicy = FuneralPolicySummary;

export const FUNERAL_UNAVAILABLE_MESSAGE = 'We could not check your funeral policy right now. Please try again shortly.';

@Injectable()
export class FuneralPolicyClient {
  private readonly funeral: FuneralInternalClient;

  constructor(@Inject(FUNERAL_PREMIUM_CONFIG) config: FuneralPremiumConfig) {
    this.funeral = new FuneralInternalClient({ baseUrl: config.FUNERAL_INTERNAL_URL, secret: config.INTERNAL_AUTH_SECRET, unavailableMessage: FUNERAL_UNAVAILABLE_MESSAGE });
  }

  /** The caller's own policy, or null when it is not theirs (or not there). */
  async clientPolicy(identity: CallerIdentity, policyId: string): Promise<ClientFuneralPolicy | null> {
    const policy = await this.funeral.policySummary(identity, policyId);
    // Funeral answers staff with any policy: a goal keeps only its owner's.
    return policy && policy.clientId === identity.clientId ? policy : null;
  }
}

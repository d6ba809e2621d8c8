import { Module } from '@nestjs/common';
import { BucketReadService } from '../bucket/bucket-read.service';
import { FuneralInternalClient } from '@imali/shared/internal-contracts';
import { FUNERAL_PREMIUM_CONFIG, loadFuneralPremiumConfig, type FuneralPremiumConfig } from './funeral-premium.config';
import { KeepsFuneralPolicyResolver } from './keeps-funeral-policy.resolver';

/** What the client reads when funeral cannot answer whose policy it is. */
export const FUNERAL_UNAVAILABLE_MESSAGE = 'We could not check your funeral policy right now. Please try again shortly.';

/**
 * A Funeral goal keeps a funeral policy from lapsing (issue 14, item 5): the client's choice
 * (setBucketKeepsFuneralPolicy, checked with funeral) here; funeral's call to pay a failed premium
 * is the route in funeral-premium.http.ts (registered in subgraph.definition.ts).
 */
@Module({
  providers: [
    { provide: FUNERAL_PREMIUM_CONFIG, useFactory: () => loadFuneralPremiumConfig() },
    // Funeral answers whether a policy is the client's (its document-data route, signed with their identity).
    {
      provide: FuneralInternalClient,
      inject: [FUNERAL_PREMIUM_CONFIG],
      useFactory: (config: FuneralPremiumConfig) => new FuneralInternalClient({ baseUrl: config.FUNERAL_INTERNAL_URL, secret: config.INTERNAL_AUTH_SECRET, unavailableMessage: FUNERAL_UNAVAILABLE_MESSAGE }),
    },
    BucketReadService,
    KeepsFuneralPolicyResolver,
  ],
})
export class FuneralPremiumModule {}

import { Module } from '@nestjs/common';
import { BucketReadService } from '../bucket/bucket-read.service';
import { FUNERAL_PREMIUM_CONFIG, loadFuneralPremiumConfig } from './funeral-premium.config';
import { FuneralPolicyClient } from './funeral-policy.client';
import { KeepsFuneralPolicyResolver } from './keeps-funeral-policy.resolver';

/**
 * A Funeral goal keeps a funeral policy from lapsing (issue 14, item 5): the client's choice
 * (setBucketKeepsFuneralPolicy, checked with funeral) here; funeral's call to pay a failed premium
 * is the route in funeral-premium.http.ts (registered in subgraph.definition.ts).
 */
@Module({
  providers: [{ provide: FUNERAL_PREMIUM_CONFIG, useFactory: () => loadFuneralPremiumConfig() }, FuneralPolicyClient, BucketReadService, KeepsFuneralPolicyResolver],
})
export class FuneralPremiumModule {}

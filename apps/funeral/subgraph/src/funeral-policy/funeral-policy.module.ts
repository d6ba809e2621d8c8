import { Module } from '@nestjs/common';
import { FuneralPolicyService } from './funeral-policy.service';
import { FuneralPolicyResolver } from './funeral-policy.resolver';
import { ClientFuneralPolicyResolver } from './client-funeral-policy.resolver';

/** Policies: the funeral query, Client.funeralPolicies, and finding and locking a client's own policy. */
@Module({
  providers: [FuneralPolicyService, FuneralPolicyResolver, ClientFuneralPolicyResolver],
  exports: [FuneralPolicyService],
})
export class FuneralPolicyModule {}

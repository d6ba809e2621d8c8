import { Module } from '@nestjs/common';
import { ClientObligationService } from './client-obligation.service';
import { ClientObligationResolver } from './client-obligation.resolver';
import { ClientThirdPartyPoliciesResolver } from './client-third-party-policies.resolver';

/** Funeral policies the client holds with other insurers (client obligations). */
@Module({
  providers: [ClientObligationService, ClientObligationResolver, ClientThirdPartyPoliciesResolver],
})
export class ThirdPartyModule {}

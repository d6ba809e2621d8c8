import { Module } from '@nestjs/common';
import { PiiCipher } from '@imali/shared/nest';
import { FuneralPolicyService } from './funeral-policy/funeral-policy.service';
import { ClientFuneralPolicyResolver } from './funeral-policy/client-funeral-policy.resolver';
import { FuneralPolicyResolver } from './funeral-policy/funeral-policy.resolver';
import { ExistingCoverService } from './quote/existing-cover.service';
import { QuoteResolver } from './quote/quote.resolver';
import { IdentityClient } from './sale/identity-client';
import { SaleService } from './sale/sale.service';
import { SaleResolver } from './sale/sale.resolver';
import { MemberService } from './member/member.service';
import { MemberResolver } from './member/member.resolver';
import { PaymentDetailsService } from './payment-details/payment-details.service';
import { PaymentDetailsResolver } from './payment-details/payment-details.resolver';
import { CancellationService } from './cancellation/cancellation.service';
import { CancellationResolver } from './cancellation/cancellation.resolver';
import { ClientObligationService } from './third-party/client-obligation.service';
import { ClientObligationResolver } from './third-party/client-obligation.resolver';
import { ClientThirdPartyPoliciesResolver } from './third-party/client-third-party-policies.resolver';
import { FUNERAL_CONFIG, loadFuneralConfig, type FuneralConfig } from './funeral.config';

@Module({
  providers: [
    { provide: FUNERAL_CONFIG, useFactory: () => loadFuneralConfig() },
    { provide: PiiCipher, inject: [FUNERAL_CONFIG], useFactory: (config: FuneralConfig) => new PiiCipher(config.PII_ENCRYPTION_KEY) },
    FuneralPolicyService,
    ClientFuneralPolicyResolver,
    FuneralPolicyResolver,
    ExistingCoverService,
    QuoteResolver,
    IdentityClient,
    SaleService,
    SaleResolver,
    MemberService,
    MemberResolver,
    PaymentDetailsService,
    PaymentDetailsResolver,
    CancellationService,
    CancellationResolver,
    ClientObligationService,
    ClientObligationResolver,
    ClientThirdPartyPoliciesResolver,
  ],
})
export class FuneralModule {}

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
  ],
})
export class FuneralModule {}

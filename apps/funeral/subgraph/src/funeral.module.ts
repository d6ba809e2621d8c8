// The funeral API's enums are registered before any type that uses them is built.
import './funeral.enums';
import { Module } from '@nestjs/common';
import { QuoteModule } from './quote/quote.module';
import { SaleModule } from './sale/sale.module';
import { FuneralPolicyModule } from './funeral-policy/funeral-policy.module';
import { MemberModule } from './member/member.module';
import { PaymentDetailsModule } from './payment-details/payment-details.module';
import { CancellationModule } from './cancellation/cancellation.module';
import { ThirdPartyModule } from './third-party/third-party.module';
import { PremiumCollectionModule } from './premium-collection/premium-collection.module';

/** The funeral area: one module per concept. */
@Module({
  imports: [QuoteModule, SaleModule, FuneralPolicyModule, MemberModule, PaymentDetailsModule, CancellationModule, ThirdPartyModule, PremiumCollectionModule],
})
export class FuneralModule {}

import { Module } from '@nestjs/common';
import { FuneralCoreModule } from '../funeral-core.module';
import { FuneralPolicyModule } from '../funeral-policy/funeral-policy.module';
import { PaymentDetailsService } from './payment-details.service';
import { PaymentDetailsResolver } from './payment-details.resolver';

/** updateFuneral: a policy's debit order day and account. */
@Module({
  imports: [FuneralCoreModule, FuneralPolicyModule],
  providers: [PaymentDetailsService, PaymentDetailsResolver],
})
export class PaymentDetailsModule {}

import { Module } from '@nestjs/common';
import { FuneralPolicyModule } from '../funeral-policy/funeral-policy.module';
import { CancellationService } from './cancellation.service';
import { CancellationResolver } from './cancellation.resolver';

/** cancelFuneral and FuneralPolicy.refundAmount. */
@Module({
  imports: [FuneralPolicyModule],
  providers: [CancellationService, CancellationResolver],
})
export class CancellationModule {}

import { Module } from '@nestjs/common';
import { FuneralCoreModule } from '../funeral-core.module';
import { FuneralPolicyModule } from '../funeral-policy/funeral-policy.module';
import { CancellationService } from './cancellation.service';
import { CancellationResolver } from './cancellation.resolver';

/** cancelFuneral and FuneralPolicy.refundAmount. */
@Module({
  imports: [FuneralCoreModule, FuneralPolicyModule],
  providers: [CancellationService, CancellationResolver],
})
export class CancellationModule {}

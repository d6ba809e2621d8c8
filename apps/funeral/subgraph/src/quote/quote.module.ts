import { Module } from '@nestjs/common';
import { FuneralCoreModule } from '../funeral-core.module';
import { ExistingCoverService } from './existing-cover.service';
import { QuoteResolver } from './quote.resolver';

/** getPolicyQuote, and the cover each life already has (the statutory per-life limit). */
@Module({
  imports: [FuneralCoreModule],
  providers: [ExistingCoverService, QuoteResolver],
  exports: [ExistingCoverService],
})
export class QuoteModule {}

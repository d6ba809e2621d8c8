import { Module } from '@nestjs/common';
import { FuneralCoreModule } from '../funeral-core.module';
import { QuoteModule } from '../quote/quote.module';
import { SaleService } from './sale.service';
import { SaleResolver } from './sale.resolver';

/** createSalesInteractionPolicyWithMembers. */
@Module({
  imports: [FuneralCoreModule, QuoteModule],
  providers: [SaleService, SaleResolver],
})
export class SaleModule {}

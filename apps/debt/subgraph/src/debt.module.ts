import { Module } from '@nestjs/common';
import { DebtBreakdownModule } from './debt-breakdown/debt-breakdown.module';

/** The debt subgraph: one module per concept. */
@Module({ imports: [DebtBreakdownModule] })
export class DebtSubgraphModule {}

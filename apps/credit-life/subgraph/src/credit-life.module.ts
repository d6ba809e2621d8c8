import { Module } from '@nestjs/common';
import { CreditLifeModule } from './credit-life/credit-life.module';

/** The credit life subgraph: one module per concept. */
@Module({ imports: [CreditLifeModule] })
export class CreditLifeSubgraphModule {}

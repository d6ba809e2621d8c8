import { IdempotencyKeyEntity, type SubgraphDefinition } from '@imali/shared/nest';
import { DebtSubgraphModule } from './debt.module';
import { DebtBreakdownEntity } from './debt-breakdown/debt-breakdown.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'debt',
  schema: 'debt',
  // IdempotencyKeyEntity: the subgraph's idempotency_key table, for withIdempotency.
  entities: [DebtBreakdownEntity, IdempotencyKeyEntity],
  migrations,
  imports: [DebtSubgraphModule],
};

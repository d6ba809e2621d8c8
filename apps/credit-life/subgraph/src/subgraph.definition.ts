import { IdempotencyKeyEntity, type SubgraphDefinition } from '@imali/shared/nest';
import { CreditLifeSubgraphModule } from './credit-life.module';
import { CreditLifeEntity } from './credit-life/credit-life.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'credit-life',
  schema: 'credit_life',
  // IdempotencyKeyEntity: the subgraph's idempotency_key table, for withIdempotency.
  entities: [CreditLifeEntity, IdempotencyKeyEntity],
  migrations,
  imports: [CreditLifeSubgraphModule],
  answersMyClient: true,
};

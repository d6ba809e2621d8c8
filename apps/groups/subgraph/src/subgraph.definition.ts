import { IdempotencyKeyEntity, type SubgraphDefinition } from '@imali/shared/nest';
import { GroupsSubgraphModule } from './groups.module';
import { GroupEntity } from './group/group.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'groups',
  schema: 'groups',
  // IdempotencyKeyEntity: the subgraph's idempotency_key table, for withIdempotency.
  entities: [GroupEntity, IdempotencyKeyEntity],
  migrations,
  imports: [GroupsSubgraphModule],
  answersMyClient: true,
};

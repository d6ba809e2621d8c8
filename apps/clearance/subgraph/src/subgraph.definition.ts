import { IdempotencyKeyEntity, type SubgraphDefinition } from '@imali/shared/nest';
import { ClearanceSubgraphModule } from './clearance.module';
import { ClearanceCertificateEntity } from './clearance-certificate/clearance-certificate.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'clearance',
  schema: 'clearance',
  // IdempotencyKeyEntity: the subgraph's idempotency_key table, for withIdempotency.
  entities: [ClearanceCertificateEntity, IdempotencyKeyEntity],
  migrations,
  imports: [ClearanceSubgraphModule],
  answersMyClient: true,
};

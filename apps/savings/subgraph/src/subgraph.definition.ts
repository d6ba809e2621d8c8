import type { SubgraphDefinition } from '@imali/shared/nest';
import { SavingsModule } from './savings.module';
import { SavingsEntity } from './savings/savings.entity';
import { BucketEntity } from './bucket/bucket.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'savings',
  schema: 'savings',
  entities: [SavingsEntity, BucketEntity],
  migrations,
  imports: [SavingsModule],
};

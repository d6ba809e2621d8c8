import type { SubgraphDefinition } from '@imali/shared/nest';
import { CreditLifeModule } from './credit-life.module';
import { CreditLifeEntity } from './credit-life/credit-life.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'credit-life',
  schema: 'credit_life',
  entities: [CreditLifeEntity],
  migrations,
  imports: [CreditLifeModule],
};

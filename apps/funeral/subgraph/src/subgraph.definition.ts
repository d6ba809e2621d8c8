import type { SubgraphDefinition } from '@imali/shared/nest';
import { FuneralModule } from './funeral.module';
import { FuneralPolicyEntity } from './funeral-policy/funeral-policy.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'funeral',
  schema: 'funeral',
  entities: [FuneralPolicyEntity],
  migrations,
  imports: [FuneralModule],
};

import type { SubgraphDefinition } from '@imali/shared/nest';
import { GroupsModule } from './groups.module';
import { GroupEntity } from './group/group.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'groups',
  schema: 'groups',
  entities: [GroupEntity],
  migrations,
  imports: [GroupsModule],
};

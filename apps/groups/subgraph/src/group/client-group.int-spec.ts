import { describeClientFieldContract } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { GroupEntity } from './group.entity';

describeClientFieldContract({
  definition,
  field: 'groups',
  selection: 'id name postalCode email',
  list: true,
  seed: (em, clientId) =>
    em.create(GroupEntity, {
      clientId,
      name: 'sample',
      postalCode: 'sample',
      email: 'sample',
    }),
});

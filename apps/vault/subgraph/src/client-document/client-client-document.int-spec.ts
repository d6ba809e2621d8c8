import { describeClientFieldContract } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClientDocumentEntity } from './client-document.entity';

describeClientFieldContract({
  definition,
  field: 'documents',
  selection: 'id type name description',
  list: true,
  seed: (em, clientId) =>
    em.create(ClientDocumentEntity, {
      clientId,
      type: 'sample',
      name: 'sample',
      description: 'sample text',
    }),
});

import { describeClientFieldContract } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClientDocumentEntity } from './client-document.entity';

describeClientFieldContract({
  definition,
  field: 'documents',
  selection: 'id type name description',
  list: true,
  internalRoutes: [
    { method: 'POST', path: '/internal/files' },
    { method: 'GET', path: '/internal/files/00000000-0000-4000-8000-000000000000' },
  ],
  seed: (em, clientId) =>
    em.create(ClientDocumentEntity, {
      clientId,
      type: 'sample',
      name: 'sample',
      description: 'sample text',
    }),
});

import type { SubgraphDefinition } from '@imali/shared/nest';
import { VaultModule } from './vault.module';
import { ClientDocumentEntity } from './client-document/client-document.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'vault',
  schema: 'vault',
  entities: [ClientDocumentEntity],
  migrations,
  imports: [VaultModule],
};

import type { SubgraphDefinition } from '@imali/shared/nest';
import { VaultModule } from './vault.module';
import { ClientDocumentEntity } from './client-document/client-document.entity';
import { StoredFileEntity } from './files/stored-file.entity';
import { configureFileRoutes } from './files/files.http';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'vault',
  schema: 'vault',
  entities: [ClientDocumentEntity, StoredFileEntity],
  migrations,
  imports: [VaultModule],
  configureHttp: configureFileRoutes,
};

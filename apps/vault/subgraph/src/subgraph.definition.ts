import { IdempotencyKeyEntity, registerClientMerge, type SubgraphDefinition } from '@imali/shared/nest';
import { VaultModule } from './vault.module';
import { ClientDocumentEntity } from './client-document/client-document.entity';
import { StoredFileEntity } from './files/stored-file.entity';
import { FileObjectEntity } from './files/file-object.entity';
import { configureFileRoutes } from './files/files.http';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'vault',
  schema: 'vault',
  entities: [ClientDocumentEntity, StoredFileEntity, FileObjectEntity, IdempotencyKeyEntity],
  migrations,
  imports: [VaultModule],
  configureHttp(fastify, app, config) {
    configureFileRoutes(fastify, app, config);
    // A guest sale's documents join the client who proved it was theirs.
    registerClientMerge(fastify, app, 'vault', ['client_document', 'stored_file']);
  },
};

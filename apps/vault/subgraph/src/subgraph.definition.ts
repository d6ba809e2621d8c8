import { randomBytes } from 'node:crypto';
import { IdempotencyKeyEntity, RateLimitCounterEntity, registerClientMerge, type SubgraphDefinition } from '@imali/shared/nest';
import { VaultModule } from './vault.module';
import { ClientDocumentEntity } from './client-document/client-document.entity';
import { ClientDocumentQuotaEntity } from './client-document/document-limit';
import { StoredFileEntity } from './files/stored-file.entity';
import { FileObjectEntity } from './files/file-object.entity';
import { configureFileRoutes } from './files/files.http';
import { VaultOutboxMessageEntity } from './messaging/outbox-message.entity';
import { DocumentEmailEntity } from './client-document/document-email.entity';
import { VaccinationFetchEntity } from './vaccination/vaccination-fetch.entity';
import { configureGeneratedDocumentRoutes } from './generated/generated.http';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'vault',
  schema: 'vault',
  entities: [ClientDocumentEntity, StoredFileEntity, FileObjectEntity, IdempotencyKeyEntity, VaultOutboxMessageEntity, DocumentEmailEntity, VaccinationFetchEntity, RateLimitCounterEntity, ClientDocumentQuotaEntity],
  migrations,
  imports: [VaultModule],
  answersMyClient: true,
  schemaPrintEnv: () => ({ PII_ENCRYPTION_KEY: randomBytes(32).toString('base64') }),
  configureHttp(fastify, app, config) {
    configureFileRoutes(fastify, app, config);
    // Generated PDFs: /internal/documents/funeral/:id/schedule, ... (the gateway's /files/pdf/...).
    configureGeneratedDocumentRoutes(fastify, app);
    // A guest sale's documents join the client who proved it was theirs.
    registerClientMerge(fastify, app, 'vault', ['client_document', 'stored_file']);
  },
};

import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { PiiCipher } from '@imali/shared/nest';
import { filesProviders } from '@imali/integrations/files';
import { MessageSender, messagingProviders } from '@imali/integrations/messaging';
import { VACCINATION_SANDBOX_SMS, vaccinationProviders, type SandboxSmsSink } from '@imali/integrations/vaccination';
import { ClientDocumentService } from './client-document/client-document.service';
import { ClientClientDocumentResolver } from './client-document/client-client-document.resolver';
import { ClientDocumentResolver } from './client-document/client-document.resolver';
import { DocumentEmailService } from './client-document/document-email.service';
import { FileService } from './files/file.service';
import { FileResolver } from './files/file.resolver';
import { UnrecordedFileCleanup } from './files/unrecorded-file-cleanup.service';
import { VaultOutboxWriter } from './messaging/vault-outbox-writer';
import { DevOutboxResolver } from './messaging/dev-outbox.resolver';
import { VaccinationService } from './vaccination/vaccination.service';
import { VaccinationResolver } from './vaccination/vaccination.resolver';
import { GeneratedDocumentService } from './generated/generated-document.service';
import { FuneralInternalClient } from '@imali/shared/internal-contracts';
import { IdentityDocumentsClient } from './generated/identity-documents.client';
import { VAULT_CONFIG, loadVaultConfig, type VaultConfig } from './vault.config';

/** What the client reads when funeral cannot answer for a policy document. */
export const FUNERAL_UNAVAILABLE_MESSAGE = 'Your policy documents cannot be made right now. Please try again shortly.';

@Module({
  providers: [
    { provide: VAULT_CONFIG, useFactory: () => loadVaultConfig() },
    { provide: PiiCipher, inject: [VAULT_CONFIG], useFactory: (config: VaultConfig) => new PiiCipher(config.PII_ENCRYPTION_KEY) },
    ClientDocumentService,
    ClientClientDocumentResolver,
    ClientDocumentResolver,
    // Where the bytes go: FILES_STORE (disk in development, PostgreSQL under test and by default in production, or S3).
    ...filesProviders({
      inject: [MikroORM],
      useFactory: (orm: MikroORM) => ({ sql: { execute: (sql, params) => orm.em.getConnection().execute(sql, params) }, table: 'vault.file_object' }),
    }),
    FileService,
    FileResolver,
    // Uploads no document recorded, removed after VAULT_UNRECORDED_FILE_MAX_AGE_DAYS (docs/decisions/vault-unrecorded-upload-cleanup.md).
    UnrecordedFileCleanup,
    // E-mailed documents (with their attachment) land in the vault's development outbox under the sandbox.
    ...messagingProviders({ outboxWriter: VaultOutboxWriter }),
    DocumentEmailService,
    DevOutboxResolver,
    // The national vaccine certificate system; its sandbox's OTP SMS goes to the same outbox.
    {
      provide: VACCINATION_SANDBOX_SMS,
      inject: [MessageSender],
      useFactory: (messages: MessageSender): SandboxSmsSink => (cellNumber, text, clientId) => messages.send({ clientId: clientId ?? null, channel: 'SMS', destination: cellNumber, body: text }),
    },
    ...vaccinationProviders(),
    VaccinationService,
    VaccinationResolver,
    // Generated PDFs (policy schedules, wording, letters, mandates) from the areas' data.
    // Funeral's document-data route, read for generated PDFs (schedule, policy wording, letters).
    {
      provide: FuneralInternalClient,
      inject: [VAULT_CONFIG],
      useFactory: (config: VaultConfig) => new FuneralInternalClient({ baseUrl: config.FUNERAL_INTERNAL_URL, secret: config.INTERNAL_AUTH_SECRET, unavailableMessage: FUNERAL_UNAVAILABLE_MESSAGE }),
    },
    IdentityDocumentsClient,
    GeneratedDocumentService,
  ],
})
export class VaultModule {}

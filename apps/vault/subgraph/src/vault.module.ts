import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { filesProviders } from '@imali/integrations/files';
import { ClientDocumentService } from './client-document/client-document.service';
import { ClientClientDocumentResolver } from './client-document/client-client-document.resolver';
import { ClientDocumentResolver } from './client-document/client-document.resolver';
import { FileService } from './files/file.service';
import { FileResolver } from './files/file.resolver';
import { VAULT_CONFIG, loadVaultConfig } from './vault.config';

@Module({
  providers: [
    { provide: VAULT_CONFIG, useFactory: () => loadVaultConfig() },
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
  ],
})
export class VaultModule {}

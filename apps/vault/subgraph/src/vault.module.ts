import { Module } from '@nestjs/common';
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
    FileService,
    FileResolver,
  ],
})
export class VaultModule {}

import { Module } from '@nestjs/common';
import { ClientDocumentService } from './client-document/client-document.service';
import { ClientClientDocumentResolver } from './client-document/client-client-document.resolver';

@Module({ providers: [ClientDocumentService, ClientClientDocumentResolver] })
export class VaultModule {}

import { Module } from '@nestjs/common';
import { ClearanceCertificateService } from './clearance-certificate.service';
import { ClientClearanceCertificateResolver } from './client-clearance-certificate.resolver';

@Module({ providers: [ClearanceCertificateService, ClientClearanceCertificateResolver] })
export class ClearanceCertificateModule {}

import { Module } from '@nestjs/common';
import { ClearanceCertificateService } from './clearance-certificate/clearance-certificate.service';
import { ClientClearanceCertificateResolver } from './clearance-certificate/client-clearance-certificate.resolver';

@Module({ providers: [ClearanceCertificateService, ClientClearanceCertificateResolver] })
export class ClearanceModule {}

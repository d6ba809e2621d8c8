import { Module } from '@nestjs/common';
import { ClearanceCertificateModule } from './clearance-certificate/clearance-certificate.module';

/** The clearance subgraph: one module per concept. */
@Module({ imports: [ClearanceCertificateModule] })
export class ClearanceSubgraphModule {}

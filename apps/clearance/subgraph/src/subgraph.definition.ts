import type { SubgraphDefinition } from '@imali/shared/nest';
import { ClearanceModule } from './clearance.module';
import { ClearanceCertificateEntity } from './clearance-certificate/clearance-certificate.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'clearance',
  schema: 'clearance',
  entities: [ClearanceCertificateEntity],
  migrations,
  imports: [ClearanceModule],
};

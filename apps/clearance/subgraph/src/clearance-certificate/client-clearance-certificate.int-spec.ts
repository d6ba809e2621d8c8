import { describeClientFieldContract } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClearanceCertificateEntity } from './clearance-certificate.entity';

describeClientFieldContract({
  definition,
  field: 'clearanceCertificates',
  selection: 'id certificateNumber state amount amountPaid',
  list: true,
  seed: (em, clientId) =>
    em.create(ClearanceCertificateEntity, {
      clientId,
      certificateNumber: 'sample',
      state: 'sample',
      amount: 150.5,
      amountPaid: 150.5,
    }),
});

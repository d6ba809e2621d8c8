import { describeClientFieldContract } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { CreditLifeEntity } from './credit-life.entity';

describeClientFieldContract({
  definition,
  field: 'creditLife',
  selection: 'id policyStatus payment nextPaymentDate',
  list: false,
  seed: (em, clientId) =>
    em.create(CreditLifeEntity, {
      clientId,
      policyStatus: 'sample',
      payment: 150.5,
      nextPaymentDate: '2027-01-31',
    }),
});

import { randomUUID } from 'node:crypto';
import { describeClientFieldContract } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { SavingsEntity } from './savings.entity';

describeClientFieldContract({
  definition,
  field: 'savings',
  selection: 'id paymentBankAccountId',
  list: false,
  seed: (em, clientId) =>
    em.create(SavingsEntity, {
      clientId,
      paymentBankAccountId: randomUUID(),
    }),
});

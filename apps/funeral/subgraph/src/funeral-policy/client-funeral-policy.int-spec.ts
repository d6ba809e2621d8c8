import { randomUUID } from 'node:crypto';
import { describeClientFieldContract } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { FuneralPolicyEntity } from './funeral-policy.entity';

describeClientFieldContract({
  definition,
  field: 'funeralPolicies',
  selection: 'id policyNumber productType state coverAmount currentPremiumTotal',
  list: true,
  seed: (em, clientId) =>
    em.create(FuneralPolicyEntity, {
      clientId,
      policyNumber: `IMF-TEST-${randomUUID()}`,
      productType: 'FUNERAL',
      state: 'DORMANT',
      coverAmount: 150.5,
      currentPremiumTotal: 150.5,
    }),
});

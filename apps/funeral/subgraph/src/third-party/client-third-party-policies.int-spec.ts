import { describeClientFieldContract } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClientObligationEntity } from './client-obligation.entity';

describeClientFieldContract({
  definition,
  field: 'thirdPartyFuneralPolicies',
  selection: 'id companyName coverAmount premiumAmount livesCovered policyType source',
  list: true,
  seed: (em, clientId) =>
    em.create(ClientObligationEntity, {
      clientId,
      companyName: 'Another Insurer',
      coverAmount: 25000,
      premiumAmount: 180,
      livesCovered: ['POLICY_HOLDER', 'SPOUSE'],
    }),
});

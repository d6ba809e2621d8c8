import { describeClientFieldContract } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { DebtBreakdownEntity } from './debt-breakdown.entity';

describeClientFieldContract({
  definition,
  field: 'debtBreakdown',
  selection: 'id allDebt housingDebt vehicleDebt normalDebt creditCardDebt compuScore finalPaymentDate hasDebtCounselling',
  list: false,
  seed: (em, clientId) =>
    em.create(DebtBreakdownEntity, {
      clientId,
      allDebt: 150.5,
      housingDebt: 150.5,
      vehicleDebt: 150.5,
      normalDebt: 150.5,
      creditCardDebt: 150.5,
      compuScore: 42,
      finalPaymentDate: '2027-01-31',
      hasDebtCounselling: true,
    }),
});

import { randomUUID } from 'node:crypto';
import { describeClientFieldContract } from '@imali/shared/testing';
import type { CreditRecord } from '@imali/integrations/credit-bureau';
import { definition } from '../subgraph.definition';
import { CreditRecordEntity } from '../credit-record/credit-record.entity';
import { FinancialSummaryEntity } from '../financial-summary/financial-summary.entity';

// The contract every area's Client fields keep (health, gateway-only, owner only, sign-up done),
// for both of debt's: the breakdown from a stored record and the financial summary.

const record: CreditRecord = {
  enquiryReference: 'contract-test',
  recordDate: '2026-11-26',
  compuScore: 700,
  estimatedIncomeCents: 2_000_000,
  obligations: [
    {
      externalId: 'contract-1',
      creditorName: 'Capitec',
      description: 'Capitec Personal loan',
      loanType: 'PERSONAL_LOAN',
      accountType: 'P',
      reference: '******1234',
      inceptionDate: '2024-01-15',
      balanceDate: '2026-10-31',
      originalBalanceCents: 2_000_000,
      currentBalanceCents: 1_200_000,
      instalmentCents: 95_000,
      interestRate: 24,
      remainingTerm: 15,
      statusCode: null,
      creditLifeInsurance: false,
      insuranceAmountCents: 0,
    },
  ],
  judgements: [],
  hasJudgements: false,
  hasDebtCounselling: false,
  debtCounsellorCode: null,
  debtReviewDate: null,
};

describeClientFieldContract({
  definition,
  field: 'debtBreakdown',
  selection: 'id allDebt housingDebt vehicleDebt normalDebt creditCardDebt compuScore finalPaymentDate hasDebtCounselling obligations { id }',
  list: false,
  seed: (em, clientId) =>
    em.create(CreditRecordEntity, {
      subjectHash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      idNumberEncrypted: 'not read by this test',
      record,
      recordDate: record.recordDate,
      fetchedAt: new Date(),
      clientId,
    }),
});

describeClientFieldContract({
  definition,
  field: 'financialSummary',
  selection: 'id expenses { description amount }',
  list: false,
  seed: (em, clientId) => em.create(FinancialSummaryEntity, { clientId, expenses: [{ description: 'Rent / Home', amountCents: 650_000 }] }),
});

// computeBreakdown with removed accounts and the §3.1 / §7.3 obligation fields
// (docs/decisions/credit-record-removed-accounts-and-estimates.md).
import type { BureauObligation, CreditRecord } from '@imali/integrations/credit-bureau';
import { computeBreakdown } from './compute-breakdown';
import { obligationModel } from '../credit-record/record-mapping';

const account = (overrides: Partial<BureauObligation>): BureauObligation => ({
  externalId: 'OB0000000100',
  creditorName: 'Capitec',
  description: 'Capitec Personal loan',
  loanType: 'PERSONAL_LOAN',
  accountType: 'P',
  reference: '******1234',
  inceptionDate: '2024-03-12',
  balanceDate: '2026-10-31',
  originalBalanceCents: 6_000_000,
  currentBalanceCents: 4_000_000,
  instalmentCents: 180_000,
  interestRate: 22,
  remainingTerm: 30,
  statusCode: null,
  creditLifeInsurance: true,
  insuranceAmountCents: 16_000,
  creditLifePremiumEstimateCents: 18_000,
  removedAt: null,
  ...overrides,
});

const record = (obligations: BureauObligation[]): CreditRecord => ({
  enquiryReference: 'EQ0000000020261125',
  recordDate: '2026-11-25',
  compuScore: 700,
  estimatedIncomeCents: 2_500_000,
  obligations,
  judgements: [],
  hasJudgements: false,
  hasDebtCounselling: false,
  debtCounsellorCode: null,
  debtReviewDate: null,
});

const breakdown = (obligations: BureauObligation[]) => computeBreakdown({ recordId: 'r1', record: record(obligations), incomeCents: null, estimatedIncomeCents: null, today: '2026-11-25' });

describe('computeBreakdown: removed accounts', () => {
  const open = account({});
  // A vehicle loan refinanced elsewhere: closed and removed, its last balance still reported.
  const transferred = account({ externalId: 'OB0000000201', accountType: 'Y', loanType: 'VEHICLE_FINANCE', currentBalanceCents: 9_000_000, instalmentCents: 310_000, removedAt: '2026-06-14', balanceDate: '2026-06-14' });

  it('counts a removed account in no total, projection or list, even with a balance reported', () => {
    const withRemoved = breakdown([open, transferred]);
    const openOnly = breakdown([open]);
    expect(withRemoved.allDebt).toBe(1_800);
    expect(withRemoved.vehicleDebt).toBe(0);
    expect(withRemoved.allObligations.map((o) => o.externalId)).toEqual(['OB0000000100']);
    const { id: _id, allObligations: _a, ...figures } = withRemoved;
    const { id: _id2, allObligations: _b, ...openFigures } = openOnly;
    expect(figures).toEqual(openFigures);
  });
});

describe('obligationModel: the §3.1 and §7.3 fields', () => {
  it('links the creditor’s credit life premium as insurance.premiumAmount, and gives the estimate and removedAt', () => {
    expect(obligationModel(account({}))).toMatchObject({ insuranceAmount: 160, insurance: { premiumAmount: 160 }, creditLifePremiumEstimate: 180, removedAt: null });
    expect(obligationModel(account({ creditLifeInsurance: false, insuranceAmountCents: 0 }))).toMatchObject({ insurance: null, creditLifePremiumEstimate: 180 });
    expect(obligationModel(account({ removedAt: '2026-06-14', currentBalanceCents: 0 }))).toMatchObject({ removedAt: '2026-06-14', creditLifePremiumEstimate: 0 });
  });

  it('reads a record stored before the fields existed: not removed, the estimate from the 2017 caps', () => {
    const stored = account({});
    delete stored.removedAt;
    delete stored.creditLifePremiumEstimateCents;
    // R4.50 per R1,000 of R40 000.00 for a personal loan; R2.00 per R1,000 for a home loan.
    expect(obligationModel(stored)).toMatchObject({ removedAt: null, creditLifePremiumEstimate: 180 });
    expect(obligationModel({ ...stored, accountType: 'H' })).toMatchObject({ creditLifePremiumEstimate: 80 });
  });
});

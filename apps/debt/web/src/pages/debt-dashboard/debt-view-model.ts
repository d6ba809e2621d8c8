// What the My Debt dashboard shows, worked out from the query's answer without React: the
// summary cards, the income panel, the credit score section. Money arrives in rand (two
// decimals); the debt domain's rules count cents.
import { formatMonthYear, formatRand } from '@imali/shared/ui';
import { isSouthAfricanIdType, validateSaIdNumber } from '@imali/shared/validation';
import {
  affordabilityCapacity,
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  creditRiskBand,
  creditScoreTip,
  GOOD_CREDIT_SCORE_MESSAGE,
  incomeTip,
  incomeUsed,
  isGoodCreditScore,
  monthlyBudget,
  type CreditRiskBand,
} from '@imali/debt/domain';

export const UNKNOWN = 'Unknown';
/** "My Debt Paid off by" of a record with no monthly debt (the home card's words). */
export const NO_DEBT = 'No debt';

/** Rand (a Float with two decimals) to whole cents; null stays null. */
export const toCents = (rand: number | null | undefined): number | null => (typeof rand === 'number' && Number.isFinite(rand) ? Math.round(rand * 100) : null);
export const toRand = (cents: number) => cents / 100;

export interface DashboardClient {
  income?: number | null;
  estimatedIncome?: number | null;
}

/**
 * Whether the bureau's questions cannot be asked for this client: their ID type is not a South
 * African ID (a passport or another country's ID), or their ID number, fixed on the profile, is
 * not a valid one. A client with no ID number yet can type one in the questions.
 */
export function creditCheckNeedsSaIdNumber(client: { idType?: string | null; idNumber?: string | null }): boolean {
  if (!isSouthAfricanIdType(client.idType)) return true;
  return Boolean(client.idNumber) && validateSaIdNumber(client.idNumber) !== undefined;
}

export interface DashboardDebt {
  allDebt: number;
  finalPaymentDate?: string | null;
  compuScore?: number | null;
  estimatedIncome?: number | null;
}

/** The client's income, else the bureau's estimate on the breakdown, else the client's stored estimate. */
function estimateOf(client: DashboardClient, debt: DashboardDebt | null) {
  return toCents(debt?.estimatedIncome ?? client.estimatedIncome);
}

export interface SummaryCards {
  monthlyBudget: string;
  monthlyDebt: string;
  paidOffBy: string;
}

/**
 * "My Monthly Budget" = income minus affordability, or "Unknown"; "My Monthly Debt"; "My Debt
 * Paid off by" "MMM YYYY", "No debt" with no monthly debt, "Unknown" without a record or when a
 * balance outlives the projection.
 */
export function summaryCards(client: DashboardClient, debt: DashboardDebt | null): SummaryCards {
  const budget = monthlyBudget(toCents(client.income), estimateOf(client, debt));
  const noDebt = debt !== null && !(debt.allDebt > 0);
  return {
    monthlyBudget: budget === undefined ? UNKNOWN : formatRand(toRand(budget)),
    monthlyDebt: debt ? formatRand(debt.allDebt) : UNKNOWN,
    paidOffBy: noDebt ? NO_DEBT : formatMonthYear(debt?.finalPaymentDate) || UNKNOWN,
  };
}

export interface IncomePanel {
  /** "R 25 000.00" with "*" when the bureau's estimate was used; "Unknown" when neither is known. */
  income: string;
  estimated: boolean;
  showTip: boolean;
}

export function incomePanel(client: DashboardClient, debt: DashboardDebt | null): IncomePanel {
  const used = incomeUsed(toCents(client.income), estimateOf(client, debt));
  const tip = incomeTip(toCents(client.income), estimateOf(client, debt));
  const income = used.income === undefined ? UNKNOWN : `${formatRand(toRand(used.income))}${used.estimated ? '*' : ''}`;
  return { income, estimated: used.estimated, showTip: tip.show };
}

export interface CreditScoreView {
  /** The score, or "Unknown" (missing or zero). */
  score: string;
  band: CreditRiskBand;
  /** No monthly debt at all. */
  noDebt: boolean;
  /** "Good Credit Score" (no debt, score above 825), else the tip of credit-life spec section 9. */
  message: string;
  /** The improvement tips show (no debt and a score not above 825). */
  showImprovementTips: boolean;
  /**
   * "Dashboard credit score gauge 1 to 1000", coloured by the band table (below 750, 750 to 849,
   * 850 up); none for an Unknown score (docs/decisions/debt-credit-score-gauge.md).
   */
  gauge: { min: number; max: number; low: number; high: number; optimum: number; value: number } | null;
}

export function creditScoreView(client: DashboardClient, debt: DashboardDebt): CreditScoreView {
  const band = creditRiskBand(debt.compuScore);
  const noDebt = !(debt.allDebt > 0);
  const capacity = affordabilityCapacity(toCents(debt.allDebt) ?? 0, toCents(client.income), estimateOf(client, debt));
  const good = isGoodCreditScore(debt.compuScore);
  return {
    score: band.key === 'UNKNOWN' ? UNKNOWN : String(debt.compuScore),
    band,
    noDebt,
    message: noDebt && good ? GOOD_CREDIT_SCORE_MESSAGE : creditScoreTip(debt.compuScore, capacity),
    showImprovementTips: noDebt && !good,
    gauge: band.score > 0 ? { min: CREDIT_SCORE_MIN, max: CREDIT_SCORE_MAX, low: 750, high: 850, optimum: CREDIT_SCORE_MAX, value: Math.min(CREDIT_SCORE_MAX, band.score) } : null,
  };
}

/** The band table of savings-budget-debt-shell.md section 4, in its order. */
export const CREDIT_RISK_TABLE = [
  { key: 'VERY_HIGH', range: 'under 600', label: 'Very High', colour: 'alert-red' },
  { key: 'HIGH', range: '600 to 749', label: 'High', colour: 'red' },
  { key: 'AVERAGE', range: '750 to 849', label: 'Average', colour: 'yellow' },
  { key: 'LOW', range: '850 to 899', label: 'Low', colour: 'primary' },
  { key: 'MINIMUM', range: '900 or more', label: 'Minimum', colour: 'primary' },
  { key: 'UNKNOWN', range: 'missing or zero', label: 'Unknown', colour: 'grey' },
] as const;

/** The badge of each band colour. */
export const BAND_BADGE = { 'alert-red': 'badge badge--danger', red: 'badge badge--danger', yellow: 'badge badge--warning', primary: 'badge badge--success', grey: 'badge' } as const;

/** Ours: how to raise a score, shown with the tip when there is no debt and the score is not yet good. */
export const IMPROVEMENT_TIPS = [
  'Pay every account on time, every month: payment history counts most.',
  'Keep what you owe on credit cards and store cards well below their limits.',
  'Apply for new credit only when you need it: each application is recorded.',
  'Check your credit record and dispute anything that is wrong.',
] as const;

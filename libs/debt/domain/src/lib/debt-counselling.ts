// withDCPaymentProjection: a preview of a debt-counselling plan ("possibly reducing repayments
// by up to 50%" through reduced rates and longer terms). The exact rule is ours:
// docs/decisions/debt-counselling-projection.md.
import {
  DEBT_COUNSELLING_MAX_INSTALMENT_REDUCTION_PERCENT,
  DEBT_COUNSELLING_RATE_PERCENT_OF_CONTRACT,
  DEBT_COUNSELLING_TERM_MONTHS,
  type Cents,
} from './debt-constants';
import { scheduleAccount, type ScheduleAccount } from './amortisation';
import { debtCategoryOfAccountType, type DebtObligation } from './debt-obligation';
import { debtPaymentProjection, projectAccounts, type PaymentProjection, type TodayInput } from './payment-projection';

/**
 * The instalment that repays `balance` at an annual rate (basis points) in `months` equal
 * payments, rounded up to the cent: P x i / (1 - (1 + i)^-n), or P / n at 0%.
 */
export function levelInstalment(balance: Cents, rateBasisPoints: number, months: number): Cents {
  if (balance <= 0) return 0;
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`months must be at least 1, got ${months}`);
  if (rateBasisPoints <= 0) return Math.ceil(balance / months);
  const i = rateBasisPoints / 120_000;
  // Rounded to 1e-6 of a cent first so that floating-point noise does not add a cent.
  return Math.ceil(Math.round(((balance * i) / (1 - (1 + i) ** -months)) * 1e6) / 1e6);
}

/**
 * One account under the plan. Home loans (B, H) stay as they are. Every other account gets half
 * its contract rate and the larger of half its instalment and the level instalment that repays
 * it at that rate in 60 months, never more than it pays today.
 */
export function debtCounsellingAccount(obligation: DebtObligation): ScheduleAccount {
  const account = scheduleAccount(obligation);
  if (account.balance === 0 || debtCategoryOfAccountType(obligation.accountType) === 'housing') return account;
  const rate = Math.round((account.rateBasisPoints * DEBT_COUNSELLING_RATE_PERCENT_OF_CONTRACT) / 100);
  const floor = Math.ceil((account.installment * (100 - DEBT_COUNSELLING_MAX_INSTALMENT_REDUCTION_PERCENT)) / 100);
  const level = levelInstalment(account.balance, rate, DEBT_COUNSELLING_TERM_MONTHS);
  return { balance: account.balance, rateBasisPoints: rate, installment: Math.min(account.installment, Math.max(floor, level)) };
}

export interface SavingProjection extends PaymentProjection {
  /** Interest of the normal projection minus interest of this one (negative if this one costs more). */
  readonly interestSaved: Cents;
}

export interface DebtCounsellingOptions {
  /**
   * The client is under debt counselling already (the record's debt-review flag): the record's
   * instalments and rates are the plan their counsellor agreed, so they are not restructured a
   * second time.
   */
  readonly underDebtCounselling?: boolean;
}

/** The accounts as a debt-counselling plan pays them: the preview's, or the record's own when under debt counselling. */
export function debtCounsellingAccounts(obligations: readonly DebtObligation[], options: DebtCounsellingOptions = {}): ScheduleAccount[] {
  return obligations.map(options.underDebtCounselling === true ? scheduleAccount : debtCounsellingAccount);
}

export function withDCPaymentProjection(obligations: readonly DebtObligation[], today: TodayInput, options: DebtCounsellingOptions = {}): SavingProjection {
  const normal = debtPaymentProjection(obligations, today);
  const plan = projectAccounts(debtCounsellingAccounts(obligations, options), today);
  return { ...plan, interestSaved: normal.totalInterest - plan.totalInterest };
}

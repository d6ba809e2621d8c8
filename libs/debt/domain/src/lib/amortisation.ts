// Month-by-month amortisation in whole cents (docs/decisions/debt-amortisation.md). Each month,
// for every account still owing: interest = balance x annual rate / 12 (rounded half up to the
// cent) is added, then the instalment is paid (the last payment is only what is left). With
// `rollOver` (the snowball) the month's budget stays fixed: what the instalments did not use
// (the extra amount, instalments freed by paid-off accounts, the unused part of a last payment)
// goes to the smallest remaining balance first, then the next. Every cent paid is either a
// cent of opening balance or a cent of interest: paid = opening + interest - closing, exactly.
import { PROJECTION_HORIZON_MONTHS, type Cents } from './debt-constants';
import { rateBasisPoints, wholeCents, type DebtObligation } from './debt-obligation';

/** Interest for one month on a balance at an annual rate in basis points, rounded half up. */
export function monthlyInterest(balance: Cents, annualRateBasisPoints: number): Cents {
  // balance x (bp / 100 / 100) / 12 = balance x bp / 120000; integers up to 2^53 stay exact.
  return Math.floor((balance * annualRateBasisPoints + 60_000) / 120_000);
}

export interface ScheduleAccount {
  readonly balance: Cents;
  readonly installment: Cents;
  readonly rateBasisPoints: number;
}

export interface ScheduleOptions {
  /** Paid on top of the instalments every month and rolled to the smallest balance (snowball). */
  readonly extra?: Cents;
  /** Freed and unused money goes to the smallest balance (snowball); without it each account pays its instalment only. */
  readonly rollOver?: boolean;
  readonly horizonMonths?: number;
}

export interface AccountOutcome {
  /** The month (1 = the first payment) in which the balance reached 0; undefined when it did not within the horizon. */
  readonly payoffMonth: number | undefined;
  readonly interest: Cents;
  readonly paid: Cents;
  /** Balance still owing after the horizon (0 when paid off). */
  readonly remainingBalance: Cents;
}

export interface Schedule {
  /** Total paid in each month, month 1 first; trailing months with no payment are left out. */
  readonly monthlyPayments: readonly Cents[];
  readonly totalInterest: Cents;
  readonly totalPaid: Cents;
  readonly remainingBalance: Cents;
  readonly accounts: readonly AccountOutcome[];
}

/** The account as the schedule reads it: balances and instalments in whole cents, rate in basis points. */
export function scheduleAccount(obligation: DebtObligation): ScheduleAccount {
  return {
    balance: wholeCents(obligation.currentBalance),
    installment: wholeCents(obligation.installment),
    rateBasisPoints: rateBasisPoints(obligation.rate),
  };
}

export function runSchedule(accounts: readonly ScheduleAccount[], options: ScheduleOptions = {}): Schedule {
  const extra = wholeCents(options.extra);
  const rollOver = options.rollOver === true;
  const horizon = options.horizonMonths ?? PROJECTION_HORIZON_MONTHS;
  if (!Number.isInteger(horizon) || horizon < 0) throw new RangeError(`horizonMonths must be a whole number, got ${horizon}`);

  const balances = accounts.map((account) => wholeCents(account.balance));
  const installments = accounts.map((account) => wholeCents(account.installment));
  const rates = accounts.map((account) => Math.max(0, Math.round(account.rateBasisPoints)));
  const interest = accounts.map(() => 0);
  const paid = accounts.map(() => 0);
  const payoffMonth: (number | undefined)[] = accounts.map(() => undefined);
  // The snowball keeps paying what the client pays today (instalments of accounts still owing) plus the extra.
  const budget = balances.reduce((sum, balance, i) => sum + (balance > 0 ? (installments[i] as number) : 0), 0) + extra;

  const monthlyPayments: Cents[] = [];
  let open = balances.filter((balance) => balance > 0).length;
  for (let month = 1; month <= horizon && open > 0; month++) {
    let paidThisMonth = 0;
    for (let i = 0; i < balances.length; i++) {
      const balance = balances[i] as number;
      if (balance === 0) continue;
      const charge = monthlyInterest(balance, rates[i] as number);
      const payment = Math.min(installments[i] as number, balance + charge);
      balances[i] = balance + charge - payment;
      interest[i] = (interest[i] as number) + charge;
      paid[i] = (paid[i] as number) + payment;
      paidThisMonth += payment;
    }
    if (rollOver) {
      let pool = budget - paidThisMonth;
      while (pool > 0) {
        const target = smallestOpenBalance(balances);
        if (target === undefined) break;
        const payment = Math.min(pool, balances[target] as number);
        balances[target] = (balances[target] as number) - payment;
        paid[target] = (paid[target] as number) + payment;
        paidThisMonth += payment;
        pool -= payment;
      }
    }
    for (let i = 0; i < balances.length; i++) {
      if (balances[i] === 0 && payoffMonth[i] === undefined && paid[i] !== 0) {
        payoffMonth[i] = month;
        open--;
      }
    }
    monthlyPayments.push(paidThisMonth);
  }
  while (monthlyPayments.length > 0 && monthlyPayments[monthlyPayments.length - 1] === 0) monthlyPayments.pop();

  const outcomes = accounts.map((_, i) => ({
    payoffMonth: payoffMonth[i],
    interest: interest[i] as number,
    paid: paid[i] as number,
    remainingBalance: balances[i] as number,
  }));
  return {
    monthlyPayments,
    totalInterest: sum(interest),
    totalPaid: sum(paid),
    remainingBalance: sum(balances),
    accounts: outcomes,
  };
}

/** Index of the smallest balance above 0 (the first in the list on a tie), or undefined when all are paid. */
function smallestOpenBalance(balances: readonly number[]): number | undefined {
  let best: number | undefined;
  for (let i = 0; i < balances.length; i++) {
    const balance = balances[i] as number;
    if (balance > 0 && (best === undefined || balance < (balances[best] as number))) best = i;
  }
  return best;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

// debtPaymentProjection and finalPaymentDate (savings-budget-debt-shell.md section 3): every
// obligation amortised month by month from an explicit "today", totalled per month.
import { parseCalendarDate, toIsoDate, type CalendarDate } from '@imali/shared/validation';
import type { Cents } from './debt-constants';
import { runSchedule, scheduleAccount, type Schedule, type ScheduleAccount } from './amortisation';
import type { DebtObligation } from './debt-obligation';

export interface PaymentPoint {
  /** The month's payment date, `YYYY-MM-01` (docs/decisions/debt-amortisation.md). */
  readonly date: string;
  readonly payment: Cents;
}

export interface PaymentProjection {
  /** The first month's total payment: what the plan asks for each month (0 with no debt). */
  readonly payment: Cents;
  readonly payments: readonly PaymentPoint[];
  /** The last payment's date; undefined with no debt or when a balance is still owing at the horizon. */
  readonly finalPaymentDate: string | undefined;
  readonly totalInterest: Cents;
  readonly totalPaid: Cents;
  /** Balance still owing after the horizon (0 when everything is paid off). */
  readonly remainingBalance: Cents;
  /** Per obligation, in the order given: the month it is paid off (1 = first payment) or undefined. */
  readonly payoffMonths: readonly (number | undefined)[];
}

export type TodayInput = CalendarDate | Date | string;

/** "Today" is always given, so a projection is the same wherever and whenever it runs. */
export function readToday(today: TodayInput): CalendarDate {
  const day =
    typeof today === 'object' && !(today instanceof Date) ? parseCalendarDate(toIsoDate(today)) : parseCalendarDate(today);
  if (!day) throw new RangeError('today must be a readable calendar day');
  return day;
}

/** The first day of the month `months` after today's month: month 1 of a projection is next month. */
export function paymentDate(today: CalendarDate, months: number): string {
  const index = today.year * 12 + (today.month - 1) + months;
  const year = Math.floor(index / 12);
  return toIsoDate({ year, month: index - year * 12 + 1, day: 1 });
}

/** A schedule dated from today. */
export function toProjection(schedule: Schedule, today: TodayInput): PaymentProjection {
  const day = readToday(today);
  const payments = schedule.monthlyPayments.map((payment, i) => ({ date: paymentDate(day, i + 1), payment }));
  const last = payments[payments.length - 1];
  return {
    payment: payments[0]?.payment ?? 0,
    payments,
    finalPaymentDate: schedule.remainingBalance === 0 && last ? last.date : undefined,
    totalInterest: schedule.totalInterest,
    totalPaid: schedule.totalPaid,
    remainingBalance: schedule.remainingBalance,
    payoffMonths: schedule.accounts.map((account) => account.payoffMonth),
  };
}

/** Every obligation paying its instalment until paid off; the monthly totals from next month. */
export function debtPaymentProjection(obligations: readonly DebtObligation[], today: TodayInput): PaymentProjection {
  return projectAccounts(obligations.map(scheduleAccount), today);
}

export function projectAccounts(accounts: readonly ScheduleAccount[], today: TodayInput): PaymentProjection {
  return toProjection(runSchedule(accounts), today);
}

/** "My Debt Paid off by": the projection's last payment date, or undefined ("Unknown"). */
export function finalPaymentDate(projection: PaymentProjection): string | undefined {
  return projection.finalPaymentDate;
}

/** "Maximum Debt Review Term equals the number of projected payments, in months." */
export function maximumDebtReviewTerm(projection: PaymentProjection): number {
  return projection.payments.length;
}

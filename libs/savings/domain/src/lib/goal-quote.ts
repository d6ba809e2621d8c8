// The guided goal's quote step (savings-budget-debt-shell.md section 4): the derived target
// amount and date, the monthly amount from both, the date from a monthly amount, and the
// two-way recomputation when the client moves one of them. Cents and calendar days throughout;
// "today" (and the client's birth date for Funeral) are arguments.
import { compareCalendarDates, type CalendarDate } from '@imali/shared/validation';
import { type BucketType } from './bucket-types';
import { addYears, readDay, requireToday, wholeMonthsBetween } from './goal-dates';
import { amountLeftCents, goalEstimate, savedTowardTargetCents } from './goal-progress';
import {
  DEFAULT_DESIRED_SAVINGS_CENTS,
  EMERGENCY_DEFAULT_TARGET_CENTS,
  EMERGENCY_DEFAULT_TARGET_YEARS_AHEAD,
  type Cents,
} from './savings-constants';

type Day = CalendarDate | string | Date;

/** What the type and details steps gathered, amounts in cents (absent when not asked or not given). */
export interface GoalDetails {
  bucketType: BucketType;
  /** Entered by the client for Car, Holiday, Custom and the other types; derived for Emergency and Funeral. */
  targetAmountCents?: Cents | null;
  /** Entered, except Holiday (tripDate) and Funeral (birth date plus stopPayingAge). */
  targetDate?: Day | null;
  existingAmountCents?: Cents | null;
  /**
   * A goal being edited: the money already in it (its balance), counted with existingAmount as the
   * goal page's estimate counts it (docs/decisions/savings-edit-quote-balance.md); 0 for a new goal.
   */
  amountCents?: Cents | null;
  /** The monthly contribution (desiredSavings). */
  desiredSavingsCents?: Cents | null;
  /** Emergency: income and goalMonthsInFund (1, 2 or 3). */
  incomeCents?: Cents | null;
  goalMonthsInFund?: number | null;
  /** Holiday. */
  tripDate?: Day | null;
  /** Funeral: sumAssured and stopPayingAge (55, 60 or 65). */
  sumAssuredCents?: Cents | null;
  stopPayingAge?: number | null;
}

const cents = (value: Cents | null | undefined): Cents | undefined => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined);

/** "Emergency = income multiplied by goalMonthsInFund; Funeral = sumAssured; Car, Holiday and Custom use the entered targetAmount" (as do the other types). */
export function deriveTargetAmountCents(details: GoalDetails): Cents | undefined {
  switch (details.bucketType) {
    case 'EMERGENCY': {
      const income = cents(details.incomeCents);
      const months = details.goalMonthsInFund;
      return income !== undefined && typeof months === 'number' && Number.isInteger(months) ? income * months : undefined;
    }
    case 'FUNERAL':
      return cents(details.sumAssuredCents);
    default:
      return cents(details.targetAmountCents);
  }
}

/**
 * "Holiday uses tripDate; Funeral uses birth date plus stopPayingAge years; otherwise the
 * entered date." Undefined when the day is not known (the quote may then work it out from the
 * monthly amount). A birthday on 29 February falls on 28 February in a year without one.
 */
export function deriveTargetDate(details: GoalDetails, birthDate?: Day | null): CalendarDate | undefined {
  switch (details.bucketType) {
    case 'HOLIDAY':
      return readDay(details.tripDate);
    case 'FUNERAL': {
      const birth = readDay(birthDate);
      const age = details.stopPayingAge;
      return birth && typeof age === 'number' && Number.isInteger(age) ? addYears(birth, age) : undefined;
    }
    default:
      return readDay(details.targetDate);
  }
}

/**
 * "If only a monthly amount is given, the target date is the number of months needed": today
 * plus the months of contributions that take existing (and, for a goal being edited, its
 * balance) to target (today when it is already there). Undefined without a positive monthly
 * amount or beyond the 50-year horizon.
 */
export function targetDateForMonthly(targetCents: Cents, existingCents: Cents, monthlyCents: Cents, today: Day, amountCents: Cents = 0): CalendarDate | undefined {
  // The goal page's estimate: one calculation for both.
  return goalEstimate({ amountCents, existingAmountCents: existingCents, targetCents, monthlyCents }, today).estimatedDate;
}

/**
 * "If both target amount and target date are known, the monthly amount is computed": what is
 * left divided over the whole months until the date, rounded up to the cent so the target is
 * reached. A date less than a month away takes it in one month; 0 when nothing is left;
 * undefined when the date is today or past.
 */
export function monthlyAmountForDate(targetCents: Cents, existingCents: Cents, targetDate: Day, today: Day, amountCents: Cents = 0): Cents | undefined {
  const from = requireToday(today);
  const to = readDay(targetDate);
  if (!to || compareCalendarDates(to, from) <= 0) return undefined;
  // What the goal page's estimate counts: the balance (a goal being edited) plus existing.
  const left = amountLeftCents(savedTowardTargetCents(amountCents, existingCents), targetCents);
  if (left === 0) return 0;
  const months = Math.max(1, wholeMonthsBetween(from, to));
  return Math.ceil(left / months);
}

/** The quote step's figures. */
export interface GoalQuote {
  targetAmountCents: Cents | undefined;
  targetDate: CalendarDate | undefined;
  /** The monthly contribution. */
  desiredSavingsCents: Cents | undefined;
  existingAmountCents: Cents;
  /** A goal being edited: its balance, counted as the goal page counts it (absent or 0 for a new goal). */
  amountCents?: Cents;
}

/**
 * The quote as the step opens: the derived target amount and date; with both, the monthly
 * amount is computed; with no date, the monthly amount given (or the default R500) gives the
 * date.
 */
export function quoteGoal(details: GoalDetails, today: Day, birthDate?: Day | null): GoalQuote {
  const targetAmountCents = deriveTargetAmountCents(details);
  const existingAmountCents = Math.max(0, cents(details.existingAmountCents) ?? 0);
  const amountCents = Math.max(0, cents(details.amountCents) ?? 0);
  // Only a goal with money in it carries its balance: a new goal's quote is as it was.
  const held = amountCents > 0 ? { amountCents } : {};
  const date = deriveTargetDate(details, birthDate);
  if (targetAmountCents === undefined) {
    return { targetAmountCents, targetDate: date, desiredSavingsCents: cents(details.desiredSavingsCents) ?? DEFAULT_DESIRED_SAVINGS_CENTS, existingAmountCents, ...held };
  }
  if (date) return { targetAmountCents, targetDate: date, desiredSavingsCents: monthlyAmountForDate(targetAmountCents, existingAmountCents, date, today, amountCents), existingAmountCents, ...held };
  const monthly = cents(details.desiredSavingsCents) ?? DEFAULT_DESIRED_SAVINGS_CENTS;
  return { targetAmountCents, targetDate: targetDateForMonthly(targetAmountCents, existingAmountCents, monthly, today, amountCents), desiredSavingsCents: monthly, existingAmountCents, ...held };
}

/**
 * "changing the monthly amount recomputes the date". Undefined: the field holds no amount (empty,
 * or text its rule refuses): no monthly amount, and no date worked out from one (a date the
 * monthly amount does not move, with no target amount, stays).
 */
export function quoteWithMonthly(quote: GoalQuote, monthlyCents: Cents | undefined, today: Day): GoalQuote {
  if (monthlyCents === undefined) return { ...quote, desiredSavingsCents: undefined, targetDate: quote.targetAmountCents === undefined ? quote.targetDate : undefined };
  const targetDate = quote.targetAmountCents === undefined ? quote.targetDate : targetDateForMonthly(quote.targetAmountCents, quote.existingAmountCents, monthlyCents, today, quote.amountCents);
  return { ...quote, desiredSavingsCents: monthlyCents, targetDate };
}

/** "changing the date recomputes the monthly amount". */
export function quoteWithDate(quote: GoalQuote, targetDate: Day, today: Day): GoalQuote {
  const date = readDay(targetDate);
  const desiredSavingsCents = quote.targetAmountCents === undefined || !date ? quote.desiredSavingsCents : monthlyAmountForDate(quote.targetAmountCents, quote.existingAmountCents, date, today, quote.amountCents);
  return { ...quote, targetDate: date ?? quote.targetDate, desiredSavingsCents };
}

/** "one is created with type EMERGENCY, target 10000 and target date one year ahead" (29 February: 28 February next year). */
export function emergencyBucketDefaults(today: Day): { bucketType: 'EMERGENCY'; name: string; targetAmountCents: Cents; targetDate: CalendarDate } {
  return {
    bucketType: 'EMERGENCY',
    name: 'Emergency',
    targetAmountCents: EMERGENCY_DEFAULT_TARGET_CENTS,
    targetDate: addYears(requireToday(today), EMERGENCY_DEFAULT_TARGET_YEARS_AHEAD),
  };
}

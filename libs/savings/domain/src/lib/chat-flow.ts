// The chat-style goal flow (savings-budget-debt-shell.md sections 4, 5 and 9): what to save for
// (MEDICAL is HEALTH), how much, over how long (Weeks, Months or Years), the estimated monthly
// figure rounded to the nearest R10, and the months to reach the amount at what the client can
// afford.
import { composeValidators, required, toWholeNumber, WHOLE_NUMBER_MESSAGE, type ValidationMessage, type Validator } from '@imali/shared/validation';
import { monthsLeft } from './goal-progress';
import { CHAT_RESULT_ROUNDING_CENTS, GOAL_HORIZON_MONTHS, MONTHS_PER_YEAR, WEEKS_PER_MONTH, type Cents } from './savings-constants';

/** "duration (Weeks, Months or Years)". */
export const CHAT_DURATION_UNITS = ['WEEKS', 'MONTHS', 'YEARS'] as const;
export type ChatDurationUnit = (typeof CHAT_DURATION_UNITS)[number];
export const CHAT_DURATION_UNIT_LABELS: Readonly<Record<ChatDurationUnit, string>> = { WEEKS: 'Weeks', MONTHS: 'Months', YEARS: 'Years' };

/** Ours: the most of each unit the chat accepts, all 50 years (docs/decisions/savings-goal-horizon.md). */
export const CHAT_DURATION_MAX: Readonly<Record<ChatDurationUnit, number>> = {
  WEEKS: GOAL_HORIZON_MONTHS * WEEKS_PER_MONTH,
  MONTHS: GOAL_HORIZON_MONTHS,
  YEARS: GOAL_HORIZON_MONTHS / MONTHS_PER_YEAR,
};

/** Ours: a duration of nothing cannot spread a goal. */
export const CHAT_DURATION_AT_LEAST_ONE_MESSAGE = 'Must be at least 1';
export function chatDurationAtMostMessage(unit: ChatDurationUnit): string {
  return `Must be at most ${CHAT_DURATION_MAX[unit]} ${CHAT_DURATION_UNIT_LABELS[unit].toLowerCase()}`;
}

export function isChatDurationUnit(value: unknown): value is ChatDurationUnit {
  return typeof value === 'string' && (CHAT_DURATION_UNITS as readonly string[]).includes(value);
}

/**
 * "Chat flow duration count (weeks, months or years) must be an integer; message not shown":
 * the shared "Whole numbers only", then at least 1 and at most 50 years' worth (ours).
 */
export function chatDurationCountValidator(unit: ChatDurationUnit): Validator {
  return composeValidators(required, (value): ValidationMessage => {
    const count = toWholeNumber(value);
    if (count === undefined) return WHOLE_NUMBER_MESSAGE;
    if (count < 1) return CHAT_DURATION_AT_LEAST_ONE_MESSAGE;
    return count > CHAT_DURATION_MAX[unit] ? chatDurationAtMostMessage(unit) : undefined;
  });
}

/** "weeks divided by 4, years multiplied by 12" (6 weeks is 1.5 months). */
export function durationInMonths(count: number, unit: ChatDurationUnit): number {
  if (unit === 'WEEKS') return count / WEEKS_PER_MONTH;
  return unit === 'YEARS' ? count * MONTHS_PER_YEAR : count;
}

/** To the nearest R10, halves up (R 125 -> R 130, R 124.99 -> R 120). */
export function roundToNearestTenRand(amountCents: Cents): Cents {
  return Math.floor((amountCents + CHAT_RESULT_ROUNDING_CENTS / 2) / CHAT_RESULT_ROUNDING_CENTS) * CHAT_RESULT_ROUNDING_CENTS;
}

/**
 * "estimated monthly result": the amount spread over the duration in months, rounded to the
 * nearest 10. Ours (docs/decisions/savings-chat-rounding.md): never below R10 for an amount
 * above zero, so the chat never proposes saving R0 a month. Undefined for a duration that is
 * not at least one whole unit.
 */
export function chatMonthlyEstimateCents(amountCents: Cents, count: number, unit: ChatDurationUnit): Cents | undefined {
  if (!Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(amountCents) || amountCents < 0) return undefined;
  if (amountCents === 0) return 0;
  const monthly = amountCents / durationInMonths(count, unit);
  return Math.max(CHAT_RESULT_ROUNDING_CENTS, roundToNearestTenRand(monthly));
}

/** "months to reach": the months the affordable amount takes to reach the goal, rounded up; undefined when it is nothing. */
export function chatMonthsToReach(amountCents: Cents, affordableMonthlyCents: Cents): number | undefined {
  return monthsLeft(0, amountCents, affordableMonthlyCents);
}

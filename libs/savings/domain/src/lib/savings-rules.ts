// Every savings rule and message of savings-budget-debt-shell.md section 5 (and the limits of
// section 9), one rule set for both users: the web remote's react-final-form fields take the
// validators (a message or undefined) and the savings subgraph runs the *Errors functions, which
// answer `{ field, message }[]` named by the input's field paths, as the debt area's
// budgetItemsErrors does. Generic checks come from @imali/shared/validation; "today", the
// bucket's balance and the client's birth date are arguments.
import {
  collectErrors,
  compareCalendarDates,
  composeValidators,
  FUTURE_DATE_MESSAGE,
  INVALID_ID_MESSAGE,
  isBlank,
  atMostEntriesMessage,
  maxLength,
  required,
  SELECT_ONE_MESSAGE,
  toWholeNumber,
  validateFutureDate,
  validateNoNulCharacter,
  validateSelectOne,
  validateTaxNumber,
  betweenMessage,
  type CalendarDate,
  type FieldError,
  type ValidationMessage,
  type ValidationRules,
  type Validator,
} from '@imali/shared/validation';
import { CAR_SAVING_FOR_OPTIONS, entersTargetAmount, entersTargetDate, parseBucketType } from './bucket-types';
import { addMonths, readDay, requireToday } from './goal-dates';
import { amountValidator, atMostAmountMessage, formatCents, readRandAmount, validateCurrencyAmount, validateTargetAmount } from './money';
import { decemberYears } from './plan-options';
import {
  EMERGENCY_GOAL_MONTHS,
  FUNERAL_STOP_PAYING_AGES,
  GOAL_DESCRIPTION_MAX_LENGTH,
  GOAL_DESTINATION_MAX_LENGTH,
  GOAL_HORIZON_MONTHS,
  GOAL_NAME_MAX_LENGTH,
  MIN_WITHDRAWAL_CENTS,
  PAY_DAY_MAX,
  PAY_DAY_MIN,
  PAYOUT_DAY_MAX,
  PAYOUT_DAY_MIN,
  SAVINGS_AMOUNT_MAX_CENTS,
  SAVINGS_ID_MAX_LENGTH,
  type Cents,
} from './savings-constants';

type Day = CalendarDate | string | Date;

// ---- Messages: the spec's words, and ours where it shows none -------------------------------

/** "You can only withdraw from a savings goal with a balance greater than R 50.00". */
export const WITHDRAWAL_BALANCE_MESSAGE = 'You can only withdraw from a savings goal with a balance greater than R 50.00';
/** "The withdrawal amount must be between R 50.00 and {balance}", the balance written by the platform's rand formatter. */
export function withdrawalAmountMessage(balanceCents: Cents): string {
  return `The withdrawal amount must be between ${formatCents(MIN_WITHDRAWAL_CENTS)} and ${formatCents(balanceCents)}`;
}
/** Ours: a transfer's amount (no minimum in the spec beyond more than nothing). */
export function transferAmountMessage(balanceCents: Cents): string {
  return `The transfer amount must be between R 0.01 and ${formatCents(balanceCents)}`;
}
/** Ours: a goal type that is not one of the ten. */
export const BUCKET_TYPE_MESSAGE = 'Choose one of the goal types';
/** Ours: goalMonthsInFund outside 1, 2 or 3. */
export const GOAL_MONTHS_IN_FUND_MESSAGE = 'Choose 1, 2 or 3 months';
/** Ours: stopPayingAge outside 55, 60 or 65. */
export const STOP_PAYING_AGE_MESSAGE = 'Choose 55, 60 or 65';
/** Ours: the stop-paying age is already behind the client (the Funeral goal's date would be past). */
export const STOP_PAYING_AGE_PASSED_MESSAGE = 'You are already past this age; choose a later one';
/** Ours: savingFor outside New Car, Car Deposit or Maintainance. */
export const SAVING_FOR_MESSAGE = 'Choose New Car, Car Deposit or Maintainance';
/** Ours: a target date further than 50 years ahead. */
export const GOAL_HORIZON_MESSAGE = 'Must be within the next 50 years';
/** Ours: coverTypes that are not text. */
export const COVER_TYPES_MESSAGE = 'Choose the types of cover from the list';
/** Ours: the most cover types a Funeral goal lists. */
export const COVER_TYPES_MAX_COUNT = 10;
/** Ours: a transfer to the bucket it comes from. */
export const SAME_BUCKET_MESSAGE = 'Choose a different goal to transfer to';
/** Ours: a December payout year that is not offered. */
export function decemberYearMessage(years: readonly number[]): string {
  return `Choose a year from ${years[0]} to ${years[years.length - 1]}`;
}

// ---- Field validators -------------------------------------------------------------------------

const oneOf = (choices: readonly number[], message: string): Validator => (value) => {
  if (isBlank(value)) return undefined;
  const n = toWholeNumber(value);
  return n !== undefined && choices.includes(n) ? undefined : message;
};

const dayOfMonth = (min: number, max: number): Validator => (value) => {
  if (isBlank(value)) return undefined;
  const n = toWholeNumber(value);
  return n !== undefined && n >= min && n <= max ? undefined : betweenMessage(min, max);
};

/** An id is text (GraphQL ID): anything else names no record ("Invalid id", the platform's). */
const idText: Validator = (value) => (isBlank(value) || typeof value === 'string' ? undefined : INVALID_ID_MESSAGE);

/** An id the client picked or the screen carries (bucketId, savingsId): required text, at most 64 characters. */
export const validateRecordId: Validator = composeValidators(required, idText, maxLength(SAVINGS_ID_MAX_LENGTH), validateNoNulCharacter);

/** bucketType: required and one of the ten (MEDICAL, the chat form's, is read as HEALTH). */
export const validateBucketType: Validator = composeValidators(required, (value) => (parseBucketType(value) ? undefined : BUCKET_TYPE_MESSAGE));

/** Emergency goalMonthsInFund: required, 1, 2 or 3. */
export const validateGoalMonthsInFund: Validator = composeValidators(required, oneOf(EMERGENCY_GOAL_MONTHS, GOAL_MONTHS_IN_FUND_MESSAGE));

/** Funeral stopPayingAge: required, 55, 60 or 65. */
export const validateStopPayingAge: Validator = composeValidators(required, oneOf(FUNERAL_STOP_PAYING_AGES, STOP_PAYING_AGE_MESSAGE));

/** Car savingFor: optional, one of the three options. */
export const validateSavingFor: Validator = (value) => (isBlank(value) || (CAR_SAVING_FOR_OPTIONS as readonly unknown[]).includes(value) ? undefined : SAVING_FOR_MESSAGE);

/** Holiday destination: required, at most 100 characters. */
export const validateDestination: Validator = composeValidators(required, maxLength(GOAL_DESTINATION_MAX_LENGTH), validateNoNulCharacter);
/** A goal's name: optional, at most 100 characters. */
export const validateGoalName: Validator = composeValidators(maxLength(GOAL_NAME_MAX_LENGTH), validateNoNulCharacter);
/** Funeral's coverTypes: optional, a text or a list of at most 10 texts, each at most 100 characters. */
export const validateCoverTypes: Validator = (value) => {
  if (isBlank(value)) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (list.length > COVER_TYPES_MAX_COUNT) return atMostEntriesMessage(COVER_TYPES_MAX_COUNT);
  for (const item of list) {
    if (typeof item !== 'string') return COVER_TYPES_MESSAGE;
    const message = composeValidators(maxLength(GOAL_NAME_MAX_LENGTH), validateNoNulCharacter)(item);
    if (message) return message;
  }
  return undefined;
};

/** Custom's description: optional, at most 500 characters. */
export const validateGoalDescription: Validator = composeValidators(maxLength(GOAL_DESCRIPTION_MAX_LENGTH), validateNoNulCharacter);

/**
 * targetDate (and Holiday's tripDate): required, "Must be a future date" after `today`, and
 * within the next 50 years (ours).
 */
export function targetDateValidator(today: Day): Validator {
  const day = requireToday(today);
  const horizon = addMonths(day, GOAL_HORIZON_MONTHS);
  return composeValidators(required, (value): ValidationMessage => {
    const message = validateFutureDate(value, instantOf(day));
    if (message) return message;
    const date = readDay(value);
    return date && compareCalendarDates(date, horizon) > 0 ? GOAL_HORIZON_MESSAGE : undefined;
  });
}

/** Noon in South Africa on the day, the Date the shared future-date rule reads back as that day. */
function instantOf(day: CalendarDate): Date {
  const instant = new Date(0);
  instant.setUTCFullYear(day.year, day.month - 1, day.day);
  instant.setUTCHours(10);
  return instant;
}

/** bankAccountId: "Select one"; at most 64 characters. */
export const validateBankAccountId: Validator = composeValidators(validateSelectOne, idText, maxLength(SAVINGS_ID_MAX_LENGTH), validateNoNulCharacter);

/** checkSure and checkSure2 "must be true or false": "Select one" (a radio's 'true' / 'false' text counts). */
export function validateCheckSure(value: unknown): ValidationMessage {
  return value === true || value === false || value === 'true' || value === 'false' ? undefined : SELECT_ONE_MESSAGE;
}

/** The tax number: "required and uses a tax-number check" ("Invalid Tax Number"), the shared rule. */
export const validateRequiredTaxNumber: Validator = composeValidators(required, validateTaxNumber);

/** payDay: required, 1 to 31. */
export const validatePayDay: Validator = composeValidators(required, dayOfMonth(PAY_DAY_MIN, PAY_DAY_MAX));
/** The December payout day: required, 1 to 31. */
export const validatePayoutDay: Validator = composeValidators(required, dayOfMonth(PAYOUT_DAY_MIN, PAYOUT_DAY_MAX));
/** The December payout year: required and one of decemberYears(today). */
export function payoutYearValidator(today: Day): Validator {
  const years = decemberYears(today);
  return composeValidators(required, oneOf(years, decemberYearMessage(years)));
}

/** Withdrawal: "bucket must have a balance of at least 50" (docs/decisions/savings-withdrawal-rules.md: R 50.00 itself may be withdrawn). */
export function validateWithdrawalBalance(balanceCents: Cents): ValidationMessage {
  return balanceOf(balanceCents) >= MIN_WITHDRAWAL_CENTS ? undefined : WITHDRAWAL_BALANCE_MESSAGE;
}

/** A balance the caller read: whole cents, anything else counts as nothing (a bug, never money). */
function balanceOf(balanceCents: unknown): Cents {
  return typeof balanceCents === 'number' && Number.isSafeInteger(balanceCents) && balanceCents > 0 ? balanceCents : 0;
}

/**
 * Withdrawal amount: required, a number with at most two decimals, "between R 50.00 and
 * {balance}" (both included).
 */
export function withdrawalAmountValidator(balance: Cents): Validator {
  const balanceCents = balanceOf(balance);
  return composeValidators(required, (value): ValidationMessage => {
    const reading = readRandAmount(value, { allowNegative: true });
    if (!reading.ok) return reading.message === CEILING_MESSAGE ? withdrawalAmountMessage(balanceCents) : reading.message;
    return reading.cents >= MIN_WITHDRAWAL_CENTS && reading.cents <= balanceCents ? undefined : withdrawalAmountMessage(balanceCents);
  });
}

/** An amount past the R 10 000 000 ceiling is outside the range too: the range is said, not the ceiling. */
const CEILING_MESSAGE = atMostAmountMessage(SAVINGS_AMOUNT_MAX_CENTS);

/** Transfer amount: required, a number with at most two decimals, more than 0 and at most the balance. */
export function transferAmountValidator(balance: Cents): Validator {
  const balanceCents = balanceOf(balance);
  return composeValidators(required, (value): ValidationMessage => {
    const reading = readRandAmount(value, { allowNegative: true });
    if (!reading.ok) return reading.message === CEILING_MESSAGE ? transferAmountMessage(balanceCents) : reading.message;
    return reading.cents > 0 && reading.cents <= balanceCents ? undefined : transferAmountMessage(balanceCents);
  });
}

// ---- Rule maps and the subgraph's error lists ---------------------------------------------------

/**
 * The goal as it is saved (the guided modal's done step, addSavingsBucket and
 * updateSavingsBucket): amounts in rand as the form or the API holds them. The details asked
 * depend on the type.
 */
export interface SavingsGoalInput {
  bucketType?: unknown;
  name?: unknown;
  description?: unknown;
  targetAmount?: unknown;
  targetDate?: unknown;
  existingAmount?: unknown;
  desiredSavings?: unknown;
  income?: unknown;
  goalMonthsInFund?: unknown;
  destination?: unknown;
  tripDate?: unknown;
  sumAssured?: unknown;
  stopPayingAge?: unknown;
  savingFor?: unknown;
}

const positiveAmount = amountValidator({ positive: true });

/** The rules of a goal of this type, by field. An unknown type checks only bucketType and the common fields. */
export function savingsGoalRules(bucketType: unknown, today: Day): ValidationRules {
  const type = parseBucketType(bucketType);
  const futureDate = targetDateValidator(today);
  const rules: Record<string, readonly Validator[]> = {
    bucketType: [validateBucketType],
    name: [validateGoalName],
    description: [validateGoalDescription],
    existingAmount: [validateCurrencyAmount],
    desiredSavings: [validateCurrencyAmount],
  };
  if (!type) return rules;
  if (entersTargetAmount(type)) rules['targetAmount'] = [required, validateTargetAmount];
  if (entersTargetDate(type)) rules['targetDate'] = [futureDate];
  if (type === 'EMERGENCY') {
    rules['income'] = [required, positiveAmount];
    rules['goalMonthsInFund'] = [validateGoalMonthsInFund];
  }
  if (type === 'HOLIDAY') {
    rules['destination'] = [validateDestination];
    rules['tripDate'] = [futureDate];
  }
  if (type === 'FUNERAL') {
    rules['sumAssured'] = [required, positiveAmount];
    rules['stopPayingAge'] = [validateStopPayingAge];
    rules['currentPremiums'] = [validateCurrencyAmount];
    rules['coverTypes'] = [validateCoverTypes];
  }
  if (type === 'CAR') rules['savingFor'] = [validateSavingFor];
  return rules;
}

/**
 * Every message for a goal (the subgraph's addSavingsBucket / updateSavingsBucket, and the
 * modal before done). For Funeral the birth date (from identity) gives the target date; a
 * stop-paying age already passed is refused on stopPayingAge.
 */
export function savingsGoalErrors(input: SavingsGoalInput, today: Day, birthDate?: Day | null): FieldError[] {
  const errors = collectErrors(input, savingsGoalRules(input?.bucketType, today));
  if (parseBucketType(input?.bucketType) === 'FUNERAL' && !errors.some((error) => error.field === 'stopPayingAge')) {
    const birth = readDay(birthDate);
    const age = toWholeNumber(input.stopPayingAge);
    if (birth && age !== undefined && compareCalendarDates(addMonths(birth, age * 12), requireToday(today)) <= 0) {
      errors.push({ field: 'stopPayingAge', message: STOP_PAYING_AGE_PASSED_MESSAGE });
    }
  }
  return errors;
}

export interface WithdrawalInput {
  bucketId?: unknown;
  savingsId?: unknown;
  bankAccountId?: unknown;
  amount?: unknown;
}

/**
 * withdrawSavings: the ids, "Select one" for the bank account, the bucket's balance of at least
 * R 50 (on bucketId) and the amount between R 50.00 and the balance. The balance is the one
 * the subgraph read under its lock; with a balance under R 50 the amount is not judged.
 */
export function withdrawalErrors(input: WithdrawalInput, balanceCents: Cents): FieldError[] {
  const balanceMessage = validateWithdrawalBalance(balanceCents);
  const rules: ValidationRules = {
    bucketId: [validateRecordId, () => balanceMessage],
    savingsId: [validateRecordId],
    bankAccountId: [validateBankAccountId],
    ...(balanceMessage ? {} : { amount: [withdrawalAmountValidator(balanceCents)] }),
  };
  return collectErrors(input, rules);
}

export interface TransferInput {
  savingsId?: unknown;
  fromBucketId?: unknown;
  toBucketId?: unknown;
  amount?: unknown;
}

/** transferSavings: the ids, two different buckets, an amount more than 0 and at most the source's balance. */
export function transferErrors(input: TransferInput, fromBalanceCents: Cents): FieldError[] {
  const rules: ValidationRules = {
    savingsId: [validateRecordId],
    fromBucketId: [validateRecordId],
    toBucketId: [validateRecordId, (value, all) => (value === (all as TransferInput).fromBucketId ? SAME_BUCKET_MESSAGE : undefined)],
    amount: [transferAmountValidator(fromBalanceCents)],
  };
  return collectErrors(input, rules);
}

/** The bank change form: payDay 1 to 31 and "Select one" for the bank account. */
export const BANK_CHANGE_RULES: ValidationRules = {
  payDay: [validatePayDay],
  bankAccountId: [validateBankAccountId],
};

export function bankChangeErrors(input: { payDay?: unknown; bankAccountId?: unknown }): FieldError[] {
  return collectErrors(input, BANK_CHANGE_RULES);
}

/**
 * The December plan's payout: day 1 to 31, a year offered today, and the date still ahead
 * ("Must be a future date" on payoutDay when this year's day has passed).
 */
export function decemberPayoutErrors(input: { payoutDay?: unknown; payoutYear?: unknown }, today: Day): FieldError[] {
  const errors = collectErrors(input, { payoutDay: [validatePayoutDay], payoutYear: [payoutYearValidator(today)] });
  if (errors.length) return errors;
  const date = { year: toWholeNumber(input.payoutYear)!, month: 12, day: toWholeNumber(input.payoutDay)! };
  return compareCalendarDates(date, requireToday(today)) > 0 ? [] : [{ field: 'payoutDay', message: FUTURE_DATE_MESSAGE }];
}

/** The tax number form (updateMyProfile taxNumber). */
export function taxNumberErrors(input: { taxNumber?: unknown }): FieldError[] {
  return collectErrors(input, { taxNumber: [validateRequiredTaxNumber] });
}

/** The withdrawal's "are you sure" steps: checkSure (the plain variant) or checkSure2 (December / emergency transfer). */
export const CHECK_SURE_RULES: ValidationRules = { checkSure: [validateCheckSure] };
export const CHECK_SURE2_RULES: ValidationRules = { checkSure2: [validateCheckSure] };

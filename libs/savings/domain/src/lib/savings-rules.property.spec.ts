import { describeNeverThrows } from '@imali/shared/validation/testing';
import { bucketTypeLabel, parseBucketType } from './bucket-types';
import { chatDurationCountValidator, chatMonthlyEstimateCents, chatMonthsToReach } from './chat-flow';
import { bucketStatus, monthsLeft, percentageFull, progressBarPercent, progressColour, savingsLevel } from './goal-progress';
import { deriveTargetAmountCents, deriveTargetDate, quoteGoal } from './goal-quote';
import { readDay } from './goal-dates';
import { goalDetailsFromMetaData, goalMetaData, isDetailShownInSummary } from './goal-details';
import { readRandAmount, validateCurrencyAmount, validateTargetAmount } from './money';
import { monthlySavingsSliderBounds, withdrawalSliderBounds } from './plan-options';
import * as rules from './savings-rules';

// Forms and GraphQL inputs hand the rules anything: every validator answers a message or
// undefined, and every derivation and error list returns without throwing.
type AnyFunction = (...args: unknown[]) => unknown;
const TODAY = '2026-11-27';

const checks = {
  validateCurrencyAmount,
  validateTargetAmount,
  validateBucketType: rules.validateBucketType,
  validateGoalMonthsInFund: rules.validateGoalMonthsInFund,
  validateStopPayingAge: rules.validateStopPayingAge,
  validateSavingFor: rules.validateSavingFor,
  validateDestination: rules.validateDestination,
  validateGoalName: rules.validateGoalName,
  validateCoverTypes: rules.validateCoverTypes,
  validateGoalDescription: rules.validateGoalDescription,
  validateRecordId: rules.validateRecordId,
  validateBankAccountId: rules.validateBankAccountId,
  validateCheckSure: rules.validateCheckSure,
  validateRequiredTaxNumber: rules.validateRequiredTaxNumber,
  validatePayDay: rules.validatePayDay,
  validatePayoutDay: rules.validatePayoutDay,
  'payoutYearValidator(today)': rules.payoutYearValidator(TODAY),
  'targetDateValidator(today)': rules.targetDateValidator(TODAY),
  'withdrawalAmountValidator(R 1 150)': rules.withdrawalAmountValidator(115_000),
  'transferAmountValidator(R 1 150)': rules.transferAmountValidator(115_000),
  'chatDurationCountValidator(WEEKS)': chatDurationCountValidator('WEEKS'),
} as Record<string, AnyFunction>;

const derivations = {
  readRandAmount,
  parseBucketType,
  bucketTypeLabel,
  readDay,
  percentageFull,
  bucketStatus,
  progressColour,
  progressBarPercent,
  savingsLevel,
  monthsLeft,
  monthlySavingsSliderBounds,
  withdrawalSliderBounds,
  chatMonthsToReach,
  'chatMonthlyEstimateCents(MONTHS)': (a: unknown, b: unknown) => chatMonthlyEstimateCents(a as number, b as number, 'MONTHS'),
  'deriveTargetAmountCents(EMERGENCY)': (a: unknown, b: unknown) => deriveTargetAmountCents({ bucketType: 'EMERGENCY', incomeCents: a as number, goalMonthsInFund: b as number }),
  'deriveTargetDate(FUNERAL)': (a: unknown, b: unknown) => deriveTargetDate({ bucketType: 'FUNERAL', stopPayingAge: b as number }, a as string),
  'quoteGoal(OTHER)': (a: unknown, b: unknown) => quoteGoal({ bucketType: 'OTHER', targetAmountCents: a as number, targetDate: b as string }, TODAY),
  'savingsGoalErrors(today)': (a: unknown, b: unknown) => rules.savingsGoalErrors(a as never, TODAY, b as string),
  withdrawalErrors: (a: unknown, b: unknown) => rules.withdrawalErrors(a as never, b as number),
  transferErrors: (a: unknown, b: unknown) => rules.transferErrors(a as never, b as number),
  bankChangeErrors: (a: unknown) => rules.bankChangeErrors(a as never),
  'decemberPayoutErrors(today)': (a: unknown) => rules.decemberPayoutErrors(a as never, TODAY),
  taxNumberErrors: (a: unknown) => rules.taxNumberErrors(a as never),
  goalMetaData: (a: unknown, b: unknown) => goalMetaData(a, b as never),
  goalDetailsFromMetaData: (a: unknown) => goalDetailsFromMetaData(a as never),
  isDetailShownInSummary: (a: unknown, b: unknown) => isDetailShownInSummary(a, b as string),
} as Record<string, AnyFunction>;

describeNeverThrows(checks, derivations);

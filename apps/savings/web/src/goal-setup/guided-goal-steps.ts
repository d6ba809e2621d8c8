// The guided goal setup (savings-budget-debt-shell.md section 4) as wizard data: type, the
// type-specific details, then the quote; done saves (add, or update when editing). The answers
// and their conversion to the API's input; every rule is @imali/savings/domain's.
import type { WizardDefinition } from '@imali/shared/web';
import {
  bucketTypeLabel,
  GOAL_DETAIL_KEYS,
  goalDetailsFromMetaData,
  goalMetaData,
  quoteGoal,
  readRandAmount,
  savingsGoalRules,
  type BucketType,
  type GoalDetails,
  type GoalQuote,
} from '@imali/savings/domain';
import { composeValidators, toIsoDate, toWholeNumber, type CalendarDate, type Validator } from '@imali/shared/validation';
import type { SavingsBucketFieldsFragment } from '../gql/graphql';
import { centsOf, randOf } from '../savings-values';

export type GuidedGoalStep = 'type' | 'details' | 'quote';

/** The details step's answers as typed (text), by the domain's field names. */
export type GoalDetailAnswers = Partial<Record<DetailField, string>>;
export type DetailField =
  | 'name'
  | 'description'
  | 'targetAmount'
  | 'targetDate'
  | 'existingAmount'
  | 'income'
  | 'goalMonthsInFund'
  | 'destination'
  | 'tripDate'
  | 'sumAssured'
  | 'stopPayingAge'
  | 'savingFor'
  | 'currentPremiums'
  | 'coverTypes';

/** The quote as the client moves it: cents and a YYYY-MM-DD day. */
export interface QuoteAnswers {
  targetAmountCents: number | null;
  targetDate: string | null;
  desiredSavingsCents: number | null;
  existingAmountCents: number;
  /** A goal being edited: the money in it, counted with existingAmount (0 for a new goal). */
  amountCents: number;
}

export interface GuidedGoalValues {
  bucketType: BucketType | null;
  /** The type came with the page (/savings/add/{bucketType}): no type step. A goal being edited shows it, its type chosen. */
  typeFixed: boolean;
  /** The goal being edited (update instead of add). */
  editingId: string | null;
  details: GoalDetailAnswers;
  quote: QuoteAnswers | null;
  /** The goal being edited: its balance in cents, which its quote counts as the goal page does (0 for a new goal). */
  balanceCents: number;
}

export const GUIDED_GOAL_TITLE = 'Savings goal';

export const guidedGoalWizard: WizardDefinition<GuidedGoalValues, GuidedGoalStep> = {
  id: 'savings.guided-goal',
  version: 1,
  steps: [
    { id: 'type', titles: ['What are you saving for?'], skip: (values) => values.typeFixed },
    { id: 'details', titles: (values) => [`Your ${bucketTypeLabel(values.bucketType).toLowerCase()} goal`, 'Tell us a little more'] },
    { id: 'quote', titles: ['Your plan', 'Move the monthly amount or the date; the other follows'] },
  ],
};

export function newGoalValues(bucketType: BucketType | null): GuidedGoalValues {
  return { bucketType, typeFixed: bucketType !== null, editingId: null, details: {}, quote: null, balanceCents: 0 };
}

/** The answers of a goal being edited: its type, details (from metaData) and figures. */
export function editGoalValues(bucket: SavingsBucketFieldsFragment): GuidedGoalValues {
  const details: GoalDetailAnswers = { ...goalDetailsFromMetaData(bucket.metaData) };
  details.name = bucket.name;
  if (bucket.description) details.description = bucket.description;
  if (bucket.targetAmount > 0) details.targetAmount = String(bucket.targetAmount);
  if (bucket.targetDate) details.targetDate = bucket.targetDate;
  if (bucket.existingAmount) details.existingAmount = String(bucket.existingAmount);
  return { bucketType: bucket.bucketType as BucketType, typeFixed: false, editingId: bucket.id, details, quote: null, balanceCents: Math.max(0, centsOf(bucket.amount)) };
}

/**
 * The details after the type step. "Choosing a type clears earlier details for that type": a new
 * goal starts afresh. A goal being edited keeps its details when its type stays; given another
 * type it loses the old type's details (a Custom goal's description among them) and keeps its
 * name (the old type's label becomes the new one's), goal amount, date and amount saved elsewhere.
 */
export function detailsForType(values: GuidedGoalValues, type: BucketType): GoalDetailAnswers {
  if (!values.editingId) return {};
  const from = values.bucketType;
  if (from === type) return values.details;
  const details: GoalDetailAnswers = { ...values.details };
  for (const key of from ? (GOAL_DETAIL_KEYS[from] ?? []) : []) delete details[key as DetailField];
  if (!details.name?.trim() || details.name.trim() === bucketTypeLabel(from)) details.name = bucketTypeLabel(type);
  return details;
}

/** The fields the details step shows for a type, in order (the domain's rules say which are asked). */
export function detailFields(type: BucketType, today: CalendarDate): DetailField[] {
  const rules = savingsGoalRules(type, today);
  const order: DetailField[] = [
    'description',
    'destination',
    'tripDate',
    'savingFor',
    'income',
    'goalMonthsInFund',
    'sumAssured',
    'stopPayingAge',
    'currentPremiums',
    'coverTypes',
    'targetAmount',
    'targetDate',
    'existingAmount',
  ];
  return order.filter((field) => field in rules && (field !== 'description' || type === 'OTHER'));
}

/** One field's validator from the domain's rule map. */
export function detailValidator(type: BucketType, field: DetailField, today: CalendarDate): Validator | undefined {
  const rules = savingsGoalRules(type, today)[field];
  return rules && rules.length ? composeValidators(...rules) : undefined;
}

const centsOrNull = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const reading = readRandAmount(value);
  return reading.ok ? reading.cents : null;
};

/** The details as the domain's quote reads them (cents, days). */
export function goalDetails(type: BucketType, details: GoalDetailAnswers, balanceCents = 0): GoalDetails {
  return {
    bucketType: type,
    amountCents: balanceCents,
    targetAmountCents: centsOrNull(details.targetAmount),
    targetDate: details.targetDate || null,
    existingAmountCents: centsOrNull(details.existingAmount),
    incomeCents: centsOrNull(details.income),
    goalMonthsInFund: toWholeNumber(details.goalMonthsInFund) ?? null,
    tripDate: details.tripDate || null,
    sumAssuredCents: centsOrNull(details.sumAssured),
    stopPayingAge: toWholeNumber(details.stopPayingAge) ?? null,
  };
}

export function toQuoteAnswers(quote: GoalQuote): QuoteAnswers {
  return {
    targetAmountCents: quote.targetAmountCents ?? null,
    targetDate: quote.targetDate ? toIsoDate(quote.targetDate) : null,
    desiredSavingsCents: quote.desiredSavingsCents ?? null,
    existingAmountCents: quote.existingAmountCents,
    amountCents: quote.amountCents ?? 0,
  };
}

export function fromQuoteAnswers(quote: QuoteAnswers): GoalQuote {
  return {
    targetAmountCents: quote.targetAmountCents ?? undefined,
    targetDate: quote.targetDate ? (parseDay(quote.targetDate) ?? undefined) : undefined,
    desiredSavingsCents: quote.desiredSavingsCents ?? undefined,
    existingAmountCents: quote.existingAmountCents,
    ...(quote.amountCents > 0 ? { amountCents: quote.amountCents } : {}),
  };
}

function parseDay(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/** The quote as the step opens (derived target amount and date, the monthly amount from both); a goal being edited counts its balance. */
export function openingQuote(type: BucketType, details: GoalDetailAnswers, today: CalendarDate, birthDate: string | null | undefined, balanceCents = 0): QuoteAnswers {
  return toQuoteAnswers(quoteGoal(goalDetails(type, details, balanceCents), today, birthDate ?? null));
}

export interface GoalInput {
  bucketType: BucketType;
  name?: string;
  /** null (an edit only): cleared. */
  description?: string | null;
  targetAmount?: number;
  targetDate?: string;
  desiredSavings?: number;
  /** null (an edit only): cleared. */
  existingAmount?: number | null;
  metaData: { key: string; value: string }[];
}

/**
 * What done sends (add or update), amounts in rand. `editingFrom`: the type of the goal being
 * edited. An edit sends what the client emptied as null ("Already saved elsewhere", a Custom
 * goal's description, also when a Custom goal becomes another type) and the type's details as a
 * whole (the subgraph replaces them: an optional detail emptied is removed).
 */
export function goalInput(type: BucketType, details: GoalDetailAnswers, quote: QuoteAnswers, editingFrom: BucketType | null = null): GoalInput {
  // Holiday's target date is its trip date (the subgraph derives it from tripDate): a date moved on
  // the quote, by the client or by a new monthly amount, moves the trip date with it, so the goal
  // saved keeps the date and monthly amount the quote showed together.
  const kept = type === 'HOLIDAY' && quote.targetDate ? { ...details, tripDate: quote.targetDate } : details;
  const input: GoalInput = { bucketType: type, metaData: goalMetaData(type, kept) };
  const name = details.name?.trim();
  if (name) input.name = name;
  if (type === 'OTHER' && details.description?.trim()) input.description = details.description.trim();
  if (quote.targetAmountCents !== null) input.targetAmount = randOf(quote.targetAmountCents);
  if (quote.targetDate) input.targetDate = quote.targetDate;
  if (quote.desiredSavingsCents !== null) input.desiredSavings = randOf(quote.desiredSavingsCents);
  if (quote.existingAmountCents > 0) input.existingAmount = randOf(quote.existingAmountCents);
  if (editingFrom) {
    if (input.existingAmount === undefined) input.existingAmount = null;
    if (input.description === undefined && (type === 'OTHER' || editingFrom === 'OTHER')) input.description = null;
  }
  return input;
}

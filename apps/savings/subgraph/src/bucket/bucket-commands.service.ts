import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { FieldValidationError, NotFoundError, idempotentResult, throwIfInvalid, withIdempotency } from '@imali/shared/nest';
import { calendarDateOfInstant, collectErrors, parseCalendarDate, toIsoDate, toWholeNumber, VALID_DATE_MESSAGE, type CalendarDate, type FieldError, type Validator } from '@imali/shared/validation';
import {
  bucketTypeLabel,
  decemberPayoutErrors,
  DEFAULT_DESIRED_SAVINGS_CENTS,
  deriveTargetAmountCents,
  deriveTargetDate,
  EMERGENCY_EXISTS_MESSAGE,
  GOAL_DETAIL_KEYS,
  goalDetailsFromMetaData,
  goalMetaData,
  GOAL_NAME_MAX_LENGTH,
  metaDataErrors,
  parseBucketType,
  PAYOUT_DATE_DECEMBER_MESSAGE,
  PAYOUT_DATE_TYPE_MESSAGE,
  readDay,
  readRandAmount,
  savingsGoalErrors,
  savingsGoalRules,
  targetDateValidator,
  validateIdempotencyKey,
  validateTargetAmount,
  type BucketType,
  type MetaDataEntry,
} from '@imali/savings/domain';
import type { AddSavingsBucketInput, UpdateSavingsBucketInput } from '../savings.inputs';
import type { BucketModel } from '../savings.models';
import { BucketEntity } from './bucket.entity';
import { BucketReadService } from './bucket-read.service';
import { SavingsStore } from '../savings/savings.store';
import { SavingsIdentityClient } from '../savings-identity.client';

/** Today in South Africa (the rules take it as an argument). */
export function saToday(now: Date = new Date()): CalendarDate {
  return calendarDateOfInstant(now)!;
}

/** Cents of a rand amount the rules already accepted (undefined for null / undefined). */
function centsOf(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  const reading = readRandAmount(value);
  return reading.ok ? reading.cents : undefined;
}

const detailCents = (details: Record<string, string>, key: string) => centsOf(details[key] === undefined || details[key] === '' ? undefined : details[key]);
const detailWhole = (details: Record<string, string>, key: string) => (details[key] !== undefined && /^\d+$/.test(details[key]!.trim()) ? Number(details[key]) : undefined);

/**
 * What a goal's type-specific details derive: the target amount (Emergency, Funeral) and date
 * (Holiday; Funeral when identity holds the client's birth date).
 */
function derived(type: BucketType, targetAmountCents: number | undefined, targetDate: unknown, details: Record<string, string>, birthDate: string | null = null) {
  const goal = {
    bucketType: type,
    targetAmountCents,
    targetDate: typeof targetDate === 'string' ? targetDate : undefined,
    incomeCents: detailCents(details, 'income'),
    goalMonthsInFund: detailWhole(details, 'goalMonthsInFund'),
    tripDate: details['tripDate'],
    sumAssuredCents: detailCents(details, 'sumAssured'),
    stopPayingAge: detailWhole(details, 'stopPayingAge'),
  };
  const date = deriveTargetDate(goal, birthDate);
  return { targetAmountCents: deriveTargetAmountCents(goal), targetDate: date ? toIsoDate(date) : null };
}

/**
 * A Funeral goal's stop-paying age against the client's birth date: already passed is refused
 * with the domain's message, and the derived day must fall within the goals' horizon (a birth
 * date identity holds wrongly must not make a goal no rule accepts). Both on stopPayingAge.
 */
function funeralAgeErrors(stopPayingAge: unknown, birthDate: string, today: CalendarDate): FieldError[] {
  const errors = savingsGoalErrors({ bucketType: 'FUNERAL', stopPayingAge }, today, birthDate).filter((e) => e.field === 'stopPayingAge');
  if (errors.length) return errors;
  const date = deriveTargetDate({ bucketType: 'FUNERAL', stopPayingAge: toWholeNumber(stopPayingAge) }, birthDate);
  const message = date ? targetDateValidator(today)(toIsoDate(date)) : undefined;
  return message ? [{ field: 'stopPayingAge', message }] : [];
}

/** "default: the type's label (Custom: description or "Custom")". */
function defaultName(type: BucketType, description: string | null | undefined): string {
  if (type === 'OTHER' && description && description.trim()) return description.trim().slice(0, GOAL_NAME_MAX_LENGTH);
  return bucketTypeLabel(type);
}

/**
 * The goal's rules, plus a target amount or date sent for a type that derives it (Emergency,
 * Funeral, Holiday): still checked when given, so nothing unchecked reaches the table.
 */
function goalRules(type: BucketType, today: CalendarDate): Record<string, readonly Validator[]> {
  const rules: Record<string, readonly Validator[]> = { ...savingsGoalRules(type, today) };
  const optional = (validator: Validator): Validator => (value) => (value === null || value === undefined ? undefined : validator(value));
  rules['targetAmount'] ??= [optional(validateTargetAmount)];
  rules['targetDate'] ??= [optional(targetDateValidator(today))];
  return rules;
}

const entries = (metaData: readonly MetaDataEntry[] | null | undefined): MetaDataEntry[] => (metaData ?? []).map(({ key, value }) => ({ key, value }));

/** addSavingsBucket and updateSavingsBucket. */
@Injectable()
export class BucketCommandsService {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: BucketReadService,
    private readonly savings: SavingsStore,
    private readonly identity: SavingsIdentityClient,
  ) {}

  async add(clientId: string, input: AddSavingsBucketInput, now = new Date()): Promise<BucketModel> {
    const today = saToday(now);
    throwIfInvalid(collectErrors(input, { idempotencyKey: [validateIdempotencyKey] }));
    const scope = `addSavingsBucket:${clientId}`;
    const earlier = await idempotentResult(this.em, input.idempotencyKey, scope);
    if (earlier) return this.answer(clientId, earlier);

    const details = goalDetailsFromMetaData(input.metaData);
    const goal = { ...details, bucketType: input.bucketType, name: input.name, description: input.description, targetAmount: input.targetAmount, targetDate: input.targetDate, existingAmount: input.existingAmount, desiredSavings: input.desiredSavings };
    const type = parseBucketType(input.bucketType);
    const extra = type ? collectErrors(goal, { targetAmount: goalRules(type, today)['targetAmount']!, targetDate: goalRules(type, today)['targetDate']! }) : [];
    const errors = [...savingsGoalErrors(goal, today), ...metaDataErrors(input.metaData)];
    throwIfInvalid([...errors, ...extra.filter((e) => !errors.some((known) => known.field === e.field))]);
    if (!type) throw new FieldValidationError([{ field: 'bucketType', message: 'Choose one of the goal types' }]);
    // Funeral: "birth date plus stopPayingAge years" (the date sent is used only when identity
    // holds no birth date). Asked before the transaction: identity unreachable writes nothing.
    const birthDate = type === 'FUNERAL' ? await this.identity.clientBirthDate(clientId) : null;
    if (birthDate) throwIfInvalid(funeralAgeErrors(details['stopPayingAge'], birthDate, today));
    const target = derived(type, centsOf(input.targetAmount), input.targetDate, details, birthDate);

    const outcome = await withIdempotency(this.em, input.idempotencyKey, scope, async (tx) => {
      const savings = await this.savings.ensureLocked(tx, clientId);
      if (type === 'EMERGENCY' && (await this.hasEmergency(tx, savings.id))) throw new FieldValidationError([{ field: 'bucketType', message: EMERGENCY_EXISTS_MESSAGE }]);
      const bucket = tx.create(BucketEntity, {
        clientId,
        savingsId: savings.id,
        name: input.name?.trim() || defaultName(type, input.description),
        bucketType: type,
        description: input.description ?? null,
        targetAmountCents: target.targetAmountCents ?? 0,
        desiredSavingsCents: centsOf(input.desiredSavings) ?? DEFAULT_DESIRED_SAVINGS_CENTS,
        existingAmountCents: centsOf(input.existingAmount) ?? null,
        targetDate: target.targetDate ?? isoDate(input.targetDate),
        metaData: goalMetaData(type, details).length ? goalMetaData(type, details) : entries(input.metaData).filter((e) => e.value !== ''),
      });
      return bucket.id;
    });
    return this.answer(clientId, outcome.resultId);
  }

  async update(clientId: string, id: string, input: UpdateSavingsBucketInput, now = new Date()): Promise<BucketModel> {
    const today = saToday(now);
    const existing = await this.em.fork().findOne(BucketEntity, { id, clientId });
    if (!existing) throw new NotFoundError('Savings goal not found');

    // Only the fields given are judged (a goal made last year keeps its past target date until it is changed).
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as UpdateSavingsBucketInput;
    const type = parseBucketType(given.bucketType ?? existing.bucketType) ?? 'OTHER';
    // metaData omitted: the type's details stay as they are. metaData given, or a new type (which
    // keeps none of the old type's details): the details sent are the type's as a whole (a detail
    // left out is removed), so the type's required ones are judged.
    const details = given.metaData ? goalDetailsFromMetaData(given.metaData) : {};
    const rules = goalRules(type, today);
    const wholeDetails = given.metaData || type !== existing.bucketType ? Object.fromEntries((GOAL_DETAIL_KEYS[type] ?? []).filter((key) => key !== 'description').map((key) => [key, details[key]])) : {};
    const checked: Record<string, unknown> = { ...wholeDetails, ...details, ...given };
    const picked = Object.fromEntries(Object.keys(checked).filter((key) => key in rules && !(checked[key] === null && isClearable(key))).map((key) => [key, rules[key]!]));
    const errors: FieldError[] = [...collectErrors(checked, picked), ...metaDataErrors(given.metaData)];
    let payoutDate: string | null | undefined;
    if (given.payoutDate !== undefined && given.payoutDate !== null) {
      const date = parseCalendarDate(given.payoutDate);
      if (type !== 'YEAR_END') errors.push({ field: 'payoutDate', message: PAYOUT_DATE_TYPE_MESSAGE });
      else if (!date) errors.push({ field: 'payoutDate', message: VALID_DATE_MESSAGE });
      else if (date.month !== 12) errors.push({ field: 'payoutDate', message: PAYOUT_DATE_DECEMBER_MESSAGE });
      else errors.push(...decemberPayoutErrors({ payoutDay: date.day, payoutYear: date.year }, today));
      payoutDate = date ? toIsoDate(date) : null;
    } else if (given.payoutDate === null) payoutDate = null;
    throwIfInvalid(errors);
    // A Funeral goal whose day may move (new stop-paying age, a date sent, or a goal becoming
    // Funeral): its day is the birth date plus the stop-paying age, asked before the transaction.
    const funeralDayMayMove = type === 'FUNERAL' && (existing.bucketType !== 'FUNERAL' || details['stopPayingAge'] !== undefined || Boolean(given.targetDate));
    const birthDate = funeralDayMayMove ? await this.identity.clientBirthDate(clientId) : null;

    await this.em.transactional(async (tx) => {
      // Savings row before bucket row, the order every savings transaction takes (no deadlock with a transfer).
      const becomesEmergency = type === 'EMERGENCY' && existing.bucketType !== 'EMERGENCY';
      if (becomesEmergency) await this.savings.lock(tx, existing.savingsId);
      const bucket = await tx.findOneOrFail(BucketEntity, { id, clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (becomesEmergency && (await this.hasEmergency(tx, bucket.savingsId))) throw new FieldValidationError([{ field: 'bucketType', message: EMERGENCY_EXISTS_MESSAGE }]);
      // A new type keeps none of the old type's details (metaData omitted: those the new type shares, none today),
      // and a goal that stops being Funeral stops keeping a funeral policy (docs/decisions/savings-goal-type-change.md).
      if (type !== bucket.bucketType) {
        if (!given.metaData) bucket.metaData = goalMetaData(type, goalDetailsFromMetaData(bucket.metaData));
        if (bucket.bucketType === 'FUNERAL') bucket.keepsFuneralPolicyId = null;
      }
      bucket.bucketType = type;
      if (given.name) bucket.name = given.name.trim() || bucket.name;
      if (given.description !== undefined) bucket.description = given.description;
      if (given.desiredSavings !== undefined && given.desiredSavings !== null) bucket.desiredSavingsCents = centsOf(given.desiredSavings)!;
      if (given.existingAmount !== undefined) bucket.existingAmountCents = centsOf(given.existingAmount) ?? null;
      if (given.targetDate) bucket.targetDate = isoDate(given.targetDate);
      if (given.targetAmount !== undefined && given.targetAmount !== null) bucket.targetAmountCents = centsOf(given.targetAmount)!;
      if (given.metaData) {
        // Replaces the type's details (docs/decisions/savings-api-rules.md): nothing removed is merged back.
        bucket.metaData = goalMetaData(type, details);
        const target = derived(type, given.targetAmount == null ? undefined : centsOf(given.targetAmount), bucket.targetDate, details);
        if ((type === 'EMERGENCY' || type === 'FUNERAL') && target.targetAmountCents !== undefined && given.targetAmount == null) bucket.targetAmountCents = target.targetAmountCents;
        if (type === 'HOLIDAY' && target.targetDate) bucket.targetDate = target.targetDate;
      }
      if (birthDate) {
        const merged = goalDetailsFromMetaData(bucket.metaData);
        if (merged['stopPayingAge'] !== undefined) {
          throwIfInvalid(funeralAgeErrors(merged['stopPayingAge'], birthDate, today));
          const target = derived(type, undefined, null, merged, birthDate);
          if (target.targetDate) bucket.targetDate = target.targetDate;
        }
      }
      if (payoutDate !== undefined) bucket.payoutDate = payoutDate;
      if (type !== 'YEAR_END') bucket.payoutDate = null;
    });
    return this.answer(clientId, id);
  }

  private async hasEmergency(em: EntityManager, savingsId: string): Promise<boolean> {
    return (await em.count(BucketEntity, { savingsId, bucketType: 'EMERGENCY' })) > 0;
  }

  private async answer(clientId: string, id: string): Promise<BucketModel> {
    const bucket = await this.reads.forClient(clientId, id, this.em.fork());
    if (!bucket) throw new NotFoundError('Savings goal not found');
    return bucket;
  }
}

function isoDate(value: unknown): string | null {
  const date = readDay(value);
  return date ? toIsoDate(date) : null;
}

/** Fields a null clears rather than leaves alone. */
function isClearable(key: string): boolean {
  return key === 'description' || key === 'existingAmount' || key === 'payoutDate';
}

// Prices a funeral quote: each covered life's cover (after the statutory limits) times its
// rate per R1,000, plus the policy fee, then the minimum premium of R45. Integer cents inside,
// rand with two decimals outside. See docs/decisions/funeral-pricing-model.md.
import type { FieldError, Gender } from '@imali/shared/validation';
import { type CoveredMemberType } from './covered-ages';
import { instantOnDay, todayDay } from './calendar-arithmetic';
import { QUOTE_MEMBER_LIMITS, type MemberLimits } from './member-limits';
import { policyTypeOf, type FuneralPolicyType } from './policy-labels';
import { CURRENT_PRICING_VERSION, pricingBand, pricingTable, type FuneralPricingTable, type PricingAgeBand } from './pricing-table';
import { readCoveredLives, readQuoteInput, type AgeSource, type CoveredLifeInput, type FuneralQuoteInput, type LifeSpec } from './quote-input';
import { centsForCover, centsToRand, randToCents } from './rand-cents';
import { childCapsBelow, COVER_CAP_MESSAGES, limitCover, type ChildCoverCap, type CoverCapReason } from './statutory-limits';

/** Existing funeral cover in rand per ID number (the life's other funeral policies). */
export type ExistingCoverByIdNumber = Readonly<Record<string, number>> | ReadonlyMap<string, number>;

export interface PriceQuoteOptions {
  /** The table to price with; the current one when not given. A policy keeps its version for life. */
  readonly pricingVersion?: string | null;
  /** The day ages are read on (ID numbers); today in South Africa when not given. */
  readonly today?: Date | string;
  /** Funeral cover each life already has, by ID number, counted against the statutory limits. */
  readonly existingCoverByIdNumber?: ExistingCoverByIdNumber | null;
}

export interface PriceCoveredLivesOptions extends PriceQuoteOptions {
  /** Most lives per type; QUOTE_MEMBER_LIMITS when not given (use memberLimitsFor(policy) on a policy). */
  readonly memberLimits?: MemberLimits;
}

/** One covered life of a quote. Amounts in rand. */
export interface QuotedLife {
  readonly memberType: CoveredMemberType;
  /** 1-based position among lives of the same type (child 1, child 2, ...). */
  readonly position: number;
  /** Whole years; null for a child whose age was not given. */
  readonly age: number | null;
  readonly ageSource: AgeSource;
  readonly gender: Gender | null;
  /** The band priced; for a child of unknown age, the band of the dearest age. */
  readonly ageBand: { readonly minAge: number; readonly maxAge: number };
  /** Rand per R1,000 of cover per month. */
  readonly ratePerThousand: number;
  /** The cover on this life after the statutory limits. */
  readonly coverAmount: number;
  /** The cover asked for, when the limits reduced it; otherwise null. */
  readonly cappedFrom: number | null;
  readonly capReason: CoverCapReason | null;
  readonly capMessage: string | null;
  /** For a child of unknown age: the child caps below its cover that its age may bring. */
  readonly possibleCaps: readonly ChildCoverCap[];
  /** This life's monthly premium. */
  readonly premium: number;
}

export interface FuneralQuote {
  readonly pricingVersion: string;
  /** The cover amount chosen for the policy. */
  readonly coverAmount: number;
  readonly policyType: FuneralPolicyType;
  readonly lives: readonly QuotedLife[];
  /** The sum of the cover of every covered life. */
  readonly totalCover: number;
  /** The monthly premium to show and collect: at least the minimum. */
  readonly premium: number;
  /** Lives plus policy fee, before the minimum. */
  readonly premiumBeforeMinimum: number;
  /** What was added to reach the minimum (0 when the premium was above it). */
  readonly minimumPremiumShortfall: number;
  readonly minimumPremium: number;
  readonly policyFee: number;
}

export type PriceQuoteResult =
  | { readonly ok: true; readonly quote: FuneralQuote; readonly errors: readonly [] }
  | { readonly ok: false; readonly quote?: undefined; readonly errors: readonly FieldError[] };

export const UNKNOWN_PRICING_VERSION_MESSAGE = 'Unknown pricing version';
/** A table without rates for some life's type or age (not the case for any table today). */
export const LIVES_NOT_PRICED_MESSAGE = 'This pricing version cannot price every life on the policy';
export const EXISTING_COVER_MESSAGE = 'Existing cover must be an amount of 0 or more';

interface ExistingCover {
  readonly errors: FieldError[];
  readonly centsById: Map<string, number>;
}

/** Existing cover in cents by trimmed ID number. ID numbers never appear in messages (POPIA). */
function readExistingCover(value: unknown): ExistingCover {
  const centsById = new Map<string, number>();
  if (value === undefined || value === null) return { errors: [], centsById };
  const entries: [unknown, unknown][] =
    value instanceof Map ? [...value.entries()] : typeof value === 'object' ? Object.entries(value as Record<string, unknown>) : [];
  let invalid = typeof value !== 'object';
  for (const [id, amount] of entries) {
    const cents = randToCents(amount);
    if (typeof id !== 'string' || cents === undefined || cents < 0) invalid = true;
    else centsById.set(id.trim(), (centsById.get(id.trim()) ?? 0) + cents);
  }
  return { errors: invalid ? [{ field: 'existingCoverByIdNumber', message: EXISTING_COVER_MESSAGE }] : [], centsById };
}

interface Setup {
  readonly errors: FieldError[];
  readonly table?: FuneralPricingTable;
  readonly existing: Map<string, number>;
  readonly today: Date;
}

function setUp(options: PriceQuoteOptions | undefined): Setup {
  const version = options?.pricingVersion ?? CURRENT_PRICING_VERSION;
  const table = pricingTable(version);
  const existing = readExistingCover(options?.existingCoverByIdNumber);
  const errors = [...existing.errors];
  if (!table) errors.push({ field: 'pricingVersion', message: UNKNOWN_PRICING_VERSION_MESSAGE });
  return { errors, table, existing: existing.centsById, today: instantOnDay(todayDay(options?.today)) };
}

interface PricedLife {
  readonly coverCents: number;
  readonly premiumCents: number;
  readonly band: PricingAgeBand;
  readonly cappedFromCents?: number;
  readonly capReason?: CoverCapReason;
}

/** A life of known age: its band, its cover after the limits, and its premium. */
function priceKnownAge(table: FuneralPricingTable, life: LifeSpec, age: number, requestedCents: number, existingCents: number): PricedLife | undefined {
  const band = pricingBand(table, life.memberType, age);
  if (!band) return undefined;
  const limited = limitCover({ memberType: life.memberType, age, requestedCents, existingCents });
  return { ...limited, band, premiumCents: centsForCover(band.centsPerThousandPerMonth, limited.coverCents) };
}

/**
 * A child of unknown age is priced at the dearest age it could be (each age with that age's
 * cap), and shown with the cover only the per-life limit reduces: the most it can cost and be
 * covered for. `possibleCaps` tells the screen which child caps its age may bring.
 */
function priceUnknownChild(table: FuneralPricingTable, life: LifeSpec, requestedCents: number, existingCents: number): PricedLife | undefined {
  // Tables never change once sold on, so the answer depends on these three numbers only: every
  // quote with children of unknown age would otherwise price all 18 child ages again.
  const key = `${table.pricingVersion}|${requestedCents}|${existingCents}`;
  const known = unknownChildPrices.get(key);
  if (known) return known;
  const priced = dearestChild(table, life, requestedCents, existingCents);
  if (priced) {
    if (unknownChildPrices.size >= 1000) unknownChildPrices.clear();
    unknownChildPrices.set(key, priced);
  }
  return priced;
}

const unknownChildPrices = new Map<string, PricedLife>();

function dearestChild(table: FuneralPricingTable, life: LifeSpec, requestedCents: number, existingCents: number): PricedLife | undefined {
  let dearest: PricedLife | undefined;
  for (const band of table.ratesByMemberType.CHILD) {
    for (let age = band.minAge; age <= band.maxAge; age += 1) {
      const priced = priceKnownAge(table, life, age, requestedCents, existingCents);
      if (priced && (!dearest || priced.premiumCents > dearest.premiumCents)) dearest = priced;
    }
  }
  if (!dearest) return undefined;
  const limited = limitCover({ memberType: 'CHILD', requestedCents, existingCents });
  return { ...limited, band: dearest.band, premiumCents: dearest.premiumCents };
}

/** Prices lives that passed their checks. Undefined only if a life has no band (a bug upstream). */
function priceLives(table: FuneralPricingTable, lives: readonly LifeSpec[], coverAmount: number, existing: Map<string, number>): FuneralQuote | undefined {
  const requestedCents = coverAmount * 100;
  // Cover given on this quote counts too: the same person twice (parent and extended) shares the limit.
  const used = new Map(existing);
  const positions = new Map<CoveredMemberType, number>();
  const quoted: QuotedLife[] = [];
  let livesCents = 0;
  let coverCents = 0;
  for (const life of lives) {
    const existingCents = life.idNumber ? (used.get(life.idNumber) ?? 0) : 0;
    const priced =
      life.age === undefined
        ? life.memberType === 'CHILD'
          ? priceUnknownChild(table, life, requestedCents, existingCents)
          : undefined
        : priceKnownAge(table, life, life.age, requestedCents, existingCents);
    if (!priced) return undefined;
    if (life.idNumber) used.set(life.idNumber, existingCents + priced.coverCents);
    const position = (positions.get(life.memberType) ?? 0) + 1;
    positions.set(life.memberType, position);
    livesCents += priced.premiumCents;
    coverCents += priced.coverCents;
    quoted.push({
      memberType: life.memberType,
      position,
      age: life.age ?? null,
      ageSource: life.ageSource,
      gender: life.gender ?? null,
      ageBand: { minAge: priced.band.minAge, maxAge: priced.band.maxAge },
      ratePerThousand: centsToRand(priced.band.centsPerThousandPerMonth),
      coverAmount: centsToRand(priced.coverCents),
      cappedFrom: priced.cappedFromCents === undefined ? null : centsToRand(priced.cappedFromCents),
      capReason: priced.capReason ?? null,
      capMessage: priced.capReason ? COVER_CAP_MESSAGES[priced.capReason] : null,
      possibleCaps: life.memberType === 'CHILD' && life.age === undefined ? childCapsBelow(centsToRand(priced.coverCents)) : [],
      premium: centsToRand(priced.premiumCents),
    });
  }
  const rawCents = livesCents + table.policyFeeCents;
  const shortfallCents = Math.max(0, table.minimumPremiumCents - rawCents);
  return {
    pricingVersion: table.pricingVersion,
    coverAmount,
    policyType: policyTypeOf(quoted.filter((life) => life.coverAmount > 0)),
    lives: quoted,
    totalCover: centsToRand(coverCents),
    premium: centsToRand(rawCents + shortfallCents),
    premiumBeforeMinimum: centsToRand(rawCents),
    minimumPremiumShortfall: centsToRand(shortfallCents),
    minimumPremium: centsToRand(table.minimumPremiumCents),
    policyFee: centsToRand(table.policyFeeCents),
  };
}

function result(setup: Setup, errors: readonly FieldError[], price: (table: FuneralPricingTable) => FuneralQuote | undefined): PriceQuoteResult {
  const all = [...errors, ...setup.errors];
  if (all.length > 0 || !setup.table) return { ok: false, errors: all };
  const quote = price(setup.table);
  return quote ? { ok: true, quote, errors: [] } : { ok: false, errors: [{ field: 'pricingVersion', message: LIVES_NOT_PRICED_MESSAGE }] };
}

/**
 * Prices a getPolicyQuote input (funeral.md section 7): `premium` per month and `totalCover`,
 * with each life's cover, caps and premium. Bad input (of any shape: forms send strings) gives
 * `{ ok: false, errors }` with the shared messages; it never throws.
 */
export function priceQuote(input: FuneralQuoteInput | null | undefined, options?: PriceQuoteOptions): PriceQuoteResult {
  const setup = setUp(options);
  const read = readQuoteInput(input, setup.today);
  return result(setup, read.errors, (table) => priceLives(table, read.lives, read.coverAmount, setup.existing));
}

/**
 * Prices the members of a sale or of an existing policy (on the policy's own pricingVersion):
 * each with memberType, age (from the DOB) and optionally gender, ID number and state. Members
 * not in a covered state and beneficiaries are left out.
 */
export function priceCoveredLives(lives: readonly CoveredLifeInput[], coverAmount: unknown, options?: PriceCoveredLivesOptions): PriceQuoteResult {
  const setup = setUp(options);
  const read = readCoveredLives(lives, coverAmount, setup.today, options?.memberLimits ?? QUOTE_MEMBER_LIMITS);
  return result(setup, read.errors, (table) => priceLives(table, read.lives, read.coverAmount, setup.existing));
}

// Funeral premium rates as data. Each policy stores the `pricingVersion` it was sold under and
// is priced with that table for life; a new table gets a new version. The reasoning behind the
// numbers is in docs/decisions/funeral-pricing-model.md. ILLUSTRATIVE until an actuary signs off.
import { type CoveredMemberType } from './covered-ages';
import { centsForCover } from './rand-cents';

/** One age band of a member type: the monthly premium per R1,000 of cover, in cents. */
export interface PricingAgeBand {
  /** Youngest age in the band, inclusive (age next birthday is not used: age last birthday). */
  readonly minAge: number;
  /** Oldest age in the band, inclusive. */
  readonly maxAge: number;
  /** Monthly premium per R1,000 of cover, in cents: 280 is R2.80 per R1,000 per month. */
  readonly centsPerThousandPerMonth: number;
}

export type PricingTableStatus = 'ILLUSTRATIVE' | 'APPROVED';

export interface FuneralPricingTable {
  readonly pricingVersion: string;
  /** First day (`YYYY-MM-DD`) new business may be quoted on this table. */
  readonly effectiveFrom: string;
  /** ILLUSTRATIVE until the statutory actuary approves the table. */
  readonly status: PricingTableStatus;
  /** A fixed monthly fee per policy (collection and administration), in cents. */
  readonly policyFeeCents: number;
  /** The minimum monthly premium shown and collected (funeral.md section 4: 45), in cents. */
  readonly minimumPremiumCents: number;
  /**
   * Rates per covered member type. Bands run without gaps or overlaps from the youngest to the
   * oldest entry age of the type (AGE_LIMITS_BY_MEMBER_TYPE); a test checks it.
   */
  readonly ratesByMemberType: Readonly<Record<CoveredMemberType, readonly PricingAgeBand[]>>;
}

/** The main member's and spouse's rates: identical, as both are usually the same generation. */
const MAIN_LIFE_BANDS: readonly PricingAgeBand[] = [
  { minAge: 18, maxAge: 29, centsPerThousandPerMonth: 220 },
  { minAge: 30, maxAge: 39, centsPerThousandPerMonth: 280 },
  { minAge: 40, maxAge: 49, centsPerThousandPerMonth: 390 },
  { minAge: 50, maxAge: 54, centsPerThousandPerMonth: 560 },
  { minAge: 55, maxAge: 60, centsPerThousandPerMonth: 720 },
];

/** Parents, in-laws and extended family: not underwritten, often older, so dearer at every age. */
const DEPENDANT_ADULT_BANDS: readonly PricingAgeBand[] = [
  { minAge: 18, maxAge: 39, centsPerThousandPerMonth: 340 },
  { minAge: 40, maxAge: 49, centsPerThousandPerMonth: 480 },
  { minAge: 50, maxAge: 59, centsPerThousandPerMonth: 750 },
  { minAge: 60, maxAge: 64, centsPerThousandPerMonth: 1100 },
  { minAge: 65, maxAge: 69, centsPerThousandPerMonth: 1450 },
  { minAge: 70, maxAge: 75, centsPerThousandPerMonth: 1900 },
];

/**
 * Children: U-shaped like child mortality. The 0-5 band carries infant deaths but its cover is
 * capped at R20,000 by law; 6-13 is the cheapest age of life; 14-17 rises with accidents.
 */
const CHILD_BANDS: readonly PricingAgeBand[] = [
  { minAge: 0, maxAge: 5, centsPerThousandPerMonth: 90 },
  { minAge: 6, maxAge: 13, centsPerThousandPerMonth: 40 },
  { minAge: 14, maxAge: 17, centsPerThousandPerMonth: 50 },
];

/** Every pricing table ever sold, by version. Never edit a table that policies were sold on. */
export const PRICING_TABLES: Readonly<Record<string, FuneralPricingTable>> = {
  'FUN-2026-11': {
    pricingVersion: 'FUN-2026-11',
    effectiveFrom: '2026-11-01',
    status: 'ILLUSTRATIVE',
    policyFeeCents: 1200,
    minimumPremiumCents: 4500,
    ratesByMemberType: {
      POLICY_HOLDER: MAIN_LIFE_BANDS,
      SPOUSE: MAIN_LIFE_BANDS,
      CHILD: CHILD_BANDS,
      PARENT: DEPENDANT_ADULT_BANDS,
      EXTENDED: DEPENDANT_ADULT_BANDS,
    },
  },
};

/** The version new quotes use when none is asked for. */
export const CURRENT_PRICING_VERSION = 'FUN-2026-11';

/** The minimum monthly premium in rand (funeral.md section 4 and 9). */
export const MINIMUM_DISPLAYED_PREMIUM = 45;

/** The table of a version (exact, case-sensitive); the current table without one; else undefined. */
export function pricingTable(pricingVersion?: string | null): FuneralPricingTable | undefined {
  const version = pricingVersion ?? CURRENT_PRICING_VERSION;
  return typeof version === 'string' && Object.hasOwn(PRICING_TABLES, version) ? PRICING_TABLES[version] : undefined;
}

/** The band a member of this type and age is priced in; undefined outside the type's ages. */
export function pricingBand(table: FuneralPricingTable, memberType: CoveredMemberType, age: number): PricingAgeBand | undefined {
  return table.ratesByMemberType[memberType].find((band) => age >= band.minAge && age <= band.maxAge);
}

/**
 * One life's monthly premium in cents for `coverCents` of cover, or undefined when the age
 * is outside the type's bands.
 */
export function lifePremiumCents(table: FuneralPricingTable, memberType: CoveredMemberType, age: number, coverCents: number): number | undefined {
  const band = pricingBand(table, memberType, age);
  return band ? centsForCover(band.centsPerThousandPerMonth, coverCents) : undefined;
}

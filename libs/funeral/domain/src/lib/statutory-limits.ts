// Limits the law puts on funeral benefits (DOMAIN.md, "Rules with numbers"; in force since
// 1 July 2018): at most R100,000 on one life, and for a child under 6 at most R20,000 and aged
// 6 to 13 at most R50,000, each aggregated over the funeral policies that life has. The spec's
// screens do not mention them; the logic must hold them (DOMAIN.md: "the rule stands in the logic").
import { type CoveredMemberType } from './covered-ages';
import { formatRand } from '@imali/shared/domain';
import { centsToRand, randToCents } from './rand-cents';

/** At most this much funeral cover (rand) on one life, across all of its funeral policies. */
export const FUNERAL_COVER_CAP_PER_LIFE = 100_000;

export type CoverCapReason = 'CHILD_UNDER_6' | 'CHILD_6_TO_13' | 'PER_LIFE_LIMIT';

export interface ChildCoverCap {
  readonly reason: Extract<CoverCapReason, 'CHILD_UNDER_6' | 'CHILD_6_TO_13'>;
  /** Ages (whole years) the cap applies to, inclusive. */
  readonly minAge: number;
  readonly maxAge: number;
  /** Most cover in rand, across all of the child's funeral policies. */
  readonly maxCover: number;
}

/** Children aged 14 to 17 have only the per-life limit. */
export const CHILD_COVER_CAPS: readonly ChildCoverCap[] = [
  { reason: 'CHILD_UNDER_6', minAge: 0, maxAge: 5, maxCover: 20_000 },
  { reason: 'CHILD_6_TO_13', minAge: 6, maxAge: 13, maxCover: 50_000 },
];

export const COVER_CAP_MESSAGES: Readonly<Record<CoverCapReason, string>> = {
  CHILD_UNDER_6: `A child under 6 can be covered for at most ${formatRand(20_000)} across all funeral policies`,
  CHILD_6_TO_13: `A child aged 6 to 13 can be covered for at most ${formatRand(50_000)} across all funeral policies`,
  PER_LIFE_LIMIT: `One person can be covered for at most ${formatRand(FUNERAL_COVER_CAP_PER_LIFE)} across all funeral policies`,
};

/** The child cap for a child of this age, if any (none from 14). */
export function childCoverCap(age: number): ChildCoverCap | undefined {
  return CHILD_COVER_CAPS.find((cap) => age >= cap.minAge && age <= cap.maxAge);
}

/** The child caps below `coverAmount`: what a child's age may reduce that cover to. */
export function childCapsBelow(coverAmount: number): readonly ChildCoverCap[] {
  return CHILD_COVER_CAPS.filter((cap) => cap.maxCover < coverAmount);
}

export interface CoverLimitInput {
  readonly memberType: CoveredMemberType;
  /** Whole years; required for a child's cap (undefined: only the per-life limit applies). */
  readonly age?: number;
  /** The cover asked for on this life, in cents. */
  readonly requestedCents: number;
  /** Funeral cover this life already has on other policies, in cents (0 when none is known). */
  readonly existingCents?: number;
}

export interface CoverLimitResult {
  /** The cover this life can have, in cents (0 when its existing cover already reaches a cap). */
  readonly coverCents: number;
  /** The cover asked for, in cents, when it was reduced; otherwise undefined. */
  readonly cappedFromCents?: number;
  /** The limit that reduced it (the tightest, when several do). */
  readonly capReason?: CoverCapReason;
}

/**
 * The cover one life may have: the requested amount, reduced where the law's limits less the
 * life's existing funeral cover leave less room. Never negative.
 */
export function limitCover({ memberType, age, requestedCents, existingCents = 0 }: CoverLimitInput): CoverLimitResult {
  const existing = Math.max(0, existingCents);
  const room: { reason: CoverCapReason; cents: number }[] = [
    { reason: 'PER_LIFE_LIMIT', cents: FUNERAL_COVER_CAP_PER_LIFE * 100 - existing },
  ];
  const childCap = memberType === 'CHILD' && age !== undefined ? childCoverCap(age) : undefined;
  // The child caps are tighter than the per-life limit, so they go first and win a tie.
  if (childCap) room.unshift({ reason: childCap.reason, cents: childCap.maxCover * 100 - existing });
  const tightest = room.reduce((a, b) => (b.cents < a.cents ? b : a));
  if (tightest.cents >= requestedCents) return { coverCents: requestedCents };
  return { coverCents: Math.max(0, tightest.cents), cappedFromCents: requestedCents, capReason: tightest.reason };
}

/** `limitCover` in rand, for screens and callers that do not keep cents. */
export function limitCoverInRand(input: {
  memberType: CoveredMemberType;
  age?: number;
  requestedCover: number;
  existingCover?: number;
}): { coverAmount: number; cappedFrom?: number; capReason?: CoverCapReason } {
  const result = limitCover({
    memberType: input.memberType,
    age: input.age,
    requestedCents: randToCents(input.requestedCover) ?? 0,
    existingCents: randToCents(input.existingCover ?? 0) ?? 0,
  });
  return {
    coverAmount: centsToRand(result.coverCents),
    ...(result.cappedFromCents !== undefined ? { cappedFrom: centsToRand(result.cappedFromCents) } : {}),
    ...(result.capReason ? { capReason: result.capReason } : {}),
  };
}

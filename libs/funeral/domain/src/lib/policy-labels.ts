// Funeral policy states, member states and policy types as the client sees them (funeral.md
// sections 3-4; credit-life-clearance-vault-policies-groups.md sections 3.4 and 4.4).
import { type CoveredMemberType } from './covered-ages';

export const FUNERAL_POLICY_STATES = ['INFO_MISSING', 'DORMANT', 'ACTIVE', 'ON_RISK_GRACE', 'LAPSED', 'CANCELLED'] as const;
export type FuneralPolicyState = (typeof FUNERAL_POLICY_STATES)[number];

/** The spec's wording for each state. */
export const FUNERAL_POLICY_STATE_LABELS: Readonly<Record<FuneralPolicyState, string>> = {
  INFO_MISSING: 'Missing Information',
  DORMANT: 'Awaiting 1st Payment',
  ACTIVE: 'Active',
  ON_RISK_GRACE: 'Missed Payment',
  LAPSED: 'Lapsed',
  CANCELLED: 'Cancelled Policy',
};

export function isFuneralPolicyState(state: unknown): state is FuneralPolicyState {
  return typeof state === 'string' && (FUNERAL_POLICY_STATES as readonly string[]).includes(state);
}

/** The label of a policy state; undefined for a state the spec does not name. */
export function policyStateLabel(state: unknown): string | undefined {
  return isFuneralPolicyState(state) ? FUNERAL_POLICY_STATE_LABELS[state] : undefined;
}

/** Member states in which a member counts as covered (and is listed as covered). */
export const COVERED_MEMBER_STATES = ['COVERED', 'INITIAL', 'POLICY_LAPSED', 'IN_WAITING_PERIOD'] as const;
export type CoveredMemberState = (typeof COVERED_MEMBER_STATES)[number];

export function isCoveredMemberState(state: unknown): state is CoveredMemberState {
  return typeof state === 'string' && (COVERED_MEMBER_STATES as readonly string[]).includes(state);
}

export const COVERED_MEMBER_TYPES = ['POLICY_HOLDER', 'SPOUSE', 'CHILD', 'PARENT', 'EXTENDED'] as const satisfies readonly CoveredMemberType[];

export function isCoveredMemberType(memberType: unknown): memberType is CoveredMemberType {
  return typeof memberType === 'string' && (COVERED_MEMBER_TYPES as readonly string[]).includes(memberType);
}

/** Headings of the "who is covered" groups on the policy page (our wording; the spec shows none). */
export const MEMBER_TYPE_LABELS: Readonly<Record<CoveredMemberType, string>> = {
  POLICY_HOLDER: 'Policy holder',
  SPOUSE: 'Spouse',
  CHILD: 'Children',
  PARENT: 'Parents and in-laws',
  EXTENDED: 'Extended family',
};

export const FUNERAL_POLICY_TYPES = ['SINGLE', 'SINGLE_AND_CHILDREN', 'COUPLE', 'FAMILY'] as const;
export type FuneralPolicyType = (typeof FUNERAL_POLICY_TYPES)[number];

/** Our wording; the spec names the values only ("otherwise Family"). */
export const FUNERAL_POLICY_TYPE_LABELS: Readonly<Record<FuneralPolicyType, string>> = {
  SINGLE: 'Single',
  SINGLE_AND_CHILDREN: 'Single and Children',
  COUPLE: 'Couple',
  FAMILY: 'Family',
};

/** A covered life as far as counting goes; `state` when it comes from a stored member. */
export interface CountedLife {
  readonly memberType: string;
  readonly state?: string | null;
}

/** True for a life that counts: a known covered type, and a covered state when it has one. */
export function countsAsCovered(life: CountedLife): boolean {
  if (life === null || typeof life !== 'object' || !isCoveredMemberType(life.memberType)) return false;
  return life.state === undefined || life.state === null || isCoveredMemberState(life.state);
}

/** How many counted lives of each member type. */
export function countLives(lives: readonly CountedLife[]): Record<CoveredMemberType, number> {
  const counts: Record<CoveredMemberType, number> = { POLICY_HOLDER: 0, SPOUSE: 0, CHILD: 0, PARENT: 0, EXTENDED: 0 };
  // Stored data is read defensively: anything but a list counts as no lives.
  for (const life of Array.isArray(lives) ? lives : []) if (countsAsCovered(life)) counts[life.memberType as CoveredMemberType] += 1;
  return counts;
}

/**
 * SINGLE (the holder alone), SINGLE_AND_CHILDREN (holder and children), COUPLE (holder and
 * spouse), otherwise FAMILY (a spouse with children, or any parent or extended member). The
 * holder is implied: every policy has one. Members not in a covered state are not counted.
 */
export function policyTypeOf(lives: readonly CountedLife[]): FuneralPolicyType {
  const counts = countLives(lives);
  if (counts.PARENT > 0 || counts.EXTENDED > 0) return 'FAMILY';
  if (counts.SPOUSE > 0) return counts.CHILD > 0 ? 'FAMILY' : 'COUPLE';
  return counts.CHILD > 0 ? 'SINGLE_AND_CHILDREN' : 'SINGLE';
}

/** The label of a stored policy type; anything but the three named types reads "Family" (spec). */
export function policyTypeLabel(policyType: unknown): string {
  if (policyType === 'SINGLE' || policyType === 'SINGLE_AND_CHILDREN' || policyType === 'COUPLE') {
    return FUNERAL_POLICY_TYPE_LABELS[policyType];
  }
  return FUNERAL_POLICY_TYPE_LABELS.FAMILY;
}

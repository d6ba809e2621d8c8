// How many lives of each type a quote or a policy may hold, and whether a member may be added
// to an existing policy (funeral.md sections 1 and 9; credit-life-clearance-vault-policies-
// groups.md sections 6 and 9). Interpretation: docs/decisions/funeral-limits-and-periods.md.
import { type CoveredMemberType } from './covered-ages';
import { countLives, type CountedLife } from './policy-labels';

export type DependantMemberType = Exclude<CoveredMemberType, 'POLICY_HOLDER'>;

/** Most lives of each type on one quote or policy (the policy holder is always exactly one). */
export type MemberLimits = Readonly<Record<DependantMemberType, number>>;

/** 1 spouse, 5 children (under 18), 4 parents or in-laws, 10 extended family members. */
export const QUOTE_MEMBER_LIMITS: MemberLimits = { SPOUSE: 1, CHILD: 5, PARENT: 4, EXTENDED: 10 };

export const DEFAULT_MAX_CHILDREN = 5;
/** Policies with this accounting identifier may cover 6 children. */
export const FREEDOM_ACCOUNTING_IDENTIFIER = 'FREEDOM';
export const FREEDOM_MAX_CHILDREN = 6;
/** Pricing versions containing this marker are individual products: no child or spouse may be added. */
export const INDIVIDUAL_PRICING_MARKER = 'INDFUN';

/** What these rules read from a stored policy. */
export interface MemberLimitPolicy {
  readonly accountingIdentifier?: string | null;
  readonly pricingVersion?: string | null;
  readonly state?: string | null;
  readonly livesCovered?: readonly CountedLife[] | null;
}

function upper(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

export function isFreedomPolicy(policy: MemberLimitPolicy): boolean {
  return upper(policy?.accountingIdentifier) === FREEDOM_ACCOUNTING_IDENTIFIER;
}

export function isIndividualPricing(pricingVersion: unknown): boolean {
  return upper(pricingVersion).includes(INDIVIDUAL_PRICING_MARKER);
}

/** 6 children on a FREEDOM policy, else 5. */
export function maxChildren(policy: MemberLimitPolicy): number {
  return isFreedomPolicy(policy) ? FREEDOM_MAX_CHILDREN : DEFAULT_MAX_CHILDREN;
}

/** The limits that apply to an existing policy (a quote uses QUOTE_MEMBER_LIMITS). */
export function memberLimitsFor(policy: MemberLimitPolicy): MemberLimits {
  return { ...QUOTE_MEMBER_LIMITS, CHILD: maxChildren(policy) };
}

export type AddMemberRefusal =
  | 'UNKNOWN_MEMBER_TYPE'
  | 'POLICY_HOLDER_FIXED'
  | 'POLICY_NOT_IN_FORCE'
  | 'INDIVIDUAL_PRODUCT'
  | 'SPOUSE_ALREADY_COVERED'
  | 'CHILDREN_LIMIT'
  | 'PARENTS_LIMIT'
  | 'EXTENDED_LIMIT';

export type AddMemberCheck =
  | { readonly allowed: true; readonly remaining: number }
  | { readonly allowed: false; readonly reason: AddMemberRefusal; readonly message: string };

/** Policy states in which nothing may be added: the policy no longer gives cover. */
const NOT_IN_FORCE_STATES = new Set(['LAPSED', 'CANCELLED']);

const LIMIT_REFUSALS: Readonly<Record<DependantMemberType, AddMemberRefusal>> = {
  SPOUSE: 'SPOUSE_ALREADY_COVERED',
  CHILD: 'CHILDREN_LIMIT',
  PARENT: 'PARENTS_LIMIT',
  EXTENDED: 'EXTENDED_LIMIT',
};

function refusalMessage(reason: AddMemberRefusal, limits: MemberLimits): string {
  switch (reason) {
    case 'UNKNOWN_MEMBER_TYPE':
      return 'Only a spouse, child, parent or extended family member can be added';
    case 'POLICY_HOLDER_FIXED':
      return 'The policy holder cannot be added or changed';
    case 'POLICY_NOT_IN_FORCE':
      return 'Members cannot be added to a lapsed or cancelled policy';
    case 'INDIVIDUAL_PRODUCT':
      return 'A spouse or children cannot be added to this individual policy';
    case 'SPOUSE_ALREADY_COVERED':
      return 'This policy already covers a spouse';
    case 'CHILDREN_LIMIT':
      return `This policy already covers the most children it can (${limits.CHILD})`;
    case 'PARENTS_LIMIT':
      return `This policy already covers the most parents and in-laws it can (${limits.PARENT})`;
    case 'EXTENDED_LIMIT':
      return `This policy already covers the most extended family members it can (${limits.EXTENDED})`;
  }
}

/**
 * Whether a member of `memberType` may be added to an existing policy, and if not why. Counted
 * lives are those in a covered state (or without a state). Rules, in order: only dependant
 * types; not on a LAPSED or CANCELLED policy; no child or spouse when the pricing version
 * contains INDFUN (even on a FREEDOM policy: an individual table has no rates for them); then
 * the per-type limits with 6 children on a FREEDOM policy. `remaining` says how many more fit.
 */
export function canAddMember(policy: MemberLimitPolicy, memberType: unknown): AddMemberCheck {
  const limits = memberLimitsFor(policy);
  const refuse = (reason: AddMemberRefusal): AddMemberCheck => ({ allowed: false, reason, message: refusalMessage(reason, limits) });
  const type = upper(memberType);
  if (type === 'POLICY_HOLDER') return refuse('POLICY_HOLDER_FIXED');
  if (!Object.hasOwn(limits, type)) return refuse('UNKNOWN_MEMBER_TYPE');
  const dependant = type as DependantMemberType;
  if (NOT_IN_FORCE_STATES.has(upper(policy?.state))) return refuse('POLICY_NOT_IN_FORCE');
  if ((dependant === 'CHILD' || dependant === 'SPOUSE') && isIndividualPricing(policy?.pricingVersion)) return refuse('INDIVIDUAL_PRODUCT');
  const remaining = limits[dependant] - countLives(policy?.livesCovered ?? [])[dependant];
  return remaining > 0 ? { allowed: true, remaining } : refuse(LIMIT_REFUSALS[dependant]);
}

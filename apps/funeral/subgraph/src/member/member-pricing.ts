// Prices one life on an existing policy: with the policy's own pricing version and member
// limits, beside the lives it already covers, under the statutory caps. The lives already on
// the policy keep the cover and premium they were sold with; only the added (or re-aged) life
// is priced, and the policy's premium becomes the stored premiums plus the new one, plus the
// policy fee, at least the minimum. See docs/decisions/funeral-member-changes.md.
import {
  CURRENT_PRICING_VERSION,
  centsToRand,
  COVER_CAP_MESSAGES,
  isCoveredMemberState,
  memberLimitsFor,
  pricingTable,
  priceCoveredLives,
  randToCents,
  type ExistingCoverByIdNumber,
  type FuneralPolicyType,
  type QuotedLife,
} from '@imali/funeral/domain';
import { ageOn, parseCalendarDate, type FieldError } from '@imali/shared/validation';

/** What pricing reads from the policy. */
export interface PricedPolicy {
  readonly coverAmount: number;
  readonly pricingVersion?: string | null;
  readonly accountingIdentifier?: string | null;
}

/** A life already on the policy, as stored. */
export interface StoredLife {
  readonly memberType: string;
  readonly state: string;
  readonly premium: number;
  readonly ageAtSignup?: number | null;
  readonly dateOfBirth?: string | null;
  readonly createdAt: Date;
}

/** The life to price. */
export interface NewLife {
  readonly memberType: string;
  readonly age: number | null | undefined;
  readonly gender?: string | null;
  readonly idNumber?: string | null;
}

export type LifePricing =
  | { readonly ok: true; readonly life: QuotedLife; readonly premiumTotal: number; readonly policyType: FuneralPolicyType }
  | { readonly ok: false; readonly errors: FieldError[] };

/** The age a stored life was priced at: its age at signup, else its age by its date of birth then. */
export function storedAge(life: StoredLife): number | null {
  if (life.ageAtSignup !== null && life.ageAtSignup !== undefined) return life.ageAtSignup;
  const birth = parseCalendarDate(life.dateOfBirth);
  const joined = parseCalendarDate(life.createdAt);
  return birth && joined ? ageOn(birth, joined) : null;
}

/** The monthly premium of a policy whose lives cost `lifePremiums`: plus the policy fee, at least the minimum. */
export function policyPremiumTotal(pricingVersion: string | null | undefined, lifePremiums: readonly number[]): number | undefined {
  const table = pricingTable(pricingVersion ?? CURRENT_PRICING_VERSION);
  if (!table) return undefined;
  const livesCents = lifePremiums.reduce((sum, premium) => sum + (randToCents(premium) ?? 0), 0);
  return centsToRand(Math.max(livesCents + table.policyFeeCents, table.minimumPremiumCents));
}

const NEW_LIFE_FIELDS: Readonly<Record<string, string>> = { age: 'ageAtSignup', idNumber: 'idNumber', gender: 'gender', memberType: 'memberType' };

/**
 * Prices `life` on `policy` beside `others` (the policy's other lives; those not in a covered
 * state are left out). `existingCoverByIdNumber` is the cover the life has on other policies;
 * `today` is the day its age is read on (the day it joined the policy). A life the caps leave
 * with no cover is refused with the cap's message: it cannot be sold.
 */
export function priceLifeOnPolicy(
  policy: PricedPolicy,
  others: readonly StoredLife[],
  life: NewLife,
  options: { existingCoverByIdNumber?: ExistingCoverByIdNumber; today: Date },
): LifePricing {
  const covered = others.filter((other) => isCoveredMemberState(other.state));
  // Lives already covered are counted and typed but not re-priced: no ID numbers, so other
  // policies bought since cannot change what they were sold with.
  const lives = [...covered.map((other) => ({ memberType: other.memberType, age: storedAge(other) })), life];
  const pricingVersion = policy.pricingVersion ?? CURRENT_PRICING_VERSION;
  const priced = priceCoveredLives(lives, policy.coverAmount, {
    pricingVersion,
    memberLimits: memberLimitsFor(policy),
    existingCoverByIdNumber: options.existingCoverByIdNumber ?? null,
    today: options.today,
  });
  const at = `lives[${lives.length - 1}].`;
  if (!priced.ok) {
    return {
      ok: false,
      errors: priced.errors.map((error) => {
        if (error.field.startsWith(at)) return { field: NEW_LIFE_FIELDS[error.field.slice(at.length)] ?? error.field.slice(at.length), message: error.message };
        if (error.field === 'lives') return { field: 'memberType', message: error.message };
        return { field: error.field.startsWith('lives[') ? 'livesCovered' : error.field, message: error.message };
      }),
    };
  }
  const quote = priced.quote!;
  const added = quote.lives[quote.lives.length - 1]!;
  if (added.coverAmount <= 0) return { ok: false, errors: [{ field: 'idNumber', message: added.capMessage ?? COVER_CAP_MESSAGES.PER_LIFE_LIMIT }] };
  const premiumTotal = policyPremiumTotal(pricingVersion, [...covered.map((other) => other.premium), added.premium])!;
  return { ok: true, life: added, premiumTotal, policyType: quote.policyType };
}

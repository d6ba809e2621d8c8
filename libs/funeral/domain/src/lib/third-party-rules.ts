// The third-party funeral policy form (credit-life-clearance-vault-policies-groups.md §5.3, §9):
// provider, cover (0 to 100000, in steps of 500) and monthly contribution (0 to 1000) required;
// at least one covered member type. Our additions: docs/decisions/funeral-third-party-policies.md.
import { COVERED_MEMBER_TYPES } from './policy-labels';
import type { CoveredMemberType } from './covered-ages';
import { parseCalendarDate, required, maxLength, validateBetween, validateNumber, SELECT_ONE_MESSAGE, SHORT_TEXT_MAX_LENGTH, type FieldError } from '@imali/shared/validation';

export const CLIENT_MANUAL_ENTRY = 'CLIENT_MANUAL_ENTRY';
export const THIRD_PARTY_MAX_COVER = 100_000;
export const THIRD_PARTY_COVER_STEP = 500;
export const THIRD_PARTY_MAX_CONTRIBUTION = 1_000;
/** The payment methods the product displays (§9). */
export const THIRD_PARTY_PAYMENT_METHODS = ['DEBI_CHECK', 'DEBIT_ORDER', 'EASY_PAY', 'MONEY_MARKET'] as const;
export type ThirdPartyPaymentMethod = (typeof THIRD_PARTY_PAYMENT_METHODS)[number];

export function isThirdPartyPaymentMethod(method: unknown): method is ThirdPartyPaymentMethod {
  return typeof method === 'string' && (THIRD_PARTY_PAYMENT_METHODS as readonly string[]).includes(method);
}

/** A payment method as the form holds it (any case, spaces around it): the method, or null for none or an unknown one. */
export function thirdPartyPaymentMethodOrNull(method: string | null | undefined): ThirdPartyPaymentMethod | null {
  const value = method?.trim().toUpperCase();
  return isThirdPartyPaymentMethod(value) ? value : null;
}

export const SELECT_WHO_IS_COVERED_MESSAGE = 'Please select who is covered';
/** Ours: the spec's slider cannot leave its steps, a typed or sent value can. */
export const COVER_STEP_MESSAGE = `Cover must be in steps of R${THIRD_PARTY_COVER_STEP}`;
/** Ours: the spec shows no message for an unreadable date. */
export const DATE_MESSAGE = 'Enter a valid date';

export interface ThirdPartyPolicyFields {
  readonly companyName?: string | null;
  readonly coverAmount?: number | null;
  readonly premiumAmount?: number | null;
  readonly startDate?: string | null;
  readonly paymentMethod?: string | null;
  readonly livesCovered?: readonly string[] | null;
}

/** Every failing field, named as in the mutation's input (`funeralPolicyInfo.<field>`). */
export function clientObligationErrors(info: ThirdPartyPolicyFields, source?: string | null): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => message && errors.push({ field: `funeralPolicyInfo.${field}`, message });
  add('companyName', required(typeof info.companyName === 'string' ? info.companyName.trim() : info.companyName) ?? maxLength(SHORT_TEXT_MAX_LENGTH)(info.companyName));
  add(
    'coverAmount',
    required(info.coverAmount) ??
      validateNumber(info.coverAmount) ??
      validateBetween(0, THIRD_PARTY_MAX_COVER)(info.coverAmount) ??
      (Number(info.coverAmount) % THIRD_PARTY_COVER_STEP === 0 ? undefined : COVER_STEP_MESSAGE),
  );
  add('premiumAmount', required(info.premiumAmount) ?? validateNumber(info.premiumAmount) ?? validateBetween(0, THIRD_PARTY_MAX_CONTRIBUTION)(info.premiumAmount));
  const lives = info.livesCovered ?? [];
  if (lives.length === 0) add('livesCovered', SELECT_WHO_IS_COVERED_MESSAGE);
  else if (!lives.every((type) => (COVERED_MEMBER_TYPES as readonly string[]).includes(type.trim().toUpperCase()))) add('livesCovered', SELECT_ONE_MESSAGE);
  if (info.startDate) add('startDate', parseCalendarDate(info.startDate) && /^\d{4}-\d{2}-\d{2}$/.test(info.startDate) ? undefined : DATE_MESSAGE);
  if (info.paymentMethod) add('paymentMethod', thirdPartyPaymentMethodOrNull(info.paymentMethod) ? undefined : SELECT_ONE_MESSAGE);
  if (source !== null && source !== undefined && source !== CLIENT_MANUAL_ENTRY) errors.push({ field: 'source', message: SELECT_ONE_MESSAGE });
  return errors;
}

/** The covered member types, upper case, once each, in the order the product lists them (anything else dropped). */
export function normaliseLivesCovered(lives: readonly string[]): CoveredMemberType[] {
  const wanted = new Set(lives.map((type) => type.trim().toUpperCase()));
  return COVERED_MEMBER_TYPES.filter((type) => wanted.has(type));
}

// The funeral API's closed sets as objects of their wire values: the subgraph registers them as
// GraphQL enums (same values as the strings before), the web reads the same values.
import { COVERED_MEMBER_STATES, COVERED_MEMBER_TYPES, FUNERAL_POLICY_STATES, FUNERAL_POLICY_TYPES } from './policy-labels';
import { POLICY_CANCELLED_MEMBER_STATE } from './cancellation-rules';
import { COVER_LAPSED_MEMBER_STATE } from './premium-collection-rules';
import { SALE_PAYMENT_METHODS } from './sale-rules';
import { CLIENT_MANUAL_ENTRY, THIRD_PARTY_PAYMENT_METHODS } from './third-party-rules';
import type { WaitingPeriodCause } from './waiting-periods';

/** `['A', 'B']` as `{ A: 'A', B: 'B' }`. */
export function enumOf<T extends string>(values: readonly T[]): { readonly [K in T]: K } {
  return Object.freeze(Object.fromEntries(values.map((value) => [value, value]))) as { readonly [K in T]: K };
}

/** Every state a stored member can be in: the covered ones, and listed-but-not-covered after a cancellation or a lapse. */
export const FUNERAL_MEMBER_STATES = [...COVERED_MEMBER_STATES, POLICY_CANCELLED_MEMBER_STATE, COVER_LAPSED_MEMBER_STATE] as const;
export type FuneralMemberState = (typeof FUNERAL_MEMBER_STATES)[number];
export const FUNERAL_PRODUCT_TYPES = ['FUNERAL'] as const;
export const CLIENT_OBLIGATION_SOURCES = [CLIENT_MANUAL_ENTRY] as const;
export type ClientObligationSource = (typeof CLIENT_OBLIGATION_SOURCES)[number];
export const WAITING_PERIOD_CAUSES = ['ACCIDENTAL_DEATH', 'NATURAL_DEATH', 'SUICIDE'] as const satisfies readonly WaitingPeriodCause[];

export const FUNERAL_POLICY_STATE = enumOf(FUNERAL_POLICY_STATES);
export const FUNERAL_POLICY_TYPE = enumOf(FUNERAL_POLICY_TYPES);
export const FUNERAL_PRODUCT_TYPE = enumOf(FUNERAL_PRODUCT_TYPES);
export const FUNERAL_MEMBER_TYPE = enumOf(COVERED_MEMBER_TYPES);
export const FUNERAL_MEMBER_STATE = enumOf(FUNERAL_MEMBER_STATES);
export const FUNERAL_PAYMENT_METHOD = enumOf(SALE_PAYMENT_METHODS);
export const THIRD_PARTY_PAYMENT_METHOD = enumOf(THIRD_PARTY_PAYMENT_METHODS);
export const CLIENT_OBLIGATION_SOURCE = enumOf(CLIENT_OBLIGATION_SOURCES);
export const WAITING_PERIOD_CAUSE = enumOf(WAITING_PERIOD_CAUSES);

import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CalculatorVariant } from '@imali/funeral/domain';
import type { PolicyQuoteResult, QuoteDependantVariables } from '../quote/quote-types';

export type FuneralCalculatorQuoteData = Record<CalculatorVariant, PolicyQuoteResult>;

/** One variant's own arguments, as `base_spouse`, `withSpouse_ageSpouse`, ... */
export interface CalculatorVariantVariables {
  spouse: boolean;
  ageSpouse: number | null;
  children: number;
  childAges: (number | null)[] | null;
  parents: QuoteDependantVariables[];
  extended: QuoteDependantVariables[];
}

type Prefixed<V extends string> = { [K in keyof CalculatorVariantVariables as `${V}_${K & string}`]: CalculatorVariantVariables[K] };

export type FuneralCalculatorQuoteVariables = { age: number | null; gender: string | null; coverAmount: number } & Prefixed<'base'> &
  Prefixed<'withSpouse'> &
  Prefixed<'withChildren'> &
  Prefixed<'withoutParents'> &
  Prefixed<'withoutExtended'>;

/**
 * The calculator's five quotes in one request (funeral.md section 4: base, with spouse, with
 * children, without parents, without extended), built by calculatorQuoteVariants. The holder
 * and cover are the same in all five; each variant has its own spouse, children and lists.
 */
export const FUNERAL_CALCULATOR_QUOTE: TypedDocumentNode<FuneralCalculatorQuoteData, FuneralCalculatorQuoteVariables> = gql`
  query FuneralCalculatorQuote(
    $age: Int
    $gender: String
    $coverAmount: Int
    $base_spouse: Boolean
    $base_ageSpouse: Int
    $base_children: Int
    $base_childAges: [Int]
    $base_parents: [QuoteDependantInput!]
    $base_extended: [QuoteDependantInput!]
    $withSpouse_spouse: Boolean
    $withSpouse_ageSpouse: Int
    $withSpouse_children: Int
    $withSpouse_childAges: [Int]
    $withSpouse_parents: [QuoteDependantInput!]
    $withSpouse_extended: [QuoteDependantInput!]
    $withChildren_spouse: Boolean
    $withChildren_ageSpouse: Int
    $withChildren_children: Int
    $withChildren_childAges: [Int]
    $withChildren_parents: [QuoteDependantInput!]
    $withChildren_extended: [QuoteDependantInput!]
    $withoutParents_spouse: Boolean
    $withoutParents_ageSpouse: Int
    $withoutParents_children: Int
    $withoutParents_childAges: [Int]
    $withoutParents_parents: [QuoteDependantInput!]
    $withoutParents_extended: [QuoteDependantInput!]
    $withoutExtended_spouse: Boolean
    $withoutExtended_ageSpouse: Int
    $withoutExtended_children: Int
    $withoutExtended_childAges: [Int]
    $withoutExtended_parents: [QuoteDependantInput!]
    $withoutExtended_extended: [QuoteDependantInput!]
  ) {
    base: getPolicyQuote(
      age: $age
      gender: $gender
      coverAmount: $coverAmount
      spouse: $base_spouse
      ageSpouse: $base_ageSpouse
      children: $base_children
      childAges: $base_childAges
      parents: $base_parents
      extended: $base_extended
    ) {
      ...FuneralCalculatorQuoteFields
    }
    withSpouse: getPolicyQuote(
      age: $age
      gender: $gender
      coverAmount: $coverAmount
      spouse: $withSpouse_spouse
      ageSpouse: $withSpouse_ageSpouse
      children: $withSpouse_children
      childAges: $withSpouse_childAges
      parents: $withSpouse_parents
      extended: $withSpouse_extended
    ) {
      ...FuneralCalculatorQuoteFields
    }
    withChildren: getPolicyQuote(
      age: $age
      gender: $gender
      coverAmount: $coverAmount
      spouse: $withChildren_spouse
      ageSpouse: $withChildren_ageSpouse
      children: $withChildren_children
      childAges: $withChildren_childAges
      parents: $withChildren_parents
      extended: $withChildren_extended
    ) {
      ...FuneralCalculatorQuoteFields
    }
    withoutParents: getPolicyQuote(
      age: $age
      gender: $gender
      coverAmount: $coverAmount
      spouse: $withoutParents_spouse
      ageSpouse: $withoutParents_ageSpouse
      children: $withoutParents_children
      childAges: $withoutParents_childAges
      parents: $withoutParents_parents
      extended: $withoutParents_extended
    ) {
      ...FuneralCalculatorQuoteFields
    }
    withoutExtended: getPolicyQuote(
      age: $age
      gender: $gender
      coverAmount: $coverAmount
      spouse: $withoutExtended_spouse
      ageSpouse: $withoutExtended_ageSpouse
      children: $withoutExtended_children
      childAges: $withoutExtended_childAges
      parents: $withoutExtended_parents
      extended: $withoutExtended_extended
    ) {
      ...FuneralCalculatorQuoteFields
    }
  }

  fragment FuneralCalculatorQuoteFields on PolicyQuote {
    premium
    premiumBeforeMinimum
    minimumPremiumShortfall
    totalCover
    coverAmount
    policyType
    pricingVersion
    lives {
      memberType
      position
      age
      gender
      coverAmount
      cappedFrom
      capMessage
      premium
    }
  }
`;

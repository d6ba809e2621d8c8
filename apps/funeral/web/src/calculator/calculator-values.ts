// The calculator's answers (funeral.md section 2, "Funeral quote calculator") as a quote
// selection, and the variables of its one request: the five variants the funeral domain builds.
import {
  CALCULATOR_VARIANTS,
  calculatorQuoteVariants,
  calculatorTicks,
  DEFAULT_QUOTE_COVER_AMOUNT,
  type CalculatorTicks,
  type FuneralQuoteInput,
  type QuoteDependantInput,
} from '@imali/funeral/domain';
import { dependantVariables, wholeOrNull, type DependantValues } from '../quote/quote-values';
import type { QuoteDependantVariables } from '../quote/quote-types';
import type { CalculatorVariantVariables, FuneralCalculatorQuoteVariables } from './quote-calculator.graphql';

export interface CalculatorValues {
  age?: string;
  gender?: string;
  coverAmount: number;
  spouse: boolean;
  ageSpouse?: string;
  children: boolean;
  childCount?: string;
  childAges?: string[];
  /** Ticked while any are listed: ticking adds a row, unticking removes them all. */
  parents: DependantValues[];
  extended: DependantValues[];
}

export const INITIAL_CALCULATOR_VALUES: CalculatorValues = {
  coverAmount: DEFAULT_QUOTE_COVER_AMOUNT,
  spouse: false,
  children: false,
  parents: [],
  extended: [],
};

/** The selection to price: Myself always, then what is ticked. Child ages only when some are given. */
export function calculatorSelection(values: CalculatorValues): FuneralQuoteInput {
  const count = values.children ? (wholeOrNull(values.childCount) ?? 0) : 0;
  const ages = Array.from({ length: count }, (_, index) => wholeOrNull(values.childAges?.[index]));
  return {
    age: wholeOrNull(values.age),
    gender: values.gender?.trim() ? values.gender : null,
    coverAmount: values.coverAmount,
    spouse: values.spouse,
    ageSpouse: values.spouse ? wholeOrNull(values.ageSpouse) : null,
    children: count,
    childAges: ages.some((age) => age !== null) ? ages : null,
    parents: dependantVariables(values.parents),
    extended: dependantVariables(values.extended),
  };
}

function dependants(list: readonly QuoteDependantInput[] | null | undefined): QuoteDependantVariables[] {
  return (list ?? []).map((entry) => ({ age: wholeOrNull(entry.age), gender: entry.gender ?? null }));
}

function variantVariables(input: FuneralQuoteInput): CalculatorVariantVariables {
  return {
    spouse: input.spouse === true,
    ageSpouse: input.spouse === true ? wholeOrNull(input.ageSpouse) : null,
    children: wholeOrNull(input.children) ?? 0,
    childAges: input.childAges ? input.childAges.map((age) => wholeOrNull(age)) : null,
    parents: dependants(input.parents),
    extended: dependants(input.extended),
  };
}

/** The one request's variables: the holder and cover once, each variant's own arguments prefixed. */
export function calculatorVariables(selection: FuneralQuoteInput): FuneralCalculatorQuoteVariables {
  const variants = calculatorQuoteVariants(selection);
  const variables: Record<string, unknown> = {
    age: wholeOrNull(variants.base.age),
    gender: variants.base.gender ?? null,
    coverAmount: wholeOrNull(variants.base.coverAmount) ?? DEFAULT_QUOTE_COVER_AMOUNT,
  };
  for (const variant of CALCULATOR_VARIANTS) {
    for (const [name, value] of Object.entries(variantVariables(variants[variant]))) variables[`${variant}_${name}`] = value;
  }
  return variables as FuneralCalculatorQuoteVariables;
}

export function selectionTicks(selection: FuneralQuoteInput): CalculatorTicks {
  return calculatorTicks(selection);
}

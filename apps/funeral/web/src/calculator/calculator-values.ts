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
import { buildQueryString } from '@imali/shared/domain';
import type { Gender } from '@imali/shared/validation';
import { DEFAULT_DEPENDANT_GENDER, defaultDependant, defaultSpouseAge } from '@imali/funeral/domain';
import { dependantVariables, quoteVariablesFor, wholeOrNull, type DependantValues } from '../quote/quote-model';
import type { QuickQuoteValues } from '../quote/quote-values';
import type { QuoteDependantVariables } from '../quote/quote-types';
import type { FuneralCalculatorQuoteQueryVariables as FuneralCalculatorQuoteVariables } from '../gql/graphql';

/** One variant's own arguments, sent as `base_spouse`, `withSpouse_ageSpouse`, ... */
interface CalculatorVariantVariables {
  spouse: boolean;
  ageSpouse: number | null;
  children: number;
  childAges: (number | null)[] | null;
  parents: QuoteDependantVariables[];
  extended: QuoteDependantVariables[];
}

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

/** The selection to price (quote-model.ts): Myself always, then what is ticked. Child ages only when some are given. */
export function calculatorSelection(values: CalculatorValues): FuneralQuoteInput {
  const count = values.children ? (wholeOrNull(values.childCount) ?? 0) : 0;
  return quoteVariablesFor({
    age: wholeOrNull(values.age),
    gender: values.gender?.trim() ? values.gender : null,
    coverAmount: values.coverAmount,
    spouseAge: values.spouse ? wholeOrNull(values.ageSpouse) : undefined,
    childAges: Array.from({ length: count }, (_, index) => wholeOrNull(values.childAges?.[index])),
    parents: dependantVariables(values.parents),
    extended: dependantVariables(values.extended),
  });
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

/** Who the calculator already knows (a signed-in client's names and e-mail). */
export interface CalculatorContact {
  firstName?: string;
  surname?: string;
  email?: string;
}

/** The holder's age and gender when both are usable for the defaults (18 to 60, MALE or FEMALE). */
function holderForDefaults(values: CalculatorValues): { age: number; gender: Gender } | undefined {
  const age = wholeOrNull(values.age);
  const gender = values.gender === 'MALE' || values.gender === 'FEMALE' ? values.gender : undefined;
  return age !== null && gender && age >= 18 && age <= 60 ? { age, gender } : undefined;
}

/**
 * The calculator's answers as the wizard's quote ("Get me covered!" opens the purchase at
 * mainMember with them): empty ages become the ages the calculator quoted (the domain's
 * defaults), so the purchase starts from the premium the client saw.
 */
export function calculatorPurchaseAnswers(values: CalculatorValues, contact: CalculatorContact = {}): Partial<QuickQuoteValues> & Pick<QuickQuoteValues, 'coverAmount'> {
  const holder = holderForDefaults(values);
  const dependantAge = holder ? String(defaultDependant(holder.age, holder.gender).age) : '';
  const withDefaults = (list: readonly DependantValues[]) => list.map((entry) => ({ age: entry.age?.trim() || dependantAge, gender: entry.gender || DEFAULT_DEPENDANT_GENDER }));
  const childCount = values.children ? Math.max(0, wholeOrNull(values.childCount) ?? 0) : 0;
  const answers: Partial<QuickQuoteValues> & Pick<QuickQuoteValues, 'coverAmount'> = {
    holderBy: 'ageGender',
    age: values.age?.trim(),
    gender: values.gender,
    coverAmount: values.coverAmount,
    spouse: values.spouse,
    ageSpouse: values.spouse ? values.ageSpouse?.trim() || (holder ? String(defaultSpouseAge(holder.age, holder.gender)) : '') : undefined,
    parents: withDefaults(values.parents),
    extended: withDefaults(values.extended),
    childAges: Array.from({ length: childCount }, (_, index) => values.childAges?.[index]?.trim() ?? ''),
  };
  if (contact.firstName?.trim()) answers.firstName = contact.firstName.trim();
  if (contact.surname?.trim()) answers.surname = contact.surname.trim();
  if (contact.email?.trim()) answers.email = contact.email.trim();
  return answers;
}

/** The chat-style sale's page (signed-in clients without parents or extended family). */
export const CHAT_SALE_PATH = '/funeral/buy';

/** `/funeral/buy?coverAmount=30000&spouse=Y&ageSpouse=33&children=N` from the calculator's answers. */
export function chatSaleUrl(values: CalculatorValues): string {
  const answers = calculatorPurchaseAnswers(values);
  return `${CHAT_SALE_PATH}?${buildQueryString({
    coverAmount: values.coverAmount,
    spouse: values.spouse ? 'Y' : 'N',
    ageSpouse: values.spouse ? wholeOrNull(answers.ageSpouse) : null,
    children: answers.childAges?.length ? 'Y' : 'N',
  })}`;
}

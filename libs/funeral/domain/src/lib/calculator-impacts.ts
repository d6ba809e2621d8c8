// The funeral quote calculator (funeral.md section 4, "Quote calculator"): one display is made
// of five quotes (base, with spouse, with children, without parents, without extended); the
// premium shown is at least R45, the shortfall is added to the price and taken off the add-on
// impacts. Interpretation and worked examples: docs/decisions/funeral-quote-calculator.md.
import type { FieldError } from '@imali/shared/validation';
import { priceQuote, type FuneralQuote, type PriceQuoteOptions } from './price-quote';
import { MINIMUM_DISPLAYED_PREMIUM } from './pricing-table';
import type { FuneralQuoteInput } from './quote-input';
import { centsToRand, randToCents } from './rand-cents';

export const CALCULATOR_VARIANTS = ['base', 'withSpouse', 'withChildren', 'withoutParents', 'withoutExtended'] as const;
export type CalculatorVariant = (typeof CALCULATOR_VARIANTS)[number];

export type CalculatorAddOn = 'spouse' | 'children' | 'parents' | 'extended';

/** Which add-ons the client has ticked (parents and extended: ticked when any are listed). */
export type CalculatorTicks = Readonly<Record<CalculatorAddOn, boolean>>;

const YES = new Set(['TRUE', 'Y', 'YES']);

function isYes(value: unknown): boolean {
  return value === true || (typeof value === 'string' && YES.has(value.trim().toUpperCase()));
}

function count(value: unknown): number {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : 0;
}

function listLength(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

export function calculatorTicks(selection: FuneralQuoteInput): CalculatorTicks {
  return {
    spouse: isYes(selection.spouse),
    children: count(selection.children) > 0 || listLength(selection.childAges) > 0,
    parents: listLength(selection.parents) > 0,
    extended: listLength(selection.extended) > 0,
  };
}

/**
 * The five quote inputs of one display. `base` is the holder with the parents and extended
 * members listed, without spouse or children (the spec's "with spouse" and "with children"
 * say base has neither; "without parents" and "without extended" say it has both). "With
 * children" uses the selected children, or one child when none is selected yet; "with spouse"
 * uses ageSpouse or its default.
 */
export function calculatorQuoteVariants(selection: FuneralQuoteInput): Readonly<Record<CalculatorVariant, FuneralQuoteInput>> {
  const base: FuneralQuoteInput = { ...selection, spouse: false, children: 0, childAges: null };
  const childCount = count(selection.children) || Math.max(1, listLength(selection.childAges));
  return {
    base,
    withSpouse: { ...base, spouse: true },
    withChildren: { ...base, children: childCount, childAges: selection.childAges ?? null },
    withoutParents: { ...base, parents: [] },
    withoutExtended: { ...base, extended: [] },
  };
}

export interface CalculatorDisplay {
  /** The selection's monthly premium as shown: at least the minimum. */
  readonly premium: number;
  /** The selection's premium before the minimum. */
  readonly premiumBeforeMinimum: number;
  /** Added to reach the minimum (0 when above it). */
  readonly minimumPremiumShortfall: number;
  /**
   * What each add-on changes the shown premium by: ticking an unticked one adds exactly this,
   * unticking a ticked one takes exactly this off. Never negative. Parents and extended are
   * null while none are listed (their details are asked for first).
   */
  readonly impacts: {
    readonly spouse: number;
    readonly children: number;
    readonly parents: number | null;
    readonly extended: number | null;
  };
}

/**
 * The display from the five quotes' premiums before the minimum (rand). Premiums add up per
 * life, so the selection's premium is base plus the ticked spouse and children impacts. Each
 * impact is the shown price with the add-on less the shown price without it, both at least the
 * minimum: the shortfall of the cheaper price is taken off the raw impact, down to 0. With
 * nothing ticked that is the spec's rule word for word: price = base + shortfall, impact =
 * raw impact - shortfall.
 */
export function calculatorImpacts(
  ticks: CalculatorTicks,
  premiumsBeforeMinimum: Readonly<Record<CalculatorVariant, number>>,
  minimumPremium: number = MINIMUM_DISPLAYED_PREMIUM,
): CalculatorDisplay {
  const cents = (variant: CalculatorVariant) => randToCents(premiumsBeforeMinimum[variant]) ?? 0;
  const minimum = randToCents(minimumPremium) ?? 0;
  const base = cents('base');
  const raw: Record<CalculatorAddOn, number> = {
    spouse: cents('withSpouse') - base,
    children: cents('withChildren') - base,
    parents: base - cents('withoutParents'),
    extended: base - cents('withoutExtended'),
  };
  const selection = base + (ticks.spouse ? raw.spouse : 0) + (ticks.children ? raw.children : 0);
  const shown = (premium: number) => Math.max(premium, minimum);
  const impact = (addOn: CalculatorAddOn) => {
    const [withIt, withoutIt] = ticks[addOn] ? [selection, selection - raw[addOn]] : [selection + raw[addOn], selection];
    return centsToRand(Math.max(0, shown(withIt) - shown(withoutIt)));
  };
  return {
    premium: centsToRand(shown(selection)),
    premiumBeforeMinimum: centsToRand(selection),
    minimumPremiumShortfall: centsToRand(Math.max(0, minimum - selection)),
    impacts: {
      spouse: impact('spouse'),
      children: impact('children'),
      parents: ticks.parents ? impact('parents') : null,
      extended: ticks.extended ? impact('extended') : null,
    },
  };
}

export type CalculatorResult =
  | {
      readonly ok: true;
      readonly display: CalculatorDisplay;
      /** The selection's own quote (its premium equals display.premium). */
      readonly quote: FuneralQuote;
      readonly variants: Readonly<Record<CalculatorVariant, FuneralQuote>>;
      readonly errors: readonly [];
    }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/**
 * Prices the selection and its five variants with `priceQuote` and builds the display, for a
 * caller that prices locally (the subgraph, or tests). Errors are the selection's own.
 */
export function priceCalculator(selection: FuneralQuoteInput, options?: PriceQuoteOptions): CalculatorResult {
  const own = priceQuote(selection, options);
  if (!own.ok) return { ok: false, errors: own.errors };
  const inputs = calculatorQuoteVariants(selection);
  const variants = {} as Record<CalculatorVariant, FuneralQuote>;
  for (const variant of CALCULATOR_VARIANTS) {
    const priced = priceQuote(inputs[variant], options);
    if (!priced.ok) return { ok: false, errors: priced.errors };
    variants[variant] = priced.quote;
  }
  const premiums = Object.fromEntries(CALCULATOR_VARIANTS.map((v) => [v, variants[v].premiumBeforeMinimum])) as Record<CalculatorVariant, number>;
  const display = calculatorImpacts(calculatorTicks(selection), premiums, own.quote.minimumPremium);
  return { ok: true, display, quote: own.quote, variants, errors: [] };
}

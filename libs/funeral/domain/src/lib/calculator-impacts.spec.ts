import fc from 'fast-check';
import { COVER_AMOUNTS } from './cover-amounts';
import { calculatorImpacts, calculatorQuoteVariants, calculatorTicks, priceCalculator, type CalculatorTicks, type CalculatorVariant } from './calculator-impacts';
import { priceQuote } from './price-quote';
import type { FuneralQuoteInput } from './quote-input';

const OPTIONS = { today: '2026-11-22' };
const NONE: CalculatorTicks = { spouse: false, children: false, parents: false, extended: false };
type Premiums = Record<CalculatorVariant, number>;
const premiums = (base: number, withSpouse: number, withChildren: number, withoutParents = base, withoutExtended = base): Premiums => ({
  base,
  withSpouse,
  withChildren,
  withoutParents,
  withoutExtended,
});

describe('calculatorImpacts (funeral.md section 4: minimum 45, shortfall added to the price, taken off the impacts)', () => {
  it.each<[string, CalculatorTicks, Premiums, { premium: number; shortfall: number; spouse: number; children: number; parents: number | null; extended: number | null }]>([
    // Nothing ticked and base below 45: the spec's words exactly. Price 34 + 11 = 45; spouse 22 - 11 = 11; children 9 - 11 < 0 -> 0.
    ['base below the minimum', NONE, premiums(34, 56, 43), { premium: 45, shortfall: 11, spouse: 11, children: 0, parents: null, extended: null }],
    ['base above the minimum: impacts are the raw differences', NONE, premiums(96, 180, 114), { premium: 96, shortfall: 0, spouse: 84, children: 18, parents: null, extended: null }],
    ['base exactly 45', NONE, premiums(45, 67, 54), { premium: 45, shortfall: 0, spouse: 22, children: 9, parents: null, extended: null }],
    // Spouse ticked: the selection is 56; unticking it would show 45, so it costs 11; children would add 9 on top of 56.
    ['spouse ticked', { ...NONE, spouse: true }, premiums(34, 56, 43), { premium: 56, shortfall: 0, spouse: 11, children: 9, parents: null, extended: null }],
    // Both ticked: 30 + 10 + 10 = 50; taking either off shows 45, so each costs 5.
    ['spouse and children ticked, small', { ...NONE, spouse: true, children: true }, premiums(30, 40, 40), { premium: 50, shortfall: 0, spouse: 5, children: 5, parents: null, extended: null }],
    ['parents listed', { ...NONE, parents: true }, premiums(400, 484, 418, 96), { premium: 400, shortfall: 0, spouse: 84, children: 18, parents: 304, extended: null }],
    // With parents 60, without 30 (shown 45): the shortfall of the cheaper price, 15, comes off 30.
    ['parents listed, without them below the minimum', { ...NONE, parents: true }, premiums(60, 80, 70, 30), { premium: 60, shortfall: 0, spouse: 20, children: 10, parents: 15, extended: null }],
    ['everything below the minimum', { ...NONE, parents: true, extended: true }, premiums(40, 44, 42, 30, 35), { premium: 45, shortfall: 5, spouse: 0, children: 0, parents: 0, extended: 0 }],
    ['extended listed', { ...NONE, extended: true }, premiums(242, 326, 260, 242, 96), { premium: 242, shortfall: 0, spouse: 84, children: 18, parents: null, extended: 146 }],
    ['cents survive', NONE, premiums(70.5, 129, 82.35), { premium: 70.5, shortfall: 0, spouse: 58.5, children: 11.85, parents: null, extended: null }],
  ])('%s', (_name, ticks, given, expected) => {
    const display = calculatorImpacts(ticks, given);
    expect(display.premium).toBe(expected.premium);
    expect(display.minimumPremiumShortfall).toBe(expected.shortfall);
    expect(display.impacts).toEqual({ spouse: expected.spouse, children: expected.children, parents: expected.parents, extended: expected.extended });
  });

  it('uses the minimum it is given', () => {
    expect(calculatorImpacts(NONE, premiums(34, 56, 43), 60).premium).toBe(60);
  });
});

describe('calculatorQuoteVariants', () => {
  const selection: FuneralQuoteInput = {
    age: 30,
    gender: 'MALE',
    coverAmount: 20000,
    spouse: true,
    ageSpouse: 29,
    children: 2,
    childAges: [3, 8],
    parents: [{ age: 60 }],
    extended: [{ age: 40 }],
  };

  it('makes the five quotes of one display', () => {
    const v = calculatorQuoteVariants(selection);
    expect(Object.keys(v)).toEqual(['base', 'withSpouse', 'withChildren', 'withoutParents', 'withoutExtended']);
    expect(v.base).toMatchObject({ spouse: false, children: 0, childAges: null, parents: [{ age: 60 }], extended: [{ age: 40 }], coverAmount: 20000 });
    expect(v.withSpouse).toMatchObject({ spouse: true, ageSpouse: 29, children: 0 });
    expect(v.withChildren).toMatchObject({ spouse: false, children: 2, childAges: [3, 8] });
    expect(v.withoutParents).toMatchObject({ spouse: false, children: 0, parents: [], extended: [{ age: 40 }] });
    expect(v.withoutExtended).toMatchObject({ spouse: false, children: 0, parents: [{ age: 60 }], extended: [] });
  });

  it('"with children" has one child when none is selected yet', () => {
    expect(calculatorQuoteVariants({ age: 30, gender: 'MALE' }).withChildren).toMatchObject({ children: 1, childAges: null });
  });

  it.each<[FuneralQuoteInput, CalculatorTicks]>([
    [{ age: 30 }, NONE],
    [{ spouse: 'Y', children: '2' }, { spouse: true, children: true, parents: false, extended: false }],
    [{ spouse: false, children: 0, parents: [], extended: [{}] }, { ...NONE, extended: true }],
    [{ childAges: [4] }, { ...NONE, children: true }],
  ])('ticks of %j', (input, ticks) => {
    expect(calculatorTicks(input)).toEqual(ticks);
  });
});

describe('priceCalculator', () => {
  it('a young single at R10,000: R45 shown, spouse adds R11, a child nothing', () => {
    const result = priceCalculator({ age: 25, gender: 'MALE', coverAmount: 10000 }, OPTIONS);
    expect(result.ok && result.display).toEqual({
      premium: 45,
      premiumBeforeMinimum: 34,
      minimumPremiumShortfall: 11,
      impacts: { spouse: 11, children: 0, parents: null, extended: null },
    });
  });

  it('returns the selection\'s own errors', () => {
    expect(priceCalculator({ age: 70, gender: 'MALE' }, OPTIONS)).toEqual({ ok: false, errors: [{ field: 'age', message: 'Age must be between 18 and 60' }] });
  });

  const dependant = fc.record(
    { age: fc.integer({ min: 18, max: 75 }), gender: fc.constantFrom('MALE', 'FEMALE') },
    { requiredKeys: [] },
  );
  const selections: fc.Arbitrary<FuneralQuoteInput> = fc
    .record({
      age: fc.integer({ min: 18, max: 60 }),
      gender: fc.constantFrom('MALE', 'FEMALE'),
      coverAmount: fc.constantFrom(...COVER_AMOUNTS),
      spouse: fc.boolean(),
      ageSpouse: fc.option(fc.integer({ min: 18, max: 60 }), { nil: undefined }),
      children: fc.integer({ min: 0, max: 5 }),
      childAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 5 }),
      parents: fc.array(dependant, { maxLength: 4 }),
      extended: fc.array(dependant, { maxLength: 10 }),
    })
    .map((s) => ({ ...s, childAges: s.childAges.slice(0, s.children) }));

  const premiumCents = (input: FuneralQuoteInput) => {
    const result = priceQuote(input, OPTIONS);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return Math.round(result.quote.premium * 100);
  };
  const cents = (rand: number | null) => Math.round((rand ?? Number.NaN) * 100);

  it('shows the selection\'s own premium, and each impact is exactly what toggling that add-on changes it by', () => {
    fc.assert(
      fc.property(selections, (selection) => {
        const result = priceCalculator(selection, OPTIONS);
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        const { display } = result;
        const shown = premiumCents(selection);
        expect(cents(display.premium)).toBe(shown);
        expect(display.premium).toBe(result.quote.premium);
        expect(display.premium).toBeGreaterThanOrEqual(45);

        const toggledSpouse = premiumCents({ ...selection, spouse: !selection.spouse });
        expect(cents(display.impacts.spouse)).toBe(Math.abs(toggledSpouse - shown));

        const hasChildren = (selection.children as number) > 0;
        const toggledChildren = premiumCents(hasChildren ? { ...selection, children: 0, childAges: null } : { ...selection, children: 1 });
        expect(cents(display.impacts.children)).toBe(Math.abs(toggledChildren - shown));

        for (const addOn of ['parents', 'extended'] as const) {
          const listed = (selection[addOn] ?? []).length > 0;
          if (!listed) expect(display.impacts[addOn]).toBeNull();
          else expect(cents(display.impacts[addOn])).toBe(shown - premiumCents({ ...selection, [addOn]: [] }));
        }
        for (const impact of Object.values(display.impacts)) if (impact !== null) expect(impact).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});

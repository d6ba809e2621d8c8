import fc from 'fast-check';
import { buildSaIdNumber, REQUIRED_MESSAGE, SA_ID_NUMBER_MESSAGE, SELECT_ONE_MESSAGE, WHOLE_NUMBER_MESSAGE } from '@imali/shared/validation';
import { COVER_AMOUNT_MESSAGE } from './cover-amounts';
import { AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE } from './covered-ages';
import { memberLimitsFor } from './member-limits';
import { EXISTING_COVER_MESSAGE, priceCoveredLives, priceQuote, UNKNOWN_PRICING_VERSION_MESSAGE, type FuneralQuote, type PriceQuoteOptions } from './price-quote';
import type { FuneralQuoteInput } from './quote-input';
import { COVER_CAP_MESSAGES } from './statutory-limits';

const TODAY = '2026-11-22';
const OPTIONS = { today: TODAY };
/** A man born 1 January 1980: 46 on TODAY. */
const MAN_46 = buildSaIdNumber({ birthDate: '1980-01-01', serial: 5009 })!;
/** A woman born 23 November 1996: 29 on TODAY (her birthday is tomorrow). */
const WOMAN_29 = buildSaIdNumber({ birthDate: '1996-11-23', serial: 1234 })!;
/** Born 2010: 16, too young to hold a policy. */
const TEENAGER = buildSaIdNumber({ birthDate: '2010-05-05', serial: 6000 })!;
const MOTHER_70 = buildSaIdNumber({ birthDate: '1956-03-03', serial: 100 })!;

function quote(input: FuneralQuoteInput, options: PriceQuoteOptions = OPTIONS): FuneralQuote {
  const result = priceQuote(input, options);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote;
}

function errors(input: unknown, options: PriceQuoteOptions = OPTIONS) {
  const result = priceQuote(input as FuneralQuoteInput, options);
  return result.ok ? [] : result.errors;
}

describe('priceQuote: example premiums of FUN-2026-11', () => {
  it.each<[string, FuneralQuoteInput, number, number]>([
    ['single, 30, R30,000', { age: 30, gender: 'MALE', coverAmount: 30000 }, 96, 30000],
    ['single, 30, default cover (R30,000)', { age: 30, gender: 'FEMALE' }, 96, 30000],
    ['single, 18, R10,000: the R45 minimum', { age: 18, gender: 'MALE', coverAmount: 10000 }, 45, 10000],
    ['single, 45, R30,000', { age: 45, gender: 'FEMALE', coverAmount: 30000 }, 129, 30000],
    ['single, 60, R60,000', { age: 60, gender: 'MALE', coverAmount: 60000 }, 444, 60000],
    ['couple, 35 and 32, R30,000', { age: 35, gender: 'MALE', spouse: true, ageSpouse: 32, coverAmount: 30000 }, 180, 60000],
    ['holder 30 and children 4 and 9, R30,000', { age: 30, gender: 'FEMALE', children: 2, childAges: [4, 9], coverAmount: 30000 }, 126, 80000],
    ['holder 40 and parents 65 and 68, R20,000', { age: 40, gender: 'MALE', parents: [{ age: 65 }, { age: 68, gender: 'MALE' }], coverAmount: 20000 }, 670, 60000],
    ['holder 30 and an extended member of 72, R10,000', { age: 30, gender: 'MALE', extended: [{ age: 72, gender: 'FEMALE' }], coverAmount: 10000 }, 230, 20000],
  ])('%s: R%d a month, total cover R%d', (_name, input, premium, totalCover) => {
    const q = quote(input);
    expect(q.premium).toBe(premium);
    expect(q.totalCover).toBe(totalCover);
    expect(q.pricingVersion).toBe('FUN-2026-11');
  });

  it('a single 30-year-old at R30,000 pays between R60 and R150 a month', () => {
    const { premium } = quote({ age: 30, gender: 'MALE', coverAmount: 30000 });
    expect(premium).toBeGreaterThanOrEqual(60);
    expect(premium).toBeLessThanOrEqual(150);
  });

  it('shows each life: type, position, age and its source, band, rate, cover and premium', () => {
    const q = quote({ age: 30, gender: 'FEMALE', spouse: true, children: 1, parents: [{}], coverAmount: 30000 });
    expect(q.lives.map((l) => [l.memberType, l.position, l.age, l.ageSource, l.ratePerThousand, l.coverAmount, l.premium])).toEqual([
      ['POLICY_HOLDER', 1, 30, 'GIVEN', 2.8, 30000, 84],
      ['SPOUSE', 1, 33, 'DEFAULT', 2.8, 30000, 84],
      ['CHILD', 1, null, 'UNKNOWN', 0.9, 30000, 18],
      ['PARENT', 1, 50, 'DEFAULT', 7.5, 30000, 225],
    ]);
    expect(q.lives[3]!.gender).toBe('FEMALE');
    expect(q.policyFee).toBe(12);
    expect(q.premium).toBe(84 + 84 + 18 + 225 + 12);
    expect(q.policyType).toBe('FAMILY');
  });
});

describe('priceQuote: totals, cents and the minimum premium', () => {
  it('totalCover is the sum of every life\'s cover after caps', () => {
    const q = quote({ age: 30, gender: 'MALE', children: 3, childAges: [2, 8, 16], parents: [{ age: 60 }], coverAmount: 60000 });
    expect(q.lives.map((l) => l.coverAmount)).toEqual([60000, 20000, 50000, 60000, 60000]);
    expect(q.totalCover).toBe(250000);
  });

  it('premiums add up in cents without float drift', () => {
    // R0.90 x 20, R0.40 x 12.5 ... sums that drift in floating point (0.1 + 0.2) come out exact.
    const q = quote({ age: 30, gender: 'MALE', children: 5, childAges: [1, 7, 7, 14, 17], coverAmount: 10000 });
    const livesCents = q.lives.reduce((sum, l) => sum + Math.round(l.premium * 100), 0);
    expect(Math.round(q.premiumBeforeMinimum * 100)).toBe(livesCents + 1200);
    for (const amount of [q.premium, q.premiumBeforeMinimum, ...q.lives.map((l) => l.premium)]) {
      expect(Math.round(amount * 100) / 100).toBe(amount);
    }
  });

  it.each<[FuneralQuoteInput, number, number, number]>([
    [{ age: 18, gender: 'MALE', coverAmount: 10000 }, 34, 11, 45],
    [{ age: 30, gender: 'MALE', coverAmount: 10000 }, 40, 5, 45],
    [{ age: 40, gender: 'MALE', coverAmount: 10000 }, 51, 0, 51],
    [{ age: 18, gender: 'MALE', coverAmount: 20000 }, 56, 0, 56],
  ])('%j: R%d before the minimum, shortfall R%d, premium R%d', (input, raw, shortfall, premium) => {
    const q = quote(input);
    expect(q.premiumBeforeMinimum).toBe(raw);
    expect(q.minimumPremiumShortfall).toBe(shortfall);
    expect(q.premium).toBe(premium);
    expect(q.minimumPremium).toBe(45);
  });

  it.each([18, 25, 30, 35, 40, 45, 50, 55, 60])('holder aged %i: the premium never falls as cover rises', (age) => {
    const premiums = [10000, 20000, 30000, 40000, 50000, 60000].map((coverAmount) => quote({ age, gender: 'MALE', coverAmount }).premium);
    premiums.slice(1).forEach((p, i) => expect(p).toBeGreaterThanOrEqual(premiums[i]!));
    expect(premiums[5]!).toBeGreaterThan(premiums[0]!);
  });

  it.each([10000, 30000, 60000])('at R%i: the premium never falls as the holder gets older', (coverAmount) => {
    const premiums = Array.from({ length: 43 }, (_, i) => quote({ age: 18 + i, gender: 'FEMALE', coverAmount }).premium);
    premiums.slice(1).forEach((p, i) => expect(p).toBeGreaterThanOrEqual(premiums[i]!));
  });

  it.each([0, 3, 8, 12, 15, 17])('a child aged %i adds at most R20 a month at R30,000 cover', (age) => {
    const without = quote({ age: 30, gender: 'MALE', coverAmount: 30000 }).premium;
    const withChild = quote({ age: 30, gender: 'MALE', children: 1, childAges: [age], coverAmount: 30000 }).premium;
    expect(withChild - without).toBeGreaterThan(0);
    expect(withChild - without).toBeLessThanOrEqual(20);
  });
});

describe('priceQuote: statutory limits shown per life', () => {
  it.each<[number, number, number, number | null, string | null]>([
    [0, 30000, 20000, 30000, 'CHILD_UNDER_6'],
    [5, 20000, 20000, null, null],
    [5, 60000, 20000, 60000, 'CHILD_UNDER_6'],
    [6, 30000, 30000, null, null],
    [6, 60000, 50000, 60000, 'CHILD_6_TO_13'],
    [13, 60000, 50000, 60000, 'CHILD_6_TO_13'],
    [14, 60000, 60000, null, null],
    [17, 60000, 60000, null, null],
  ])('a child aged %i on a R%i policy is covered for R%i (capped from %p, %p)', (age, coverAmount, cover, cappedFrom, reason) => {
    const child = quote({ age: 35, gender: 'MALE', children: 1, childAges: [age], coverAmount }).lives[1]!;
    expect(child.coverAmount).toBe(cover);
    expect(child.cappedFrom).toBe(cappedFrom);
    expect(child.capReason).toBe(reason);
    expect(child.capMessage).toBe(reason ? COVER_CAP_MESSAGES[reason as keyof typeof COVER_CAP_MESSAGES] : null);
  });

  it('prices a capped child on its capped cover', () => {
    const child = quote({ age: 35, gender: 'MALE', children: 1, childAges: [2], coverAmount: 60000 }).lives[1]!;
    expect(child.premium).toBe(18); // R0.90 x 20, not x 60
  });

  it.each<[number, number[], number]>([
    [30000, [20000], 18],
    [60000, [20000, 50000], 30],
    [20000, [], 18],
  ])('a child of unknown age at R%i: shown at policy cover, possible caps %j, priced at the dearest age (R%d)', (coverAmount, caps, premium) => {
    const child = quote({ age: 35, gender: 'MALE', children: 1, coverAmount }).lives[1]!;
    expect(child.age).toBeNull();
    expect(child.coverAmount).toBe(coverAmount);
    expect(child.cappedFrom).toBeNull();
    expect(child.possibleCaps.map((cap) => cap.maxCover)).toEqual(caps);
    expect(child.premium).toBe(premium);
  });

  it.each<[number, number, number | null, number]>([
    [0, 30000, null, 78],
    [70000, 30000, null, 78],
    [85000, 15000, 30000, 45],
    [90000, 10000, 30000, 45],
    [99999.5, 0.5, 30000, 45],
    [100000, 0, 30000, 45],
    [250000, 0, 30000, 45],
  ])('a holder with R%d existing funeral cover is covered for R%d more (capped from %p), premium R%d', (existing, cover, cappedFrom, premium) => {
    const q = quote({ idNumber: WOMAN_29, coverAmount: 30000 }, { ...OPTIONS, existingCoverByIdNumber: { [WOMAN_29]: existing } });
    expect(q.lives[0]!.coverAmount).toBe(cover);
    expect(q.lives[0]!.cappedFrom).toBe(cappedFrom);
    expect(q.lives[0]!.capReason).toBe(cappedFrom ? 'PER_LIFE_LIMIT' : null);
    expect(q.totalCover).toBe(cover);
    expect(q.premium).toBe(premium);
  });

  it('reads existing cover from a Map and by trimmed ID number', () => {
    const q = quote({ idNumber: ` ${MAN_46} `, coverAmount: 60000 }, { ...OPTIONS, existingCoverByIdNumber: new Map([[MAN_46, 60000]]) });
    expect(q.lives[0]!.coverAmount).toBe(40000);
  });

  it('counts the same person twice on one quote against one limit', () => {
    const q = quote(
      { age: 30, gender: 'MALE', coverAmount: 60000, parents: [{ idNumber: MOTHER_70 }], extended: [{ idNumber: MOTHER_70 }] },
      { ...OPTIONS, existingCoverByIdNumber: { [MOTHER_70]: 10000 } },
    );
    expect(q.lives.map((l) => [l.memberType, l.age, l.ageSource, l.coverAmount, l.cappedFrom])).toEqual([
      ['POLICY_HOLDER', 30, 'GIVEN', 60000, null],
      ['PARENT', 70, 'ID_NUMBER', 60000, null],
      ['EXTENDED', 70, 'ID_NUMBER', 30000, 60000],
    ]);
  });

  it.each([{ x: -1 }, { x: Number.NaN }, { x: '5' }, 'text'])('existing cover %p is refused', (existing) => {
    expect(errors({ age: 30, gender: 'MALE' }, { ...OPTIONS, existingCoverByIdNumber: existing as never })).toEqual([
      { field: 'existingCoverByIdNumber', message: EXISTING_COVER_MESSAGE },
    ]);
  });
});

describe('priceQuote: age and gender from the ID number', () => {
  it.each([
    [MAN_46, 46, 'MALE'],
    [WOMAN_29, 29, 'FEMALE'],
  ])('%s gives age %i and gender %s', (idNumber, age, gender) => {
    const holder = quote({ idNumber }).lives[0]!;
    expect([holder.age, holder.gender, holder.ageSource]).toEqual([age, gender, 'ID_NUMBER']);
  });

  it('the ID number wins over a gender typed in, and drives the defaults', () => {
    const q = quote({ idNumber: MAN_46, gender: 'FEMALE', spouse: true, parents: [{}] });
    expect(q.lives.map((l) => l.age)).toEqual([46, 43, 63]);
  });

  it('an age that matches the ID number is accepted', () => {
    expect(errors({ idNumber: MAN_46, age: 46 })).toEqual([]);
  });
});

describe('priceQuote: checks with the shared messages', () => {
  it.each<[string, unknown, { field: string; message: string }[]]>([
    ['nothing', {}, [{ field: 'age', message: REQUIRED_MESSAGE }, { field: 'gender', message: REQUIRED_MESSAGE }]],
    ['null', null, [{ field: 'age', message: REQUIRED_MESSAGE }, { field: 'gender', message: REQUIRED_MESSAGE }]],
    ['holder 17', { age: 17, gender: 'MALE' }, [{ field: 'age', message: 'Age must be between 18 and 60' }]],
    ['holder 61', { age: 61, gender: 'MALE' }, [{ field: 'age', message: 'Age must be between 18 and 60' }]],
    ['holder 30.5', { age: 30.5, gender: 'MALE' }, [{ field: 'age', message: WHOLE_NUMBER_MESSAGE }]],
    ['holder age as digits', { age: '30', gender: 'male' }, []],
    ['gender other', { age: 30, gender: 'X' }, [{ field: 'gender', message: SELECT_ONE_MESSAGE }]],
    ['invalid ID number', { idNumber: '8001015009088' }, [{ field: 'idNumber', message: SA_ID_NUMBER_MESSAGE }]],
    ['ID of a 16-year-old', { idNumber: TEENAGER }, [{ field: 'idNumber', message: 'Age must be between 18 and 60' }]],
    ['age not matching ID', { idNumber: MAN_46, age: 45 }, [{ field: 'age', message: AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE }]],
    ['cover 15000', { age: 30, gender: 'MALE', coverAmount: 15000 }, [{ field: 'coverAmount', message: COVER_AMOUNT_MESSAGE }]],
    ['cover 70000', { age: 30, gender: 'MALE', coverAmount: 70000 }, [{ field: 'coverAmount', message: COVER_AMOUNT_MESSAGE }]],
    ['cover as digits', { age: 30, gender: 'MALE', coverAmount: '20000' }, []],
    ['spouse 17', { age: 30, gender: 'MALE', spouse: true, ageSpouse: 17 }, [{ field: 'ageSpouse', message: 'Age must be between 18 and 60' }]],
    ['spouse age ignored without a spouse', { age: 30, gender: 'MALE', spouse: false, ageSpouse: 99 }, []],
    ['spouse Y (chat)', { age: 30, gender: 'MALE', spouse: 'Y' }, []],
    ['spouse maybe', { age: 30, gender: 'MALE', spouse: 'maybe' }, [{ field: 'spouse', message: SELECT_ONE_MESSAGE }]],
    ['6 children', { age: 30, gender: 'MALE', children: 6 }, [{ field: 'children', message: 'Must be between 0 and 5' }]],
    ['-1 children', { age: 30, gender: 'MALE', children: -1 }, [{ field: 'children', message: WHOLE_NUMBER_MESSAGE }]],
    ['child aged 18', { age: 30, gender: 'MALE', children: 1, childAges: [18] }, [{ field: 'childAges[0]', message: 'Age must be between 0 and 17, check age' }]],
    ['more ages than children', { age: 30, gender: 'MALE', children: 1, childAges: [1, 2] }, [{ field: 'childAges', message: 'Must be between 0 and 1' }]],
    ['5 parents', { age: 30, gender: 'MALE', parents: [{}, {}, {}, {}, {}] }, [{ field: 'parents', message: 'Must be between 0 and 4' }]],
    ['parent aged 76', { age: 30, gender: 'MALE', parents: [{ age: 76 }] }, [{ field: 'parents[0].age', message: 'Age must be between 18 and 75, check age' }]],
    ['parent aged 17', { age: 30, gender: 'MALE', parents: [{ age: 17 }] }, [{ field: 'parents[0].age', message: 'Age must be between 18 and 75, check age' }]],
    ['parent not an object', { age: 30, gender: 'MALE', parents: [5] }, [{ field: 'parents[0]', message: REQUIRED_MESSAGE }]],
    ['parent gender other', { age: 30, gender: 'MALE', parents: [{ gender: 'X' }] }, [{ field: 'parents[0].gender', message: SELECT_ONE_MESSAGE }]],
    ['11 extended', { age: 30, gender: 'MALE', extended: Array.from({ length: 11 }, () => ({})) }, [{ field: 'extended', message: 'Must be between 0 and 10' }]],
    ['10 extended', { age: 30, gender: 'MALE', extended: Array.from({ length: 10 }, () => ({ age: 40 })) }, []],
    ['extended aged 80', { age: 30, gender: 'MALE', extended: [{ age: 80 }] }, [{ field: 'extended[0].age', message: 'Age must be between 18 and 75, check age' }]],
    ['income text', { age: 30, gender: 'MALE', income: 'lots' }, [{ field: 'income', message: 'This field needs to be a number like 123 or 123.45' }]],
    ['income 7 digits', { age: 30, gender: 'MALE', income: 1000000 }, [{ field: 'income', message: 'Must be between 0 and 999999' }]],
    ['income 6 digits', { age: 30, gender: 'MALE', income: 999999 }, []],
  ])('%s', (_name, input, expected) => {
    expect(errors(input)).toEqual(expected);
  });

  it('refuses an unknown pricing version', () => {
    expect(errors({ age: 30, gender: 'MALE' }, { ...OPTIONS, pricingVersion: 'FUN-1999-01' })).toEqual([
      { field: 'pricingVersion', message: UNKNOWN_PRICING_VERSION_MESSAGE },
    ]);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true, withDate: true, withMap: true }), fc.anything(), (input, existing) => {
        const result = priceQuote(input as FuneralQuoteInput, { today: TODAY, existingCoverByIdNumber: existing as never });
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on quote-shaped input with wrong field types', () => {
    const value = fc.oneof(fc.anything(), fc.integer({ min: -5, max: 100 }), fc.constantFrom('MALE', 'FEMALE', 'Y', '30', ''));
    const input = fc.record(
      { idNumber: value, age: value, ageSpouse: value, gender: value, spouse: value, children: value, coverAmount: value, parents: fc.oneof(value, fc.array(value)), extended: fc.oneof(value, fc.array(fc.record({ age: value, gender: value, idNumber: value }))), income: value, childAges: fc.oneof(value, fc.array(value)) },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(input, (i) => void priceQuote(i as FuneralQuoteInput, OPTIONS)), { numRuns: 500 });
  });
});

describe('priceCoveredLives: members of a sale or policy', () => {
  const holder = { memberType: 'POLICY_HOLDER', age: 30 };

  it('prices members with their ages, leaving out beneficiaries and members no longer covered', () => {
    const result = priceCoveredLives(
      [holder, { memberType: 'SPOUSE', age: 28, state: 'COVERED' }, { memberType: 'CHILD', age: 3 }, { memberType: 'PARENT', age: 70, state: 'CANCELLED' }, { memberType: 'BENEFICIARY' }],
      30000,
      OPTIONS,
    );
    expect(result.ok && result.quote.lives.map((l) => [l.memberType, l.coverAmount, l.premium])).toEqual([
      ['POLICY_HOLDER', 30000, 84],
      ['SPOUSE', 30000, 66],
      ['CHILD', 20000, 18],
    ]);
    expect(result.ok && result.quote.policyType).toBe('FAMILY');
  });

  it('reads an age from the ID number when none is given', () => {
    const result = priceCoveredLives([{ memberType: 'POLICY_HOLDER', idNumber: MAN_46 }], 10000, OPTIONS);
    expect(result.ok && result.quote.lives[0]!.age).toBe(46);
  });

  const sixChildren = [holder, ...Array.from({ length: 6 }, (_, i) => ({ memberType: 'CHILD', age: i + 1 }))];

  it('allows 6 children on a FREEDOM policy, 5 otherwise', () => {
    expect(priceCoveredLives(sixChildren, 20000, OPTIONS).errors).toEqual([{ field: 'lives', message: 'At most 5 children can be covered' }]);
    expect(priceCoveredLives(sixChildren, 20000, { ...OPTIONS, memberLimits: memberLimitsFor({ accountingIdentifier: 'FREEDOM' }) }).ok).toBe(true);
  });

  it.each<[string, unknown, unknown, { field: string; message: string }[]]>([
    ['not a list', 'x', 30000, [{ field: 'lives', message: REQUIRED_MESSAGE }]],
    ['no holder', [{ memberType: 'SPOUSE', age: 30 }], 30000, [{ field: 'lives', message: 'A policy covers exactly one policy holder' }]],
    ['two holders', [holder, holder], 30000, [{ field: 'lives', message: 'A policy covers exactly one policy holder' }]],
    ['unknown type', [holder, { memberType: 'COUSIN', age: 30 }], 30000, [{ field: 'lives[1].memberType', message: SELECT_ONE_MESSAGE }]],
    ['parent without age', [holder, { memberType: 'PARENT' }], 30000, [{ field: 'lives[1].age', message: REQUIRED_MESSAGE }]],
    ['child aged 18', [holder, { memberType: 'CHILD', age: 18 }], 30000, [{ field: 'lives[1].age', message: 'Age must be between 0 and 17, check age' }]],
    ['two spouses', [holder, { memberType: 'SPOUSE', age: 30 }, { memberType: 'SPOUSE', age: 31 }], 30000, [{ field: 'lives', message: 'At most 1 spouse can be covered' }]],
    ['no cover amount', [holder], undefined, [{ field: 'coverAmount', message: REQUIRED_MESSAGE }]],
    ['cover 25000', [holder], 25000, [{ field: 'coverAmount', message: COVER_AMOUNT_MESSAGE }]],
  ])('%s', (_name, lives, cover, expected) => {
    expect(priceCoveredLives(lives as never, cover, OPTIONS).errors).toEqual(expected);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), (lives, cover) => void priceCoveredLives(lives as never, cover, OPTIONS)), { numRuns: 300 });
  });
});

import { AGE_LIMITS_BY_MEMBER_TYPE, type CoveredMemberType } from './covered-ages';
import { CURRENT_PRICING_VERSION, lifePremiumCents, MINIMUM_DISPLAYED_PREMIUM, PRICING_TABLES, pricingBand, pricingTable } from './pricing-table';

const table = PRICING_TABLES['FUN-2026-11']!;
const MEMBER_TYPES = Object.keys(AGE_LIMITS_BY_MEMBER_TYPE) as CoveredMemberType[];
const ADULT_TYPES: CoveredMemberType[] = ['POLICY_HOLDER', 'SPOUSE', 'PARENT', 'EXTENDED'];
const rate = (type: CoveredMemberType, age: number) => pricingBand(table, type, age)!.centsPerThousandPerMonth;
const ages = (type: CoveredMemberType) => {
  const { min, max } = AGE_LIMITS_BY_MEMBER_TYPE[type];
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
};

describe('PRICING_TABLES', () => {
  it.each(Object.entries(PRICING_TABLES))('%s is keyed by its own version, illustrative, with the R45 minimum', (version, t) => {
    expect(t.pricingVersion).toBe(version);
    expect(t.status).toBe('ILLUSTRATIVE');
    expect(t.minimumPremiumCents).toBe(MINIMUM_DISPLAYED_PREMIUM * 100);
    expect(t.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(MEMBER_TYPES)('%s: bands run without gaps or overlaps over exactly the entry ages', (type) => {
    const bands = table.ratesByMemberType[type];
    const { min, max } = AGE_LIMITS_BY_MEMBER_TYPE[type];
    expect(bands[0]!.minAge).toBe(min);
    expect(bands[bands.length - 1]!.maxAge).toBe(max);
    bands.forEach((band, i) => {
      expect(band.maxAge).toBeGreaterThanOrEqual(band.minAge);
      expect(Number.isInteger(band.centsPerThousandPerMonth) && band.centsPerThousandPerMonth > 0).toBe(true);
      if (i > 0) expect(band.minAge).toBe(bands[i - 1]!.maxAge + 1);
    });
  });

  it.each(ADULT_TYPES)('%s: the rate never falls as age rises', (type) => {
    const rates = ages(type).map((age) => rate(type, age));
    rates.slice(1).forEach((r, i) => expect(r).toBeGreaterThanOrEqual(rates[i]!));
    expect(rates[rates.length - 1]!).toBeGreaterThan(rates[0]!);
  });

  it.each(Array.from({ length: 16 }, (_, i) => 60 + i))('a parent or extended member aged %i costs at least 3 times a 30-year-old holder per R1,000', (age) => {
    const young = rate('POLICY_HOLDER', 30);
    expect(rate('PARENT', age)).toBeGreaterThanOrEqual(3 * young);
    expect(rate('EXTENDED', age)).toBeGreaterThanOrEqual(3 * young);
  });

  it('parents aged 70 to 75 cost more than 6 times a 30-year-old per R1,000', () => {
    expect(rate('PARENT', 75) / rate('POLICY_HOLDER', 30)).toBeGreaterThan(6);
  });

  it.each(ages('CHILD'))('a child aged %i costs at most a third of a 30-year-old per R1,000', (age) => {
    expect(3 * rate('CHILD', age)).toBeLessThanOrEqual(rate('POLICY_HOLDER', 30));
  });

  it('children are U-shaped on purpose: the infant band is dearest, 6 to 13 cheapest', () => {
    expect(rate('CHILD', 0)).toBeGreaterThan(rate('CHILD', 15));
    expect(rate('CHILD', 15)).toBeGreaterThan(rate('CHILD', 10));
  });

  it('dependant adults are never cheaper than a main life of the same age', () => {
    for (const age of ages('POLICY_HOLDER')) expect(rate('PARENT', age)).toBeGreaterThanOrEqual(rate('POLICY_HOLDER', age));
  });
});

describe('pricingTable', () => {
  it.each([
    [undefined, CURRENT_PRICING_VERSION],
    [null, CURRENT_PRICING_VERSION],
    ['FUN-2026-11', 'FUN-2026-11'],
  ])('pricingTable(%p) is %s', (version, expected) => {
    expect(pricingTable(version)?.pricingVersion).toBe(expected);
  });

  it.each(['fun-2026-11', 'FUN-2099-01', '', 'toString', '__proto__'])('pricingTable(%p) is undefined', (version) => {
    expect(pricingTable(version)).toBeUndefined();
  });
});

describe('lifePremiumCents', () => {
  it.each([
    ['POLICY_HOLDER', 30, 30_000_00, 84_00],
    ['POLICY_HOLDER', 18, 10_000_00, 22_00],
    ['SPOUSE', 45, 30_000_00, 117_00],
    ['POLICY_HOLDER', 60, 60_000_00, 432_00],
    ['CHILD', 3, 20_000_00, 18_00],
    ['CHILD', 10, 30_000_00, 12_00],
    ['PARENT', 65, 10_000_00, 145_00],
    ['EXTENDED', 75, 30_000_00, 570_00],
    // Cover that is not a whole R1,000 (a statutory cap less existing cover) rounds half up.
    ['POLICY_HOLDER', 30, 12_345_67, 34_57],
    ['CHILD', 10, 12_500_00, 5_00],
  ] as const)('%s aged %i with %i cents of cover: %i cents a month', (type, age, coverCents, expected) => {
    expect(lifePremiumCents(table, type, age, coverCents)).toBe(expected);
  });

  it.each([
    ['POLICY_HOLDER', 61],
    ['POLICY_HOLDER', 17],
    ['CHILD', 18],
    ['PARENT', 76],
  ] as const)('%s aged %i has no rate', (type, age) => {
    expect(lifePremiumCents(table, type, age, 10_000_00)).toBeUndefined();
  });

  it.each(ADULT_TYPES.flatMap((type) => ages(type).map((age) => [type, age] as const)))('%s aged %i: the premium rises with every cover amount', (type, age) => {
    const premiums = [10_000, 20_000, 30_000, 40_000, 50_000, 60_000].map((cover) => lifePremiumCents(table, type, age, cover * 100)!);
    premiums.slice(1).forEach((premium, i) => expect(premium).toBeGreaterThan(premiums[i]!));
  });
});

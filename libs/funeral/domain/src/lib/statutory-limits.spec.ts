import { childCapsBelow, childCoverCap, COVER_CAP_MESSAGES, FUNERAL_COVER_CAP_PER_LIFE, limitCover, limitCoverInRand } from './statutory-limits';

const R = (rand: number) => rand * 100;

describe('childCoverCap', () => {
  it.each([
    [0, 20000],
    [5, 20000],
    [6, 50000],
    [13, 50000],
    [14, undefined],
    [17, undefined],
  ])('a child aged %i: at most %p', (age, maxCover) => {
    expect(childCoverCap(age)?.maxCover).toBe(maxCover);
  });
});

describe('childCapsBelow', () => {
  it.each([
    [10000, []],
    [20000, []],
    [30000, [20000]],
    [50000, [20000]],
    [60000, [20000, 50000]],
  ])('at R%i cover: caps %j', (cover, caps) => {
    expect(childCapsBelow(cover).map((cap) => cap.maxCover)).toEqual(caps);
  });
});

describe('limitCover', () => {
  it.each<[string, Parameters<typeof limitCover>[0], ReturnType<typeof limitCover>]>([
    ['child 0 at R30,000', { memberType: 'CHILD', age: 0, requestedCents: R(30000) }, { coverCents: R(20000), cappedFromCents: R(30000), capReason: 'CHILD_UNDER_6' }],
    ['child 5 at R20,000', { memberType: 'CHILD', age: 5, requestedCents: R(20000) }, { coverCents: R(20000) }],
    ['child 5 at R10,000 with R15,000 elsewhere', { memberType: 'CHILD', age: 5, requestedCents: R(10000), existingCents: R(15000) }, { coverCents: R(5000), cappedFromCents: R(10000), capReason: 'CHILD_UNDER_6' }],
    ['child 5 with R20,000 elsewhere', { memberType: 'CHILD', age: 5, requestedCents: R(10000), existingCents: R(20000) }, { coverCents: 0, cappedFromCents: R(10000), capReason: 'CHILD_UNDER_6' }],
    ['child 6 at R30,000', { memberType: 'CHILD', age: 6, requestedCents: R(30000) }, { coverCents: R(30000) }],
    ['child 6 at R60,000', { memberType: 'CHILD', age: 6, requestedCents: R(60000) }, { coverCents: R(50000), cappedFromCents: R(60000), capReason: 'CHILD_6_TO_13' }],
    ['child 13 at R60,000', { memberType: 'CHILD', age: 13, requestedCents: R(60000) }, { coverCents: R(50000), cappedFromCents: R(60000), capReason: 'CHILD_6_TO_13' }],
    ['child 13 at R40,000 with R20,000 elsewhere', { memberType: 'CHILD', age: 13, requestedCents: R(40000), existingCents: R(20000) }, { coverCents: R(30000), cappedFromCents: R(40000), capReason: 'CHILD_6_TO_13' }],
    ['child 14 at R60,000', { memberType: 'CHILD', age: 14, requestedCents: R(60000) }, { coverCents: R(60000) }],
    ['child 17 at R60,000 with R60,000 elsewhere', { memberType: 'CHILD', age: 17, requestedCents: R(60000), existingCents: R(60000) }, { coverCents: R(40000), cappedFromCents: R(60000), capReason: 'PER_LIFE_LIMIT' }],
    ['child of unknown age: only the per-life limit', { memberType: 'CHILD', requestedCents: R(60000) }, { coverCents: R(60000) }],
    ['holder at R60,000', { memberType: 'POLICY_HOLDER', age: 30, requestedCents: R(60000) }, { coverCents: R(60000) }],
    ['holder with R40,000 elsewhere: exactly at the limit', { memberType: 'POLICY_HOLDER', age: 30, requestedCents: R(60000), existingCents: R(40000) }, { coverCents: R(60000) }],
    ['holder with R40,000.01 elsewhere', { memberType: 'POLICY_HOLDER', age: 30, requestedCents: R(60000), existingCents: R(40000) + 1 }, { coverCents: R(60000) - 1, cappedFromCents: R(60000), capReason: 'PER_LIFE_LIMIT' }],
    ['parent with R100,000 elsewhere', { memberType: 'PARENT', age: 70, requestedCents: R(10000), existingCents: R(100000) }, { coverCents: 0, cappedFromCents: R(10000), capReason: 'PER_LIFE_LIMIT' }],
    ['extended with R150,000 elsewhere: never negative', { memberType: 'EXTENDED', age: 40, requestedCents: R(10000), existingCents: R(150000) }, { coverCents: 0, cappedFromCents: R(10000), capReason: 'PER_LIFE_LIMIT' }],
    ['negative existing cover counts as none', { memberType: 'SPOUSE', age: 40, requestedCents: R(60000), existingCents: -R(50000) }, { coverCents: R(60000) }],
  ])('%s', (_name, input, expected) => {
    expect(limitCover(input)).toEqual(expected);
  });

  it('the per-life limit is R100,000', () => {
    expect(FUNERAL_COVER_CAP_PER_LIFE).toBe(100000);
  });

  it.each(Object.entries(COVER_CAP_MESSAGES))('%s reads "%s"', (_reason, message) => {
    expect(message).toMatch(/^(A child under 6|A child aged 6 to 13|One person) can be covered for at most R \d+ 000\.00 across all funeral policies$/);
  });
});

describe('limitCoverInRand', () => {
  it.each([
    [{ memberType: 'CHILD' as const, age: 4, requestedCover: 30000 }, { coverAmount: 20000, cappedFrom: 30000, capReason: 'CHILD_UNDER_6' }],
    [{ memberType: 'POLICY_HOLDER' as const, age: 30, requestedCover: 30000, existingCover: 87500.5 }, { coverAmount: 12499.5, cappedFrom: 30000, capReason: 'PER_LIFE_LIMIT' }],
    [{ memberType: 'PARENT' as const, age: 70, requestedCover: 10000 }, { coverAmount: 10000 }],
  ])('%j', (input, expected) => {
    expect(limitCoverInRand(input)).toEqual(expected);
  });
});

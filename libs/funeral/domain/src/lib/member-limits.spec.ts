import fc from 'fast-check';
import { canAddMember, isIndividualPricing, maxChildren, memberLimitsFor, QUOTE_MEMBER_LIMITS, type MemberLimitPolicy } from './member-limits';

const lives = (memberType: string, count: number, state?: string) => Array.from({ length: count }, () => ({ memberType, state }));
const holder = lives('POLICY_HOLDER', 1);

describe('maxChildren', () => {
  it.each([
    [{}, 5],
    [{ accountingIdentifier: null }, 5],
    [{ accountingIdentifier: 'OTHER' }, 5],
    [{ accountingIdentifier: 'FREEDOM' }, 6],
    [{ accountingIdentifier: ' freedom ' }, 6],
    [{ accountingIdentifier: 'FREEDOM', pricingVersion: 'INDFUN-2020' }, 6],
  ])('%j -> %i', (policy, expected) => {
    expect(maxChildren(policy)).toBe(expected);
  });
});

describe('quote limits', () => {
  it('1 spouse, 5 children, 4 parents, 10 extended', () => {
    expect(QUOTE_MEMBER_LIMITS).toEqual({ SPOUSE: 1, CHILD: 5, PARENT: 4, EXTENDED: 10 });
    expect(memberLimitsFor({ accountingIdentifier: 'FREEDOM' })).toEqual({ ...QUOTE_MEMBER_LIMITS, CHILD: 6 });
  });
});

describe('isIndividualPricing', () => {
  it.each([
    ['INDFUN', true],
    ['FUN-INDFUN-2021', true],
    ['indfun_v2', true],
    ['FUN-2026-11', false],
    [null, false],
    [undefined, false],
  ])('%p -> %p', (version, expected) => {
    expect(isIndividualPricing(version)).toBe(expected);
  });
});

describe('canAddMember', () => {
  it.each<[string, MemberLimitPolicy, string, { allowed: boolean; reason?: string; remaining?: number }]>([
    ['a child to a new policy', { livesCovered: holder }, 'CHILD', { allowed: true, remaining: 5 }],
    ['a 5th child', { livesCovered: [...holder, ...lives('CHILD', 4)] }, 'CHILD', { allowed: true, remaining: 1 }],
    ['a 6th child', { livesCovered: [...holder, ...lives('CHILD', 5)] }, 'CHILD', { allowed: false, reason: 'CHILDREN_LIMIT' }],
    ['a 6th child on FREEDOM', { accountingIdentifier: 'FREEDOM', livesCovered: [...holder, ...lives('CHILD', 5)] }, 'CHILD', { allowed: true, remaining: 1 }],
    ['a 7th child on FREEDOM', { accountingIdentifier: 'FREEDOM', livesCovered: [...holder, ...lives('CHILD', 6)] }, 'CHILD', { allowed: false, reason: 'CHILDREN_LIMIT' }],
    ['a 6th child when one of 5 was removed', { livesCovered: [...holder, ...lives('CHILD', 4), ...lives('CHILD', 1, 'REMOVED')] }, 'CHILD', { allowed: true, remaining: 1 }],
    ['a child on INDFUN', { pricingVersion: 'INDFUN-2021', livesCovered: holder }, 'CHILD', { allowed: false, reason: 'INDIVIDUAL_PRODUCT' }],
    ['a spouse on INDFUN', { pricingVersion: 'FUN_INDFUN', livesCovered: holder }, 'SPOUSE', { allowed: false, reason: 'INDIVIDUAL_PRODUCT' }],
    ['a child on INDFUN and FREEDOM', { pricingVersion: 'INDFUN', accountingIdentifier: 'FREEDOM', livesCovered: holder }, 'CHILD', { allowed: false, reason: 'INDIVIDUAL_PRODUCT' }],
    ['a parent on INDFUN', { pricingVersion: 'INDFUN', livesCovered: holder }, 'PARENT', { allowed: true, remaining: 4 }],
    ['an extended member on INDFUN', { pricingVersion: 'INDFUN', livesCovered: holder }, 'EXTENDED', { allowed: true, remaining: 10 }],
    ['a spouse', { livesCovered: holder }, 'SPOUSE', { allowed: true, remaining: 1 }],
    ['a spouse on FREEDOM', { accountingIdentifier: 'FREEDOM', livesCovered: holder }, 'SPOUSE', { allowed: true, remaining: 1 }],
    ['a second spouse', { livesCovered: [...holder, ...lives('SPOUSE', 1, 'COVERED')] }, 'SPOUSE', { allowed: false, reason: 'SPOUSE_ALREADY_COVERED' }],
    ['a spouse after the last was cancelled', { livesCovered: [...holder, ...lives('SPOUSE', 1, 'CANCELLED')] }, 'SPOUSE', { allowed: true, remaining: 1 }],
    ['a 5th parent', { livesCovered: [...holder, ...lives('PARENT', 4)] }, 'PARENT', { allowed: false, reason: 'PARENTS_LIMIT' }],
    ['a 10th extended member', { livesCovered: [...holder, ...lives('EXTENDED', 9)] }, 'EXTENDED', { allowed: true, remaining: 1 }],
    ['an 11th extended member', { livesCovered: [...holder, ...lives('EXTENDED', 10)] }, 'EXTENDED', { allowed: false, reason: 'EXTENDED_LIMIT' }],
    ['a policy holder', { livesCovered: holder }, 'POLICY_HOLDER', { allowed: false, reason: 'POLICY_HOLDER_FIXED' }],
    ['a beneficiary', { livesCovered: holder }, 'BENEFICIARY', { allowed: false, reason: 'UNKNOWN_MEMBER_TYPE' }],
    ['a lower-case type', { livesCovered: holder }, 'child', { allowed: true, remaining: 5 }],
    ['a child to a cancelled policy', { state: 'CANCELLED', livesCovered: holder }, 'CHILD', { allowed: false, reason: 'POLICY_NOT_IN_FORCE' }],
    ['a child to a lapsed policy', { state: 'LAPSED', livesCovered: holder }, 'CHILD', { allowed: false, reason: 'POLICY_NOT_IN_FORCE' }],
    ['a child during a missed payment', { state: 'ON_RISK_GRACE', livesCovered: holder }, 'CHILD', { allowed: true, remaining: 5 }],
    ['a child without lives listed', {}, 'CHILD', { allowed: true, remaining: 5 }],
  ])('%s', (_name, policy, memberType, expected) => {
    const check = canAddMember(policy, memberType);
    expect(check).toMatchObject(expected);
    if (!check.allowed) expect(check.message.length).toBeGreaterThan(10);
  });

  it('words the limit in the refusal', () => {
    const check = canAddMember({ accountingIdentifier: 'FREEDOM', livesCovered: lives('CHILD', 6) }, 'CHILD');
    expect(!check.allowed && check.message).toBe('This policy already covers the most children it can (6)');
  });

  it('never throws on a stored policy of any shape', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (livesCovered, pricingVersion, accountingIdentifier, type) => {
        const policy = { livesCovered, pricingVersion, accountingIdentifier } as MemberLimitPolicy;
        expect(typeof canAddMember(policy, type).allowed).toBe('boolean');
        expect([5, 6]).toContain(maxChildren(policy));
      }),
      { numRuns: 300 },
    );
  });
});

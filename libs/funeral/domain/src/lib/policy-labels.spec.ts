import {
  COVERED_MEMBER_STATES,
  countLives,
  FUNERAL_POLICY_STATES,
  isCoveredMemberState,
  policyStateLabel,
  policyTypeLabel,
  policyTypeOf,
  type CountedLife,
} from './policy-labels';

describe('policyStateLabel', () => {
  it.each([
    ['INFO_MISSING', 'Missing Information'],
    ['DORMANT', 'Awaiting 1st Payment'],
    ['ACTIVE', 'Active'],
    ['ON_RISK_GRACE', 'Missed Payment'],
    ['LAPSED', 'Lapsed'],
    ['CANCELLED', 'Cancelled Policy'],
    ['active', undefined],
    ['PAUSED', undefined],
    [null, undefined],
    [42, undefined],
  ])('%p -> %p', (state, label) => {
    expect(policyStateLabel(state)).toBe(label);
  });

  it('labels every state', () => {
    expect(FUNERAL_POLICY_STATES.map(policyStateLabel).every(Boolean)).toBe(true);
  });
});

describe('isCoveredMemberState', () => {
  it.each([
    ['COVERED', true],
    ['INITIAL', true],
    ['POLICY_LAPSED', true],
    ['IN_WAITING_PERIOD', true],
    ['CANCELLED', false],
    ['POLICY_CANCELLED', false],
    ['COVER_LAPSED', false],
    ['REMOVED', false],
    ['covered', false],
    [undefined, false],
  ])('%p -> %p', (state, covered) => {
    expect(isCoveredMemberState(state)).toBe(covered);
  });

  it('has exactly the four states of the spec', () => {
    expect([...COVERED_MEMBER_STATES].sort()).toEqual(['COVERED', 'INITIAL', 'IN_WAITING_PERIOD', 'POLICY_LAPSED']);
  });
});

const life = (memberType: string, state?: string): CountedLife => ({ memberType, state });

describe('policyTypeOf', () => {
  it.each<[string, CountedLife[], string]>([
    ['holder only', [life('POLICY_HOLDER')], 'SINGLE'],
    ['nobody listed', [], 'SINGLE'],
    ['holder and a child', [life('POLICY_HOLDER'), life('CHILD')], 'SINGLE_AND_CHILDREN'],
    ['holder and 5 children', [life('POLICY_HOLDER'), ...Array.from({ length: 5 }, () => life('CHILD'))], 'SINGLE_AND_CHILDREN'],
    ['holder and spouse', [life('POLICY_HOLDER'), life('SPOUSE')], 'COUPLE'],
    ['holder, spouse and a child', [life('POLICY_HOLDER'), life('SPOUSE'), life('CHILD')], 'FAMILY'],
    ['holder and a parent', [life('POLICY_HOLDER'), life('PARENT')], 'FAMILY'],
    ['holder and an extended member', [life('POLICY_HOLDER'), life('EXTENDED')], 'FAMILY'],
    ['spouse removed', [life('POLICY_HOLDER'), life('SPOUSE', 'REMOVED')], 'SINGLE'],
    ['spouse in waiting period', [life('POLICY_HOLDER'), life('SPOUSE', 'IN_WAITING_PERIOD')], 'COUPLE'],
    ['beneficiary does not count', [life('POLICY_HOLDER'), life('BENEFICIARY')], 'SINGLE'],
    ['cancelled parent, covered child', [life('POLICY_HOLDER'), life('PARENT', 'CANCELLED'), life('CHILD', 'COVERED')], 'SINGLE_AND_CHILDREN'],
  ])('%s: %s', (_name, lives, type) => {
    expect(policyTypeOf(lives)).toBe(type);
  });
});

describe('policyTypeLabel', () => {
  it.each([
    ['SINGLE', 'Single'],
    ['SINGLE_AND_CHILDREN', 'Single and Children'],
    ['COUPLE', 'Couple'],
    ['FAMILY', 'Family'],
    ['EXTENDED_FAMILY', 'Family'],
    [null, 'Family'],
  ])('%p -> %s', (type, label) => {
    expect(policyTypeLabel(type)).toBe(label);
  });
});

it('countLives counts covered lives per type', () => {
  expect(countLives([life('POLICY_HOLDER'), life('CHILD'), life('CHILD', 'COVERED'), life('CHILD', 'CANCELLED'), life('PARENT', 'INITIAL')])).toEqual({
    POLICY_HOLDER: 1,
    SPOUSE: 0,
    CHILD: 2,
    PARENT: 1,
    EXTENDED: 0,
  });
});

import { CURRENT_PRICING_VERSION, priceCoveredLives } from '@imali/funeral/domain';
import { buildSaIdNumber } from '@imali/shared/validation';
import { policyPremiumTotal, priceLifeOnPolicy, storedAge, type StoredLife } from './member-pricing';

const today = new Date('2026-11-20T10:00:00Z');
const joined = new Date('2026-11-01T10:00:00Z');
const life = (memberType: string, ageAtSignup: number | null, premium: number, state = 'INITIAL'): StoredLife => ({ memberType, ageAtSignup, premium, state, createdAt: joined });
const policy = { coverAmount: 30000, pricingVersion: CURRENT_PRICING_VERSION, accountingIdentifier: null };

/** What the same lives cost priced together: the stored premiums come from the same table. */
function soldAs(lives: { memberType: string; age: number | null }[], coverAmount = 30000) {
  const quote = priceCoveredLives(lives, coverAmount, { today })!.quote!;
  return quote.lives.map((l, i) => life(lives[i]!.memberType, lives[i]!.age, l.premium));
}

describe('policyPremiumTotal', () => {
  it("adds the policy fee to the lives' premiums, as the quote does", () => {
    const lives = [
      { memberType: 'POLICY_HOLDER', age: 35 },
      { memberType: 'SPOUSE', age: 33 },
      { memberType: 'CHILD', age: 4 },
    ];
    const quote = priceCoveredLives(lives, 30000, { today })!.quote!;
    expect(policyPremiumTotal(CURRENT_PRICING_VERSION, quote.lives.map((l) => l.premium))).toBe(quote.premium);
  });

  it('is at least the minimum premium of R45', () => {
    expect(policyPremiumTotal(CURRENT_PRICING_VERSION, [10])).toBe(45);
  });

  it('knows no premium for an unknown pricing version', () => {
    expect(policyPremiumTotal('INDFUN-2019', [10])).toBeUndefined();
  });
});

describe('priceLifeOnPolicy', () => {
  const holderAndSpouse = soldAs([
    { memberType: 'POLICY_HOLDER', age: 35 },
    { memberType: 'SPOUSE', age: 33 },
  ]);

  it('prices a child on the policy: caps it, adds its premium, and makes the policy FAMILY', () => {
    const priced = priceLifeOnPolicy(policy, holderAndSpouse, { memberType: 'CHILD', age: 3 }, { today });
    expect(priced.ok).toBe(true);
    if (!priced.ok) return;
    expect(priced.life).toMatchObject({ coverAmount: 20000, cappedFrom: 30000, capReason: 'CHILD_UNDER_6' });
    expect(priced.policyType).toBe('FAMILY');
    const together = priceCoveredLives(
      [
        { memberType: 'POLICY_HOLDER', age: 35 },
        { memberType: 'SPOUSE', age: 33 },
        { memberType: 'CHILD', age: 3 },
      ],
      30000,
      { today },
    ).quote!;
    expect(priced.premiumTotal).toBe(together.premium);
  });

  it('prices with the policy\'s own pricing version: an unknown one cannot price the life', () => {
    const priced = priceLifeOnPolicy({ ...policy, pricingVersion: 'FUN-1999-01' }, holderAndSpouse, { memberType: 'PARENT', age: 60 }, { today });
    expect(priced).toEqual({ ok: false, errors: [{ field: 'pricingVersion', message: 'Unknown pricing version' }] });
  });

  it('keeps the premiums the other lives were sold with', () => {
    const sold = holderAndSpouse.map((l) => ({ ...l, premium: l.premium + 1 }));
    const priced = priceLifeOnPolicy(policy, sold, { memberType: 'CHILD', age: 10 }, { today });
    const plain = priceLifeOnPolicy(policy, holderAndSpouse, { memberType: 'CHILD', age: 10 }, { today });
    expect(priced.ok && plain.ok && priced.premiumTotal - plain.premiumTotal).toBeCloseTo(2, 5);
  });

  it('leaves out lives that are no longer covered', () => {
    const withCancelled = [...holderAndSpouse.slice(0, 1), { ...holderAndSpouse[1]!, state: 'POLICY_CANCELLED' }];
    const priced = priceLifeOnPolicy(policy, withCancelled, { memberType: 'CHILD', age: 10 }, { today });
    expect(priced.ok && priced.policyType).toBe('SINGLE_AND_CHILDREN');
  });

  it('counts the cover the person has on other policies, and refuses a life with no room left', () => {
    const idNumber = buildSaIdNumber({ birthDate: '1966-01-10', serial: 2222 })!;
    const some = priceLifeOnPolicy(policy, holderAndSpouse, { memberType: 'PARENT', age: 60, idNumber }, { today, existingCoverByIdNumber: { [idNumber]: 80000 } });
    expect(some.ok && some.life).toMatchObject({ coverAmount: 20000, capReason: 'PER_LIFE_LIMIT' });
    const none = priceLifeOnPolicy(policy, holderAndSpouse, { memberType: 'PARENT', age: 60, idNumber }, { today, existingCoverByIdNumber: { [idNumber]: 100000 } });
    expect(none).toEqual({ ok: false, errors: [{ field: 'idNumber', message: expect.stringContaining('across all funeral policies') }] });
  });

  it("names the new life's fields as the member input does", () => {
    const priced = priceLifeOnPolicy(policy, holderAndSpouse, { memberType: 'PARENT', age: 80 }, { today });
    expect(priced).toEqual({ ok: false, errors: [{ field: 'ageAtSignup', message: 'Age must be between 18 and 75, check age' }] });
  });
});

describe('storedAge', () => {
  it('is the age at signup, else the age by the date of birth on the day the life joined', () => {
    expect(storedAge(life('CHILD', 7, 1))).toBe(7);
    expect(storedAge({ ...life('CHILD', null, 1), dateOfBirth: '2020-11-02' })).toBe(5);
    expect(storedAge(life('CHILD', null, 1))).toBeNull();
  });
});

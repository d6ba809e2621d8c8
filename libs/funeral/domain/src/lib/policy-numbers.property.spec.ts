import fc from 'fast-check';
import { isValidEasyPayNumber, isValidPolicyNumber, makeEasyPayNumber, makePolicyNumber, MAX_POLICY_SEQUENCE, policySequenceOf } from './policy-numbers';

/** Every string that differs from `value` in exactly one digit position. */
function singleDigitChanges(value: string): string[] {
  const changes: string[] = [];
  for (let i = 0; i < value.length; i += 1) {
    if (!/\d/.test(value[i]!)) continue;
    for (let digit = 0; digit <= 9; digit += 1) {
      if (String(digit) !== value[i]) changes.push(`${value.slice(0, i)}${digit}${value.slice(i + 1)}`);
    }
  }
  return changes;
}

const sequences = fc.integer({ min: 1, max: MAX_POLICY_SEQUENCE });
const receiverIds = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
const accounts = fc.oneof(fc.integer({ min: 0, max: 99_999_999_999_999 }), fc.stringMatching(/^\d{1,14}$/));

describe('policy numbers, property-based', () => {
  it('every made number is valid and gives its sequence back', () => {
    fc.assert(
      fc.property(sequences, (sequence) => {
        const policyNumber = makePolicyNumber(sequence)!;
        expect(policyNumber).toMatch(/^IMF\d{9}$/);
        expect(isValidPolicyNumber(policyNumber)).toBe(true);
        expect(policySequenceOf(policyNumber)).toBe(sequence);
      }),
      { numRuns: 1000 },
    );
  });

  it('every single-digit change is detected', () => {
    fc.assert(
      fc.property(sequences, (sequence) => {
        const policyNumber = makePolicyNumber(sequence)!;
        const changes = singleDigitChanges(policyNumber);
        expect(changes).toHaveLength(9 * 9);
        for (const changed of changes) expect(isValidPolicyNumber(changed)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('a change to the prefix is detected', () => {
    fc.assert(
      fc.property(sequences, fc.integer({ min: 0, max: 2 }), fc.constantFrom(...'ABCDEGHJKLMNOPQRSTUVWXYZ0123456789'), (sequence, position, character) => {
        const policyNumber = makePolicyNumber(sequence)!;
        const changed = `${policyNumber.slice(0, position)}${character}${policyNumber.slice(position + 1)}`;
        if (changed.toUpperCase() !== policyNumber) expect(isValidPolicyNumber(changed)).toBe(false);
      }),
    );
  });
});

describe('EasyPay numbers, property-based', () => {
  it('every made number is valid, 20 digits, starts with 9 and carries the receiver ID', () => {
    fc.assert(
      fc.property(accounts, receiverIds, (account, receiverId) => {
        const easyPayNumber = makeEasyPayNumber(account, receiverId)!;
        expect(easyPayNumber).toMatch(new RegExp(`^9${receiverId}\\d{15}$`));
        expect(isValidEasyPayNumber(easyPayNumber, receiverId)).toBe(true);
        expect(Number(easyPayNumber.slice(5, 19))).toBe(Number(account));
      }),
      { numRuns: 1000 },
    );
  });

  it('every single-digit change is detected', () => {
    fc.assert(
      fc.property(accounts, receiverIds, (account, receiverId) => {
        const changes = singleDigitChanges(makeEasyPayNumber(account, receiverId)!);
        expect(changes).toHaveLength(20 * 9);
        for (const changed of changes) expect(isValidEasyPayNumber(changed)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

import { validateAcceptTerms, type AcceptTermsVariant } from './accept-terms';

describe('validateAcceptTerms', () => {
  it.each([
    [undefined, 'Need to accept Ts and Cs to Continue'],
    ['funeral', 'Need to accept Ts and Cs to Continue'],
    ['profile', 'You need to accept our Ts & Cs to Continue'],
    ['credit-life', 'You need to accept terms and conditions to continue'],
    ['clearance', 'You need to accept terms and conditions to continue'],
    ['unknown', 'Need to accept Ts and Cs to Continue'],
    ['toString', 'Need to accept Ts and Cs to Continue'],
  ])('variant %p words the message %p', (variant, message) => {
    const validate = (value: unknown) => validateAcceptTerms(value, variant as AcceptTermsVariant | undefined);
    expect(validate(true)).toBeUndefined();
    expect(validate(false)).toBe(message);
    expect(validate(undefined)).toBe(message);
  });

  it.each([
    [true, true],
    [false, false],
    [null, false],
    ['true', false],
    ['Y', false],
    [1, false],
    [{}, false],
  ])('only true passes: %p passes is %p', (value, passes) => {
    expect(validateAcceptTerms(value) === undefined).toBe(passes);
  });
});

import { clientObligationErrors, isThirdPartyPaymentMethod, normaliseLivesCovered, thirdPartyPaymentMethodOrNull, type ThirdPartyPolicyFields } from './third-party-rules';

const valid: ThirdPartyPolicyFields = { companyName: 'Another Insurer', coverAmount: 25000, premiumAmount: 180, livesCovered: ['POLICY_HOLDER'] };
const fields = (info: ThirdPartyPolicyFields, source?: string | null) => clientObligationErrors(info, source).map((e) => `${e.field}: ${e.message}`);

describe('clientObligationErrors (third-party funeral policy, §5.3)', () => {
  it.each<[string, ThirdPartyPolicyFields, string[]]>([
    ['a complete policy', valid, []],
    ['with start date and payment method', { ...valid, startDate: '2021-06-01', paymentMethod: 'debit_order' }, []],
    ['cover 0 and 100000 are the ends of the slider', { ...valid, coverAmount: 0, premiumAmount: 0 }, []],
    ['cover 100000 and contribution 1000', { ...valid, coverAmount: 100000, premiumAmount: 1000 }, []],
    ['provider, cover and contribution are required', { livesCovered: ['SPOUSE'] }, ['funeralPolicyInfo.companyName: This field is required', 'funeralPolicyInfo.coverAmount: This field is required', 'funeralPolicyInfo.premiumAmount: This field is required']],
    ['a blank provider', { ...valid, companyName: '  ' }, ['funeralPolicyInfo.companyName: This field is required']],
    ['a 50 KB provider name', { ...valid, companyName: 'x'.repeat(50_000) }, ['funeralPolicyInfo.companyName: At most 100 characters']],
    ['cover above 100000', { ...valid, coverAmount: 100500 }, ['funeralPolicyInfo.coverAmount: Must be between 0 and 100000']],
    ['cover below 0', { ...valid, coverAmount: -500 }, ['funeralPolicyInfo.coverAmount: Must be between 0 and 100000']],
    ['cover in steps of 500', { ...valid, coverAmount: 25250 }, ['funeralPolicyInfo.coverAmount: Cover must be in steps of R500']],
    ['contribution above 1000', { ...valid, premiumAmount: 1000.01 }, ['funeralPolicyInfo.premiumAmount: Must be between 0 and 1000']],
    ['nobody covered', { ...valid, livesCovered: [] }, ['funeralPolicyInfo.livesCovered: Please select who is covered']],
    ['covered lives left out', { ...valid, livesCovered: null }, ['funeralPolicyInfo.livesCovered: Please select who is covered']],
    ['an unknown member type', { ...valid, livesCovered: ['POLICY_HOLDER', 'COUSIN'] }, ['funeralPolicyInfo.livesCovered: Select one']],
    ['an unreadable start date', { ...valid, startDate: '2021-02-30' }, ['funeralPolicyInfo.startDate: Enter a valid date']],
    ['an unknown payment method', { ...valid, paymentMethod: 'CASH' }, ['funeralPolicyInfo.paymentMethod: Select one']],
  ])('%s', (_name, info, expected) => {
    expect(fields(info)).toEqual(expected);
  });

  it('accepts only the manual-entry source from a client', () => {
    expect(fields(valid, 'CLIENT_MANUAL_ENTRY')).toEqual([]);
    expect(fields(valid, 'BUREAU')).toEqual(['source: Select one']);
  });
});

describe('normaliseLivesCovered', () => {
  it('keeps each member type once, upper case, in the product order', () => {
    expect(normaliseLivesCovered(['child', 'POLICY_HOLDER', 'CHILD', ' spouse '])).toEqual(['POLICY_HOLDER', 'SPOUSE', 'CHILD']);
  });
});
describe('third-party payment methods as the input sends them', () => {
  it.each([
    ['DEBIT_ORDER', 'DEBIT_ORDER'],
    [' easy_pay ', 'EASY_PAY'],
    ['CASH', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j is %j', (typed, method) => {
    expect(thirdPartyPaymentMethodOrNull(typed)).toBe(method);
  });
  it('isThirdPartyPaymentMethod takes the wire values only', () => {
    expect(['MONEY_MARKET', 'money_market', 'NAEDO', 3].map(isThirdPartyPaymentMethod)).toEqual([true, false, false, false]);
  });
});

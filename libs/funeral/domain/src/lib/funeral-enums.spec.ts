import { FUNERAL_MEMBER_STATE, FUNERAL_PAYMENT_METHOD, FUNERAL_POLICY_STATE, THIRD_PARTY_PAYMENT_METHOD, enumOf } from './funeral-enums';

describe('funeral enums', () => {
  it('maps each wire value to itself', () => {
    expect(enumOf(['A', 'B_C'])).toEqual({ A: 'A', B_C: 'B_C' });
  });

  it.each([
    ['policy states', FUNERAL_POLICY_STATE, ['INFO_MISSING', 'DORMANT', 'ACTIVE', 'ON_RISK_GRACE', 'LAPSED', 'CANCELLED']],
    ['member states', FUNERAL_MEMBER_STATE, ['COVERED', 'INITIAL', 'POLICY_LAPSED', 'IN_WAITING_PERIOD', 'POLICY_CANCELLED', 'COVER_LAPSED']],
    ['sale payment methods', FUNERAL_PAYMENT_METHOD, ['DEBI_CHECK', 'NAEDO']],
    ['third-party payment methods', THIRD_PARTY_PAYMENT_METHOD, ['DEBI_CHECK', 'DEBIT_ORDER', 'EASY_PAY', 'MONEY_MARKET']],
  ])('%s keep the values the API had as strings', (_name, values, expected) => {
    expect(Object.values(values)).toEqual(expected);
  });
});

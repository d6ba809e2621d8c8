import { PAYMENT_DAY_MESSAGE, paymentDetailsErrors } from './payment-details-rules';

describe('paymentDetailsErrors (debit order day, choices 1 to 31)', () => {
  it.each([1, 15, 25, 31])('accepts day %d', (paymentDueDay) => {
    expect(paymentDetailsErrors({ paymentDueDay })).toEqual([]);
  });

  it.each([0, 32, -1, 2.5])('refuses day %d', (paymentDueDay) => {
    expect(paymentDetailsErrors({ paymentDueDay })).toEqual([{ field: 'paymentDueDay', message: PAYMENT_DAY_MESSAGE }]);
  });

  it('leaves the day alone when none is sent', () => {
    expect(paymentDetailsErrors({})).toEqual([]);
    expect(paymentDetailsErrors({ paymentDueDay: null })).toEqual([]);
  });

  it("uses the sale's wording", () => {
    expect(PAYMENT_DAY_MESSAGE).toBe('Choose a day from 1 to 31');
  });
});

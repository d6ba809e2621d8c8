import { validateBankAccountNumber } from './bank-account-number';
import { BANK_ACCOUNT_NUMBER_MESSAGE } from './messages';

describe('validateBankAccountNumber', () => {
  it.each([
    ['6 digits', '123456', BANK_ACCOUNT_NUMBER_MESSAGE],
    ['7 digits', '1234567', undefined],
    ['10 digits (Capitec, Nedbank)', '1234567890', undefined],
    ['11 digits (FNB)', '62123456789', undefined],
    ['12 digits', '621234567890', BANK_ACCOUNT_NUMBER_MESSAGE],
    ['leading zeros', '0012345678', undefined],
    ['spaces', '1234 567 890', BANK_ACCOUNT_NUMBER_MESSAGE],
    ['dashes', '1234-567-890', BANK_ACCOUNT_NUMBER_MESSAGE],
    ['letters', '12345678AB', BANK_ACCOUNT_NUMBER_MESSAGE],
    ['a number', 1234567890, BANK_ACCOUNT_NUMBER_MESSAGE],
    ['empty', '', undefined],
    ['undefined', undefined, undefined],
    ['null', null, undefined],
  ])('%s: %p -> %p', (_case, value, expected) => {
    expect(validateBankAccountNumber(value)).toBe(expected);
  });

  it('says what is expected', () => {
    expect(BANK_ACCOUNT_NUMBER_MESSAGE).toBe('Account number must be 7 to 11 digits');
  });
});

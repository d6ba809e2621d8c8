import { bankAccountErrors } from './bank-account-rules';

const own = { branchCode: '470010', accountNo: '1234567890' };

describe('bankAccountErrors', () => {
  it('accepts an own account at a listed bank', () => {
    expect(bankAccountErrors(own)).toEqual([]);
  });

  it.each([
    [{ ...own, branchCode: '999999' }, 'branchCode', 'Select your bank'],
    [{ ...own, branchCode: '462005' }, 'branchCode', 'Select your bank'],
    [{ ...own, accountNo: '12ab' }, 'accountNo', 'Account number must be 7 to 11 digits'],
    [{ ...own, accountNo: '' }, 'accountNo', 'This field is required'],
    [{ ...own, ownAccount: false }, 'accountHolderName', 'Required for third party accounts'],
    [{ ...own, accountHolderName: 'a'.repeat(101) }, 'accountHolderName', 'At most 100 characters'],
    [{ ...own, bankName: 'a'.repeat(101) }, 'bankName', 'At most 100 characters'],
    [{ ...own, accountHolderIdNumber: '9'.repeat(21) }, 'accountHolderIdNumber', 'At most 20 characters'],
    [{ ...own, accountHolderContactNumber: 'x'.repeat(11) }, 'accountHolderContactNumber', 'Invalid cellphone number'],
    [{ ...own, ownAccount: false, accountHolderName: 'Zanele', accountHolderContactNumber: '0821234567', accountHolderIdNumber: '8001015009088' }, 'accountHolderIdNumber', 'Invalid ID number'],
    [{ ...own, accountHolderEmail: 'x@' }, 'accountHolderEmail', 'Invalid email address'],
  ])('%j → %s: %s', (input, field, message) => {
    expect(bankAccountErrors(input)).toContainEqual({ field, message });
  });

  it('tells Bidvest and Old Mutual apart by name', () => {
    expect(bankAccountErrors({ ...own, branchCode: '462005', bankName: 'Old Mutual' })).toEqual([]);
  });
});

import { CombinedGraphQLErrors, InMemoryCache, gql } from '@apollo/client';
import { FORM_ERROR } from 'final-form';
import { addToCachedBankAccounts } from './add-bank-account-dialog';
import { DEFAULT_BANK_ID, bankAccountFormValues, bankAccountSubmissionErrors, toBankAccountInput } from './add-bank-account-dialog-fields';
import type { SharedBankAccount } from './add-bank-account-dialog-fields';
import { NETWORK_ERROR_MESSAGE } from '../feedback/errors';

const account: SharedBankAccount = {
  __typename: 'BankAccount',
  id: 'ba-2',
  bankName: 'Old Mutual',
  branchCode: '462005',
  accountNo: '1234567',
  ownAccount: false,
  accountHolderName: 'Sipho Dlamini',
  accountHolderContactNumber: '0821234567',
  accountHolderEmail: null,
  accountHolderIdNumber: '8001015009087',
  verifyAccountInfo: false,
};

const graphQLError = (extensions: Record<string, unknown>, message = 'Some fields are not valid') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('bankAccountFormValues', () => {
  it("starts a new account with 'Capitec Bank' as the client's own", () => {
    expect(DEFAULT_BANK_ID).toBe('CAPITEC');
    expect(bankAccountFormValues()).toEqual({ bankId: 'CAPITEC', accountNo: '', ownAccount: true });
    expect(bankAccountFormValues(null, false).ownAccount).toBe(false);
  });

  it('finds the stored bank by branch code and name, telling banks that share a code apart', () => {
    expect(bankAccountFormValues(account)).toMatchObject({ bankId: 'OLD_MUTUAL', accountNo: '1234567', ownAccount: false, accountHolderName: 'Sipho Dlamini' });
    expect(bankAccountFormValues({ ...account, bankName: 'Bidvest Bank' }).bankId).toBe('BIDVEST');
    expect(bankAccountFormValues({ ...account, bankName: 'Some Other Bank', branchCode: '999999' }).bankId).toBe('');
  });
});

describe('toBankAccountInput', () => {
  it("sends the bank's branch code and label, and the holder only for a third-party account", () => {
    const values = { bankId: 'FNB', accountNo: ' 62012345678 ', ownAccount: true, accountHolderName: 'Left over' };
    expect(toBankAccountInput(values)).toEqual({
      branchCode: '250655',
      bankName: 'FNB',
      accountNo: '62012345678',
      ownAccount: true,
      accountHolderName: null,
      accountHolderContactNumber: null,
      accountHolderEmail: null,
      accountHolderIdNumber: null,
    });
    expect(toBankAccountInput({ ...values, ownAccount: false, accountHolderEmail: '  ' })).toMatchObject({ ownAccount: false, accountHolderName: 'Left over', accountHolderEmail: null });
  });
});

describe('bankAccountSubmissionErrors', () => {
  it('puts the branch code message on the bank select and keeps unknown fields in the form error', () => {
    const error = graphQLError({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'branchCode', message: 'Select your bank' },
        { field: 'idempotencyKey', message: 'Invalid request key' },
      ],
    });
    expect(bankAccountSubmissionErrors(error)).toEqual({ bankId: 'Select your bank', [FORM_ERROR]: 'Invalid request key' });
  });

  it("uses the server's message without field errors, and a friendly text for transport failures", () => {
    expect(bankAccountSubmissionErrors(graphQLError({ code: 'FORBIDDEN' }, 'You may not see or change this record'))).toEqual({
      [FORM_ERROR]: 'You may not see or change this record',
    });
    expect(bankAccountSubmissionErrors(new Error('Failed to fetch'))).toEqual({ [FORM_ERROR]: NETWORK_ERROR_MESSAGE });
  });
});

describe('addToCachedBankAccounts', () => {
  const LIST = gql`
    query TestBankAccounts {
      myClient {
        id
        bankAccounts {
          id
          bankName
        }
      }
    }
  `;

  function cacheWith(ids: string[]) {
    const cache = new InMemoryCache();
    cache.writeQuery({
      query: LIST,
      data: { myClient: { __typename: 'Client', id: 'c1', bankAccounts: ids.map((id) => ({ __typename: 'BankAccount', id, bankName: 'Capitec Bank' })) } },
    });
    cache.writeFragment({ id: 'BankAccount:ba-2', fragment: gql`fragment New on BankAccount { id bankName }`, data: account });
    return cache;
  }

  const listed = (cache: InMemoryCache) =>
    (cache.readQuery({ query: LIST }) as { myClient: { bankAccounts: Array<{ id: string }> } }).myClient.bankAccounts.map((item) => item.id);

  it("adds the new account to the client's cached list once", () => {
    const cache = cacheWith(['ba-1']);
    addToCachedBankAccounts(cache, account);
    expect(listed(cache)).toEqual(['ba-1', 'ba-2']);
    addToCachedBankAccounts(cache, account);
    expect(listed(cache)).toEqual(['ba-1', 'ba-2']);
  });

  it('leaves a cache without the client alone', () => {
    const cache = new InMemoryCache();
    expect(() => addToCachedBankAccounts(cache, account)).not.toThrow();
    expect(cache.extract()).toEqual({});
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SharedBankAccount } from '@imali/shared/web';
import { BankAccountPage } from './bank-account-page';
import { ShellBankAccountDocument, ShellUpdateBankAccountDocument } from '../../gql/graphql';

const VALID_ID = '8001015009087';

const stored: SharedBankAccount = {
  __typename: 'BankAccount',
  id: 'ba-1',
  bankName: 'Capitec Bank',
  branchCode: '470010',
  accountNo: '1234567890',
  ownAccount: true,
  accountHolderName: null,
  accountHolderContactNumber: null,
  accountHolderEmail: null,
  accountHolderIdNumber: null,
  verifyAccountInfo: true,
};

/** The stored account as updateBankAccount's input: the edit form sends it back as it was read. */
const { __typename: _typename, id: _id, ...storedInput } = stored;

const accountMock = (answer: SharedBankAccount | { code: string; message: string }, id = 'ba-1'): MockLink.MockedResponse => ({
  request: { query: ShellBankAccountDocument, variables: { id } },
  result: 'code' in answer ? { errors: [{ message: answer.message, extensions: { code: answer.code } }] } : { data: { bankaccount: answer } },
});

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/bank-account/:id" element={<BankAccountPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const details = () => screen.getByTestId('bank-account-details');
const editForm = () => within(screen.getByTestId('bank-account-edit'));
const save = () => act(async () => fireEvent.click(editForm().getByRole('button', { name: 'Save' })));

describe('BankAccountPage', () => {
  it('shows the bank, branch code and the full account number, and the edit form filled in', async () => {
    renderAt('/bank-account/ba-1', [accountMock(stored)]);
    await screen.findByTestId('bank-account-details');
    expect(details().textContent).toContain('Capitec Bank');
    expect(details().textContent).toContain('470010');
    expect(details().textContent).toContain('1234567890');
    expect(details().textContent).toContain('In my name');
    expect((editForm().getByLabelText('Bank') as HTMLSelectElement).value).toBe('CAPITEC');
    expect((editForm().getByLabelText('Account number') as HTMLInputElement).value).toBe('1234567890');
    expect((editForm().getByRole('checkbox', { name: 'This account is in my name' }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows a third-party account's holder", async () => {
    renderAt('/bank-account/ba-1', [
      accountMock({ ...stored, ownAccount: false, accountHolderName: 'Sipho Dlamini', accountHolderContactNumber: '0821234567', accountHolderIdNumber: VALID_ID, accountHolderEmail: 'sipho@example.co.za' }),
    ]);
    await screen.findByTestId('bank-account-details');
    for (const text of ['Sipho Dlamini', '0821234567', VALID_ID, 'sipho@example.co.za']) expect(details().textContent).toContain(text);
    expect((editForm().getByLabelText('Account holder name') as HTMLInputElement).value).toBe('Sipho Dlamini');
  });

  it('updates the account and says "Your bank account has been updated"', async () => {
    const updated = { ...stored, bankName: 'FNB', branchCode: '250655', accountNo: '62012345678' };
    renderAt('/bank-account/ba-1', [
      accountMock(stored),
      {
        request: {
          query: ShellUpdateBankAccountDocument,
          variables: {
            id: 'ba-1',
            input: {
              branchCode: '250655',
              bankName: 'FNB',
              accountNo: '62012345678',
              ownAccount: true,
              accountHolderName: null,
              accountHolderContactNumber: null,
              accountHolderEmail: null,
              accountHolderIdNumber: null,
              // Kept as stored: the form has no such field.
              verifyAccountInfo: true,
            },
          },
        },
        result: { data: { updateBankAccount: updated } },
      },
    ]);
    await screen.findByTestId('bank-account-edit');
    fireEvent.change(editForm().getByLabelText('Bank'), { target: { value: 'FNB' } });
    expect((editForm().getByLabelText('Branch code') as HTMLInputElement).value).toBe('250655');
    fireEvent.change(editForm().getByLabelText('Account number'), { target: { value: '62012345678' } });
    await save();
    expect((await screen.findByRole('status')).textContent).toBe('Your bank account has been updated');
    await waitFor(() => expect(details().textContent).toContain('62012345678'));
    expect(details().textContent).toContain('FNB');
  });

  it('applies the same rules as the add dialog, and shows server messages beside the fields', async () => {
    renderAt('/bank-account/ba-1', [
      accountMock(stored),
      {
        request: { query: ShellUpdateBankAccountDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'Required for third party accounts',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'accountHolderIdNumber', message: 'Required for third party accounts' }] },
            },
          ],
        },
      },
    ]);
    await screen.findByTestId('bank-account-edit');
    fireEvent.change(editForm().getByLabelText('Account number'), { target: { value: '12' } });
    fireEvent.click(editForm().getByRole('checkbox', { name: 'This account is in my name' }));
    await save();
    const message = (label: string) => {
      const input = editForm().getByLabelText(label);
      return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(message('Account number')).toBe('Account number must be 7 to 11 digits');
    expect(message('Account holder name')).toBe('Required for third party accounts');

    fireEvent.change(editForm().getByLabelText('Account number'), { target: { value: '1234567890' } });
    fireEvent.change(editForm().getByLabelText('Account holder name'), { target: { value: 'Sipho Dlamini' } });
    fireEvent.change(editForm().getByLabelText('Account holder contact number'), { target: { value: '0821234567' } });
    fireEvent.change(editForm().getByLabelText('Account holder ID number'), { target: { value: VALID_ID } });
    await save();
    await waitFor(() => expect(message('Account holder ID number')).toBe('Required for third party accounts'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's refusal to make a third party's account the client's own while its holder is to sign, and keeps the account as it was", async () => {
    const holders = { ...stored, ownAccount: false, accountHolderName: 'Zanele Khumalo', accountHolderContactNumber: '0821112222', accountHolderIdNumber: VALID_ID };
    const refusal =
      "A debit order on this bank account is waiting for the account holder to sign it with the link we sent them, so you cannot change this account to your own or put your own details on it. If they need the link again, you can send it to them again. To pay from your own account instead, change your policy's payment details to your own bank account.";
    renderAt('/bank-account/ba-1', [
      accountMock(holders),
      {
        request: {
          query: ShellUpdateBankAccountDocument,
          variables: {
            id: 'ba-1',
            input: storedInput,
          },
        },
        result: { errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', reason: 'ACCOUNT_HOLDER_SIGNS' } }] },
      },
    ]);
    await screen.findByTestId('bank-account-edit');
    fireEvent.click(editForm().getByRole('checkbox', { name: 'This account is in my name' }));
    await save();
    expect((await screen.findByTestId('bank-account-edit-error')).textContent).toContain(refusal);
    expect(screen.queryByRole('status')).toBeNull();
    expect(details().textContent).toContain('Zanele Khumalo');
    expect(details().textContent).not.toContain('In my name');
  });

  it.each([
    ['FORBIDDEN', 'You may not see or change this record'],
    ['NOT_FOUND', 'Bank account not found'],
  ])('shows "We could not find this bank account" for %s', async (code, message) => {
    renderAt('/bank-account/other', [accountMock({ code, message }, 'other')]);
    const state = await screen.findByTestId('bank-account-not-found');
    expect(within(state).getByRole('heading').textContent).toBe('We could not find this bank account');
    expect(within(state).getByRole('link', { name: 'See my bank accounts' }).getAttribute('href')).toBe('/bank-accounts');
    expect(screen.queryByTestId('bank-account-edit')).toBeNull();
  });

  it('offers Try again for other failures', async () => {
    renderAt('/bank-account/ba-1', [{ request: { query: ShellBankAccountDocument, variables: { id: 'ba-1' } }, error: new Error('offline') }, accountMock(stored)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('bank-account-details')).toBeTruthy();
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { SharedCreateBankAccountDocument } from '@imali/shared/web';
import { BankAccountsPage } from './bank-accounts-page';
import { ShellBankAccountsDocument } from '../../gql/graphql';

type Row = { id: string; bankName: string; accountNo: string; ownAccount: boolean };

const listMock = (rows: Row[] | Error): MockLink.MockedResponse => ({
  request: { query: ShellBankAccountsDocument },
  ...(rows instanceof Error
    ? { error: rows }
    : { result: { data: { myClient: { __typename: 'Client', id: 'c1', bankAccounts: rows.map((row) => ({ __typename: 'BankAccount', ...row })) } } } }),
});

const capitec: Row = { id: 'ba-1', bankName: 'Capitec Bank', accountNo: '1234567890', ownAccount: true };
const fnb: Row = { id: 'ba-2', bankName: 'FNB', accountNo: '62012345678', ownAccount: false };

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={['/bank-accounts']}>
        <BankAccountsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('BankAccountsPage', () => {
  it('lists the accounts with their numbers masked except the last 4 digits, each linking to its page', async () => {
    renderPage([listMock([capitec, fnb])]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Bank Account Details' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your bank accounts' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/bank-account/ba-1', '/bank-account/ba-2']);
    expect(links[0].textContent).toContain('••••••7890');
    expect(links[1].textContent).toContain('•••••••5678');
    expect(list.textContent).not.toContain('1234567890');
    expect(list.textContent).not.toContain('62012345678');
    expect(within(links[0]).getByText('account number ending in 7890')).toBeTruthy();
    expect(within(links[1]).getByText('Third party')).toBeTruthy();
    expect(within(links[0]).queryByText('Third party')).toBeNull();
  });

  it('shows an empty state and still offers to add an account', async () => {
    renderPage([listMock([])]);
    expect((await screen.findByTestId('bank-accounts-empty')).textContent).toContain('You have not added a bank account yet');
    expect(screen.getByRole('button', { name: 'Request to add New Account' })).toBeTruthy();
  });

  it('shows a failure with Try again', async () => {
    renderPage([listMock(new Error('offline')), listMock([capitec])]);
    const error = await screen.findByTestId('bank-accounts-error');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your bank accounts' })).toBeTruthy();
  });

  it('opens the add dialog from "Request to add New Account" and shows the new account after adding', async () => {
    const created = { __typename: 'BankAccount', ...fnb, ownAccount: true, branchCode: '250655', accountHolderName: null, accountHolderContactNumber: null, accountHolderEmail: null, accountHolderIdNumber: null, verifyAccountInfo: false };
    renderPage([
      listMock([capitec]),
      { request: { query: SharedCreateBankAccountDocument, variables: () => true }, result: { data: { createBankAccount: created } } },
      listMock([capitec, { ...fnb, ownAccount: true }]),
    ]);
    await screen.findByRole('list', { name: 'Your bank accounts' });
    fireEvent.click(screen.getByRole('button', { name: 'Request to add New Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Banking Details' });
    fireEvent.change(within(dialog).getByLabelText('Bank'), { target: { value: 'FNB' } });
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: '62012345678' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your bank accounts' })).getAllByRole('link')).toHaveLength(2));
    expect(screen.getByRole('list', { name: 'Your bank accounts' }).textContent).toContain('•••••••5678');
  });
});

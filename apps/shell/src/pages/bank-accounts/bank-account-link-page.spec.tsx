/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SharedCreateBankAccountDocument } from '@imali/shared/web';
import { AppRoutes } from '../../app/app-routes';
import { RemotesProvider } from '../../remotes/remotes-context';
import { sessionMock } from '../../session/session-mocks';
import { BankAccountLinkPage, bankAccountLinkReturnPath } from './bank-account-link-page';

const createdMock: MockLink.MockedResponse = {
  request: { query: SharedCreateBankAccountDocument, variables: () => true },
  result: {
    data: {
      createBankAccount: {
        __typename: 'BankAccount',
        id: 'ba-9',
        bankName: 'Capitec Bank',
        branchCode: '470010',
        accountNo: '1234567',
        ownAccount: true,
        accountHolderName: null,
        accountHolderContactNumber: null,
        accountHolderEmail: null,
        accountHolderIdNumber: null,
        verifyAccountInfo: false,
      },
    },
  },
};

function CurrentLocation() {
  const { pathname, search, state } = useLocation();
  return <output data-testid="location" data-state={JSON.stringify(state)}>{`${pathname}${search}`}</output>;
}

function renderAt(path: string, mocks: MockLink.MockedResponse[] = [createdMock]) {
  return render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <BankAccountLinkPage />
        <CurrentLocation />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const location = () => screen.getByTestId('location');

async function addAccount() {
  const dialog = screen.getByRole('dialog', { name: 'Banking Details' });
  fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: '1234567' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
}

describe('bankAccountLinkReturnPath', () => {
  it.each([
    ['?redirect=%2Fsavings%3Ftab%3D1', '/savings?tab=1'],
    ['?redirect=savings', '/savings'],
    ['', '/bank-accounts'],
    ['?redirect=%2F%2Fevil.example', '/bank-accounts'],
    ['?redirect=https%3A%2F%2Fevil.example', '/bank-accounts'],
    ['?redirect=%2Fbank-accounts%2Flink%3Fredirect%3D%2Fsavings', '/bank-accounts'],
  ])('%p → %p', (search, path) => expect(bankAccountLinkReturnPath(search)).toBe(path));
});

describe('BankAccountLinkPage', () => {
  it('opens the add dialog at once and returns to the redirect path with the new account', async () => {
    renderAt('/bank-accounts/link?redirect=%2Fsavings');
    await addAccount();
    await waitFor(() => expect(location().textContent).toBe('/savings'));
    expect(JSON.parse(location().getAttribute('data-state') ?? 'null')).toEqual({ addedBankAccountId: 'ba-9' });
  });

  it('returns to /bank-accounts without a (safe) redirect', async () => {
    renderAt('/bank-accounts/link?redirect=%2F%2Fevil.example');
    await addAccount();
    await waitFor(() => expect(location().textContent).toBe('/bank-accounts'));
  });

  it('goes back when the dialog is closed', () => {
    renderAt('/bank-accounts/link?redirect=%2Fsavings');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(location().textContent).toBe('/savings');
    expect(location().getAttribute('data-state')).toBe('null');
  });

  it('is reached through the routes without the redirect parameter taking over', async () => {
    render(
      <MockedProvider mocks={[sessionMock({})]} mockLinkDefaultOptions={{ delay: 0 }}>
        <RemotesProvider loadManifest={async () => []} register={() => undefined}>
          <MemoryRouter initialEntries={['/bank-accounts/link?redirect=%2Fsavings']}>
            <AppRoutes />
            <CurrentLocation />
          </MemoryRouter>
        </RemotesProvider>
      </MockedProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Banking Details' })).toBeTruthy();
    expect(screen.getByTestId('bank-account-link-page')).toBeTruthy();
    expect(location().textContent).toBe('/bank-accounts/link?redirect=%2Fsavings');
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SharedDebitOrderDocument, type DebitOrder } from '@imali/shared/web';
import { ShellMeDocument, ShellMyClientDocument } from '../../gql/graphql';
import { RemotesProvider } from '../../remotes/remotes-context';
import { AppRoutes } from '../../app/app-routes';

const ID = '6a1f3c7e-2b4d-4e8f-9a10-1b2c3d4e5f60';

const meMock = (signedIn: boolean): MockLink.MockedResponse => ({
  request: { query: ShellMeDocument },
  result: {
    data: {
      me: signedIn ? { __typename: 'User', id: 'u1', clientId: 'c1' } : null,
      myClient: signedIn ? { __typename: 'Client', id: 'c1', firstNames: 'Thandi', isRegistration: false, acceptedTerms: true, otpVerification: true } : null,
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const myClientMock: MockLink.MockedResponse = {
  request: { query: ShellMyClientDocument },
  result: { data: { myClient: { __typename: 'Client', id: 'c1', firstNames: 'Thandi', surname: 'Mokoena', email: 't@example.com', createdAt: '2021-03-04T10:00:00.000Z' } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const signedOrder: DebitOrder = {
  __typename: 'DebitOrder',
  id: ID,
  paymentType: 'NAEDO',
  maxAmount: 150.5,
  bankAccount: { __typename: 'DebitOrderBankAccount', accountNo: '1234567890', bankName: 'Capitec Bank', accountHolderName: 'Thandi Mokoena' },
  payDay: 25,
  nextDebitDate: '2026-11-25',
  associatedProducts: [],
  debitOrderMandateId: null,
  debitOrderMandateInvalid: false,
  mandate: { __typename: 'DebitOrderMandate', authenticationType: 'WEB_SIGNATURE', status: 'SIGNED' },
  alreadySigned: true,
  sentToThirdParty: false,
  signLinkSentAt: null,
};
/** On someone else's account, still awaiting its holder's signature by link. */
const holderOrder: DebitOrder = {
  ...signedOrder,
  bankAccount: { ...signedOrder.bankAccount, accountHolderName: 'Zanele Khumalo' },
  mandate: { __typename: 'DebitOrderMandate', authenticationType: 'WEB_SIGNATURE', status: 'AWAITING_SIGNATURE' },
  alreadySigned: false,
  sentToThirdParty: true,
  signLinkSentAt: '2026-11-10T08:00:00.000Z',
};

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderAt(path: string, signedIn: boolean, order: DebitOrder = signedOrder) {
  render(
    <MockedProvider
      mocks={[meMock(signedIn), myClientMock, { request: { query: SharedDebitOrderDocument, variables: { id: ID } }, result: { data: { debitorder: order } }, maxUsageCount: Number.POSITIVE_INFINITY }]}
      mockLinkDefaultOptions={{ delay: 0 }}
    >
      <RemotesProvider loadManifest={async () => []} register={() => undefined}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <CurrentLocation />
        </MemoryRouter>
      </RemotesProvider>
    </MockedProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('/debit-order/{id}', () => {
  it('sends a signed-out visitor to sign-in with the way back', async () => {
    renderAt(`/debit-order/${ID}`, false);
    await waitFor(() => expect(location()).toBe(`/sign-in?redirect=%2Fdebit-order%2F${ID}`));
  });

  it("shows the signed-in client's mandate wizard; Done goes to the dashboard", async () => {
    renderAt(`/debit-order/${ID}`, true);
    const signed = await screen.findByTestId('mandate-signed', undefined, { timeout: 3000 });
    expect(screen.getByTestId('debit-order-mandate-step-text').textContent).toBe('You are all set');
    expect(within(signed).getByRole('link', { name: 'View Policy Document(s)' }).getAttribute('href')).toBe('/documents');
    await act(async () => fireEvent.click(within(signed).getByRole('button', { name: 'Done' })));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('a debit order on someone else’s account waiting for its holder shows who it waits for and the way to send the link again, not the wizard', async () => {
    renderAt(`/debit-order/${ID}`, true, holderOrder);
    const card = await screen.findByTestId('account-holder-signature', undefined, { timeout: 3000 });
    expect(within(card).getByRole('heading').textContent).toBe('Waiting for Zanele Khumalo to sign');
    expect(within(card).getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect(screen.queryByTestId('mandate-step')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to the dashboard' })));
    await waitFor(() => expect(location()).toBe('/'));
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { linkPurchasePath } from '../../app/redirect-param';
import { LinkPurchasePage } from './link-purchase-page';
import { ShellConfirmGuestSaleLinkDocument, ShellLinkGuestSaleDocument } from '../../gql/graphql';

const SALE_CLIENT = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/link-purchase" element={<LinkPurchasePage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('LinkPurchasePage: a purchase made without signing in joins the account', () => {
  it("sends a code to the purchase's contact details and, with it, adds the purchase and goes on", async () => {
    renderAt(linkPurchasePath(SALE_CLIENT, '/funeral/p1'), [
      { request: { query: ShellLinkGuestSaleDocument, variables: { clientId: SALE_CLIENT, communicationType: 'SMS' } }, result: { data: { linkGuestSale: { __typename: 'GuestSaleLink', destination: '076 *** **00' } } } },
      { request: { query: ShellConfirmGuestSaleLinkDocument, variables: { OTP: '2468' } }, result: { data: { confirmGuestSaleLink: true } } },
    ]);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Send the code' })));
    expect(await screen.findByText('076 *** **00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Enter the OTP'), { target: { value: '2468' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to my account' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/funeral/p1'));
  });

  it("says so when the purchase is not the client's (the server's NOT_FOUND)", async () => {
    renderAt(linkPurchasePath(SALE_CLIENT, '/'), [
      {
        request: { query: ShellLinkGuestSaleDocument, variables: { clientId: SALE_CLIENT, communicationType: 'EMAIL' } },
        result: { errors: [{ message: 'We could not find that purchase for your ID number', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    fireEvent.click(await screen.findByLabelText('by email'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the code' })));
    expect((await screen.findByTestId('link-purchase-error')).textContent).toContain('We could not find that purchase for your ID number');
    expect(screen.queryByLabelText('Enter the OTP')).toBeNull();
  });
});

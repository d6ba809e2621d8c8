/** @jest-environment jsdom */
// Its own file: React.lazy keeps its chunk once loaded, so only the first render in a module
// registry shows the Suspense fallback.
import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';
import { ShellFinancialHealthDocument, ShellMyClientDocument } from '../../gql/graphql';

describe('HomePage before the cards have loaded', () => {
  it("shows the financial health cards loading while their code is on its way, and no block for the greeting's wait", async () => {
    render(
      <MockedProvider
        mocks={[
          { request: { query: ShellMyClientDocument }, result: { data: { myClient: { __typename: 'Client', id: 'c1', firstNames: 'Thandi', surname: 'Mokoena', email: null, createdAt: '2021-03-04T10:00:00.000Z' } } } },
          { request: { query: ShellFinancialHealthDocument }, result: { data: { myClient: null } } },
        ]}
      >
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </MockedProvider>,
    );
    // Synchronously after the first render: the cards' lazy chunk has not arrived.
    const region = screen.getByRole('region', { name: 'My Financial Health' });
    const cards = within(region).getAllByRole('article');
    expect(cards.map((card) => [card.getAttribute('data-testid'), card.getAttribute('aria-busy')])).toEqual([
      ['home-card-savings', 'true'],
      ['home-card-repayments', 'true'],
      ['home-card-debt', 'true'],
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('status').textContent).toBe('Loading your savings');
    expect(screen.queryByTestId('spinner')).toBeNull();
    expect(screen.getByText('Loading your details').className).toBe('visually-hidden');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Thandi' })).toBeTruthy();
    // The chunk's own cards took over (an answer with no client: each card owns up to its error).
    expect(await within(region).findByTestId('home-card-savings-error')).toBeTruthy();
  });
});

/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';
import { ShellFinancialHealthDocument, ShellMyClientDocument } from '../../gql/graphql';

const clientMock: MockLink.MockedResponse = {
  request: { query: ShellMyClientDocument },
  result: { data: { myClient: { __typename: 'Client', id: 'c1', firstNames: 'Thandi', surname: 'Mokoena', email: null, createdAt: '2021-03-04T10:00:00.000Z' } } },
};

// A client with nothing in any area yet (the cards themselves: financial-health.spec.tsx).
const healthMock: MockLink.MockedResponse = {
  request: { query: ShellFinancialHealthDocument },
  result: {
    data: {
      myClient: { __typename: 'Client', id: 'c1', income: null, estimatedIncome: null, idNumberVerified: false, debtBreakdown: null, savings: null, clearanceCertificates: [], groups: [] },
    },
  },
};

function renderHome(mocks: MockLink.MockedResponse[] = [clientMock]) {
  return render(
    <MockedProvider mocks={[...mocks, healthMock]} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const linksOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('link')
    .map((link) => [link.getAttribute('href'), within(link).getByRole('heading').textContent]);

/** Lets the greeting's query answer, so no update happens after a test ends. */
const settled = () => screen.findByRole('heading', { level: 1, name: 'Hi Thandi' });

describe('HomePage', () => {
  it('greets the client by first name', async () => {
    renderHome();
    expect(screen.getByTestId('home-page')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Thandi' })).toBeTruthy();
  });

  it("links 'My Financial Health' to savings, debt repayments and debt", async () => {
    renderHome();
    await settled();
    const section = screen.getByRole('region', { name: 'My Financial Health' });
    expect((await within(section).findByRole('link', { name: 'My Savings' })).getAttribute('href')).toBe('/savings');
    expect(within(section).getByRole('link', { name: 'Debt Repayments' }).getAttribute('href')).toBe('/debt-repayments');
    expect(within(section).getByRole('link', { name: 'My Debt' }).getAttribute('href')).toBe('/debt');
    expect(await within(section).findByTestId('home-savings-empty')).toBeTruthy();
  });

  it('has a described card into every area, without waiting for the greeting', async () => {
    renderHome();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading your details');
    // With the cards' chunk, not the greeting's data.
    await screen.findByTestId('home-areas');
    expect(linksOf('home-areas')).toEqual([
      ['/insurance', 'Insurance'],
      ['/funeral', 'Funeral'],
      ['/credit-life', 'Credit Life'],
      ['/savings', 'Savings'],
      ['/debt', 'Debt'],
      ['/clearance-certificate', 'Clearance Certificate'],
      ['/documents', 'Document Vault'],
      ['/group', 'Groups'],
    ]);
    for (const link of within(screen.getByTestId('home-areas')).getAllByRole('link')) {
      const description = document.getElementById(link.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent?.length).toBeGreaterThan(10);
    }
    await settled();
  });

  it('keeps the cards and offers Try again when the greeting cannot be loaded', async () => {
    renderHome([{ request: { query: ShellMyClientDocument }, error: new Error('offline') }, clientMock]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error occurred, please contact support');
    expect(screen.getByRole('heading', { level: 1, name: 'Hi' })).toBeTruthy();
    expect(within(await screen.findByTestId('home-areas')).getAllByRole('link')).toHaveLength(8);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await settled()).toBeTruthy();
  });
});

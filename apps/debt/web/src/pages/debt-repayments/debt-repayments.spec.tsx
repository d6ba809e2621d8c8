/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import DebtRoutes from '../../routes';
import { DebtRepaymentsCategoryDocument, DebtRepaymentsDocument } from '../../gql/graphql';
import { categoryOfSlug } from './repayment-categories';

const plain = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

const obligation = (id: string, category: string, extra: Record<string, unknown> = {}) => ({ __typename: 'DebtObligation', id, category, ...extra });

const repayments: MockLink.MockedResponse = {
  request: { query: DebtRepaymentsDocument },
  result: {
    data: {
      myClient: {
        __typename: 'Client',
        id: 'client-1',
        debtBreakdown: {
          __typename: 'DebtBreakdown',
          id: 'db-1',
          allDebt: 14250.75,
          housingDebt: 7800,
          vehicleDebt: 3450.75,
          normalDebt: 1800,
          creditCardDebt: 1200,
          obligations: [obligation('o1', 'HOUSING'), obligation('o2', 'VEHICLE'), obligation('o3', 'PERSONAL'), obligation('o4', 'PERSONAL'), obligation('o5', 'CREDIT_CARD'), obligation('o6', 'CREDIT_CARD'), obligation('o7', 'CREDIT_CARD')],
        },
      },
    },
  },
};

const account = (id: string, creditorName: string, currentBalance: number, installment: number, rate: number, premiumAmount: number | null = null) =>
  obligation(id, 'CREDIT_CARD', {
    creditorName,
    description: 'Credit card',
    reference: '****1234',
    accountType: 'C',
    currentBalance,
    installment,
    rate,
    remainingTerm: 24,
    statusCode: null,
    insurance: premiumAmount === null ? null : { __typename: 'LinkedInsurance', premiumAmount },
  });

const creditAccounts = (obligations: unknown[]): MockLink.MockedResponse => ({
  request: { query: DebtRepaymentsCategoryDocument, variables: { category: 'CREDIT_CARD' } },
  result: { data: { myClient: { __typename: 'Client', id: 'client-1', debtBreakdown: { __typename: 'DebtBreakdown', id: 'db-1', obligations } } } },
});

function open(path: string, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <DebtRoutes />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('/debt-repayments', () => {
  it('lists the four categories with monthly totals and counts, each linking on', async () => {
    open('/debt-repayments', [repayments]);
    expect(screen.getByTestId('spinner')).toBeTruthy();
    const list = await screen.findByTestId('debt-repayment-categories');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/debt-repayments/home', '/debt-repayments/personal', '/debt-repayments/car', '/debt-repayments/credit']);
    expect(plain(screen.getByTestId('debt-repayments-home'))).toBe('HomeR 7 800.00 a month, 1 account');
    expect(plain(screen.getByTestId('debt-repayments-personal'))).toBe('PersonalR 1 800.00 a month, 2 accounts');
    expect(plain(screen.getByTestId('debt-repayments-credit'))).toBe('CreditR 1 200.00 a month, 3 accounts');
  });

  it('shows the error text when the query fails', async () => {
    open('/debt-repayments', [{ request: { query: DebtRepaymentsDocument }, error: new Error('down') }]);
    expect(plain(await screen.findByRole('alert'))).toContain('An error occurred, please contact support');
  });

  it('sends a client without a record to My Debt', async () => {
    open('/debt-repayments', [{ request: { query: DebtRepaymentsDocument }, result: { data: { myClient: { __typename: 'Client', id: 'client-1', debtBreakdown: null } } } }]);
    expect(await screen.findByTestId('debt-repayments-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Debt' }).getAttribute('href')).toBe('/debt');
  });
});

describe('/debt-repayments/{category}', () => {
  it('lists the accounts of the category with creditor, balance, instalment, rate and the linked credit life premium', async () => {
    open('/debt-repayments/credit', [creditAccounts([account('o5', 'Woolworths Financial Services', 8200.5, 650, 21.5, 36.9), account('o6', 'Absa Card', 15000, 550, 19.75)])]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Credit Debt' })).toBeTruthy();
    const rows = await screen.findAllByTestId('debt-category-account');
    expect(rows).toHaveLength(2);
    expect(screen.getAllByRole('columnheader').map((cell) => plain(cell))).toEqual(['Creditor', 'Balance', 'Instalment', 'Rate', 'Credit life']);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toContain('Woolworths Financial Services');
    expect(within(rows[0] as HTMLElement).getAllByRole('cell').map((cell) => plain(cell))).toEqual(['R 8 200.50', 'R 650.00', '21.50%', 'R 36.90']);
    // No credit life linked to the account: said, not left blank.
    expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((cell) => plain(cell))).toEqual(['R 15 000.00', 'R 550.00', '19.75%', 'None']);
    expect(screen.getByRole('link', { name: 'Back to my debt repayments' }).getAttribute('href')).toBe('/debt-repayments');
  });

  it('says so when the category has no accounts', async () => {
    open('/debt-repayments/credit', [creditAccounts([])]);
    expect(plain(await screen.findByTestId('debt-category-empty'))).toContain('You have no credit debt');
  });

  it('sends a client without a credit record to My Debt, not "You have no credit debt"', async () => {
    open('/debt-repayments/credit', [
      { request: { query: DebtRepaymentsCategoryDocument, variables: { category: 'CREDIT_CARD' } }, result: { data: { myClient: { __typename: 'Client', id: 'client-1', debtBreakdown: null } } } },
    ]);
    expect(plain(await screen.findByTestId('debt-repayments-empty'))).toContain('No credit record yet');
    expect(screen.getByRole('link', { name: 'Go to My Debt' }).getAttribute('href')).toBe('/debt');
    expect(screen.queryByTestId('debt-category-empty')).toBeNull();
  });

  it('shows the error text when the query fails', async () => {
    open('/debt-repayments/credit', [{ request: { query: DebtRepaymentsCategoryDocument, variables: { category: 'CREDIT_CARD' } }, error: new Error('down') }]);
    expect(plain(await screen.findByRole('alert'))).toContain('An error occurred, please contact support');
  });

  it.each(['education', 'HOME', 'loans', 'credit-card'])('answers an unknown category (%p) with 404 Page not found', (slug) => {
    open(`/debt-repayments/${slug}`, []);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page not found' })).toBeTruthy();
  });

  it.each([
    ['home', 'HOUSING'],
    ['personal', 'PERSONAL'],
    ['car', 'VEHICLE'],
    ['credit', 'CREDIT_CARD'],
    ['Home', undefined],
    [undefined, undefined],
  ])('slug %p is category %p', (slug, category) => {
    expect(categoryOfSlug(slug)?.category).toBe(category);
  });
});

/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';
import { ShellFinancialHealthDocument, ShellMyClientDocument, type ShellFinancialHealthQuery } from '../../gql/graphql';

type HealthClient = NonNullable<ShellFinancialHealthQuery['myClient']>;
type Debt = NonNullable<HealthClient['debtBreakdown']>;

const greeting: MockLink.MockedResponse = {
  request: { query: ShellMyClientDocument },
  result: { data: { myClient: { __typename: 'Client', id: 'c1', firstNames: 'Thandi', surname: 'Mokoena', email: null, createdAt: '2021-03-04T10:00:00.000Z' } } },
};

const debt: Debt = {
  __typename: 'DebtBreakdown',
  id: 'd1',
  allDebt: 9850.5,
  housingDebt: 6200,
  vehicleDebt: 2100.5,
  normalDebt: 900,
  creditCardDebt: 650,
  compuScore: 780,
  finalPaymentDate: '2031-05-01',
  hasDebtCounselling: false,
  affordability: 12000,
  estimatedIncome: 21000,
  incomeIsEstimated: false,
};

const client: HealthClient = {
  __typename: 'Client',
  id: 'c1',
  income: 30000,
  estimatedIncome: null,
  idNumberVerified: true,
  debtBreakdown: debt,
  savings: {
    __typename: 'Savings',
    id: 's1',
    bucketInfo: [
      { __typename: 'Bucket', id: 'b1', amount: 1200.1, targetAmount: 10000 },
      { __typename: 'Bucket', id: 'b2', amount: 300.2, targetAmount: 5000 },
    ],
  },
  clearanceCertificates: [
    { __typename: 'ClearanceCertificate', id: 'cc1', state: 'AWAITING_CREDITORS', certificateNumber: null, createdAt: '2026-10-01T08:00:00.000Z' },
  ],
  groups: [
    { __typename: 'Group', id: 'g1', name: 'Soweto Burial Society' },
    { __typename: 'Group', id: 'g2', name: 'Mamelodi Stokvel' },
  ],
};

const health = (myClient: Partial<HealthClient> | null, errors?: object[]): MockLink.MockedResponse => ({
  request: { query: ShellFinancialHealthDocument },
  result: { data: { myClient: myClient === null ? null : { ...client, ...myClient } }, ...(errors ? { errors: errors as never } : {}) },
});

const unavailable = (path: string[] | undefined, serviceName?: string) => ({
  message: 'This part of Imali is not available right now. Please try again in a few minutes.',
  ...(path ? { path } : {}),
  extensions: { code: 'SUBGRAPH_UNAVAILABLE', ...(serviceName ? { serviceName } : {}) },
});

function renderHome(mocks: MockLink.MockedResponse[], delay = 0) {
  return render(
    <MockedProvider mocks={[greeting, ...mocks]} mockLinkDefaultOptions={{ delay }}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** Text as a person reads it: no-break spaces (amounts) as plain spaces. */
const read = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const card = (testId: string) => screen.findByTestId(testId);
const titleLink = (element: HTMLElement) => within(element).getAllByRole('link')[0] as HTMLElement;

describe('Home: My Financial Health', () => {
  it('shows every card from one query: savings, debt repayments, debt, clearance and groups', async () => {
    renderHome([health({})]);
    const savings = await screen.findByTestId('home-savings-total');
    expect(read(savings)).toBe('R 1 500.30');
    expect(read(screen.getByTestId('home-savings-goals'))).toBe('2');

    expect(read(screen.getByTestId('home-repayments-total'))).toBe('R 9 850.50');
    expect(read(screen.getByTestId('home-repayments-housing'))).toBe('R 6 200.00');
    expect(read(screen.getByTestId('home-repayments-vehicle'))).toBe('R 2 100.50');
    expect(read(screen.getByTestId('home-repayments-credit-card'))).toBe('R 650.00');
    expect(read(screen.getByTestId('home-repayments-personal'))).toBe('R 900.00');

    expect(read(screen.getByTestId('home-debt-paid-off'))).toBe('May 2031');
    expect(read(screen.getByTestId('home-debt-band'))).toBe('Average');
    expect(screen.getByTestId('home-debt-band').className).toContain('badge--warning');
    expect(read(screen.getByTestId('home-debt-score'))).toBe('780');
    // Income minus affordability (the 40% line).
    expect(read(screen.getByTestId('home-debt-budget'))).toBe('R 18 000.00');
    expect(read(screen.getByTestId('home-card-debt'))).not.toContain('estimate');

    expect(read(screen.getByTestId('home-clearance-state'))).toBe('Waiting for Creditor Response');
    const groups = screen.getByTestId('home-card-groups');
    expect(within(groups).getByRole('link', { name: 'Mamelodi Stokvel' }).getAttribute('href')).toBe('/group/g2');

    const section = screen.getByRole('region', { name: 'My Financial Health' });
    const articles = within(section).getAllByRole('article');
    expect(articles.map((article) => [titleLink(article).textContent, titleLink(article).getAttribute('href')])).toEqual([
      ['My Savings', '/savings'],
      ['Debt Repayments', '/debt-repayments'],
      ['My Debt', '/debt'],
      ['Clearance Certificate', '/clearance-certificate/cc1'],
      ['My Groups', '/group'],
    ]);
    for (const article of articles) expect(within(section).getByRole('article', { name: titleLink(article).textContent ?? '' })).toBe(article);
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('keeps the other cards when the debt subgraph fails, and Try again brings the debt cards back', async () => {
    renderHome([health({ debtBreakdown: null }, [unavailable(['myClient', 'debtBreakdown'], 'debt')]), health({})]);
    const debtCard = await card('home-card-debt');
    expect(read(await within(debtCard).findByRole('alert'))).toContain('An error occurred, please contact support');
    expect(read(within(screen.getByTestId('home-card-repayments')).getByRole('alert'))).toContain('An error occurred, please contact support');
    // The rest render their figures.
    expect(read(screen.getByTestId('home-savings-total'))).toBe('R 1 500.30');
    expect(screen.getByTestId('home-card-clearance')).toBeTruthy();
    expect(screen.getByTestId('home-card-groups')).toBeTruthy();
    expect(within(screen.getByTestId('home-card-savings')).queryByRole('alert')).toBeNull();

    fireEvent.click(within(debtCard).getByRole('button', { name: 'Try again' }));
    expect(read(await screen.findByTestId('home-debt-paid-off'))).toBe('May 2031');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(read(screen.getByTestId('home-savings-total'))).toBe('R 1 500.30');
  });

  it('places an error by its subgraph when it has no path: savings down leaves the debt cards', async () => {
    renderHome([health({ savings: null }, [unavailable(undefined, 'savings')])]);
    const savings = await card('home-card-savings');
    expect(read(await within(savings).findByRole('alert'))).toContain('An error occurred, please contact support');
    expect(within(savings).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(read(screen.getByTestId('home-repayments-total'))).toBe('R 9 850.50');
    expect(read(screen.getByTestId('home-debt-band'))).toBe('Average');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('with an error the gateway could not place, fails only the cards whose field is null and not a real answer', async () => {
    // Savings down as the gateway reports it today: no path, no subgraph. The client has not
    // verified, so no credit record is an answer and the debt cards offer the next step.
    renderHome([health({ savings: null, idNumberVerified: false, debtBreakdown: null }, [unavailable(undefined)])]);
    const savings = await card('home-card-savings');
    expect(read(await within(savings).findByRole('alert'))).toContain('An error occurred, please contact support');
    expect(within(screen.getByTestId('home-card-debt')).getByRole('link', { name: 'See my debt' })).toBeTruthy();
    expect(within(screen.getByTestId('home-card-repayments')).getByRole('link', { name: 'See my debt' })).toBeTruthy();
    expect(screen.getByTestId('home-card-groups')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows the clearance and groups cards with their own error when those subgraphs fail', async () => {
    renderHome([
      health({ clearanceCertificates: null, groups: null }, [unavailable(['myClient', 'clearanceCertificates'], 'clearance'), unavailable(['myClient', 'groups'], 'groups')]),
    ]);
    const clearance = await card('home-card-clearance');
    expect(read(await within(clearance).findByRole('alert'))).toContain('An error occurred, please contact support');
    expect(within(screen.getByTestId('home-card-groups')).getByRole('alert')).toBeTruthy();
    expect(titleLink(clearance).getAttribute('href')).toBe('/clearance-certificate');
    expect(read(screen.getByTestId('home-savings-total'))).toBe('R 1 500.30');
    expect(read(screen.getByTestId('home-debt-paid-off'))).toBe('May 2031');
  });

  it('gives every card its error when the whole request fails, and keeps the page usable', async () => {
    renderHome([{ request: { query: ShellFinancialHealthDocument }, error: new Error('offline') }]);
    for (const testId of ['home-card-savings', 'home-card-repayments', 'home-card-debt']) {
      const element = await card(testId);
      expect(read(await within(element).findByRole('alert'))).toContain('An error occurred, please contact support');
    }
    // Clearance and groups are unknown too: they say so rather than vanish.
    expect(screen.getByTestId('home-card-clearance')).toBeTruthy();
    expect(screen.getByTestId('home-card-groups')).toBeTruthy();
    expect(within(await screen.findByTestId('home-areas')).getAllByRole('link')).toHaveLength(8);
  });

  it('offers a next step on each empty card, and leaves out clearance and groups when there are none', async () => {
    renderHome([health({ idNumberVerified: false, debtBreakdown: null, savings: null, clearanceCertificates: [], groups: [] })]);
    const savingsEmpty = await screen.findByTestId('home-savings-empty');
    expect(read(savingsEmpty)).toContain('You have no savings goals yet.');
    expect(within(savingsEmpty).getByRole('link', { name: 'Start saving' }).getAttribute('href')).toBe('/savings');
    for (const testId of ['home-repayments-empty', 'home-debt-empty']) {
      const empty = screen.getByTestId(testId);
      expect(read(empty)).toContain('We have no credit record for you yet.');
      expect(within(empty).getByRole('link', { name: 'See my debt' }).getAttribute('href')).toBe('/debt');
    }
    expect(screen.queryByTestId('home-card-clearance')).toBeNull();
    expect(screen.queryByTestId('home-card-groups')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats savings with no goals as empty, and a record without debt as no repayments', async () => {
    renderHome([
      health({
        savings: { __typename: 'Savings', id: 's1', bucketInfo: [] },
        debtBreakdown: { ...debt, allDebt: 0, housingDebt: 0, vehicleDebt: 0, normalDebt: 0, creditCardDebt: 0, compuScore: 870, finalPaymentDate: null },
      }),
    ]);
    expect(await screen.findByTestId('home-savings-empty')).toBeTruthy();
    expect(read(screen.getByTestId('home-repayments-none'))).toBe('You have no debt repayments on your credit record.');
    expect(read(screen.getByTestId('home-debt-paid-off'))).toBe('No debt');
    expect(read(screen.getByTestId('home-debt-band'))).toBe('Low');
    expect(screen.getByTestId('home-debt-band').className).toContain('badge--success');
  });

  it('shows Unknown for a thin file (no score), and says when the client is under debt counselling', async () => {
    renderHome([health({ debtBreakdown: { ...debt, compuScore: null, hasDebtCounselling: true } })]);
    expect(read(await screen.findByTestId('home-debt-band'))).toBe('Unknown');
    expect(read(screen.getByTestId('home-debt-score'))).toBe('Unknown');
    expect(read(screen.getByTestId('home-card-debt'))).toContain('You are under debt counselling.');
  });

  it("works the budget out from the bureau's estimate when the debt subgraph used it, and says so", async () => {
    renderHome([health({ income: null, estimatedIncome: null, debtBreakdown: { ...debt, affordability: 8400.2, estimatedIncome: 21000.5, incomeIsEstimated: true } })]);
    expect(read(await screen.findByTestId('home-debt-budget'))).toBe('R 12 600.30');
    expect(read(screen.getByTestId('home-card-debt'))).toContain('Worked out from the credit bureau’s estimate of your income.');
  });

  it('shows Unknown as the budget when the debt subgraph knows no income', async () => {
    renderHome([health({ income: null, estimatedIncome: null, debtBreakdown: { ...debt, affordability: null, estimatedIncome: null, incomeIsEstimated: false } })]);
    expect(read(await screen.findByTestId('home-debt-budget'))).toBe('Unknown');
  });

  it('shows a skeleton per card while the query is on its way', async () => {
    renderHome([health({})], 50);
    // The cards' chunk arrives first; their figures are still loading.
    const savings = await card('home-card-savings');
    expect(within(savings).getByRole('status').textContent).toBe('Loading your savings');
    expect(savings.getAttribute('aria-busy')).toBe('true');
    expect(within(screen.getByTestId('home-card-repayments')).getByRole('status').textContent).toBe('Loading your debt repayments');
    expect(within(screen.getByTestId('home-card-debt')).getByRole('status').textContent).toBe('Loading your debt');
    // Clearance and groups only appear once we know there is something to show.
    expect(screen.queryByTestId('home-card-clearance')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByTestId('home-savings-total')).toBeTruthy();
    expect(savings.getAttribute('aria-busy')).toBe('false');
  });

  it('draws as many skeleton lines in each card as it then shows rows of figures (nothing moves when they arrive)', async () => {
    renderHome([health({})], 50);
    const cards = ['home-card-savings', 'home-card-repayments', 'home-card-debt'];
    const skeletonLines: number[] = [];
    for (const testId of cards) skeletonLines.push((await screen.findByTestId(`${testId}-loading`)).querySelectorAll('.skeleton-line').length);
    await screen.findByTestId('home-savings-total');
    expect(cards.map((testId) => screen.getByTestId(testId).querySelectorAll('dt').length)).toEqual(skeletonLines);
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { SharedDoChallengeDocument, SharedGetChallengeDocument, SharedSaveBudgetDocument, SharedUpdateIncomeDocument } from '@imali/shared/web';
import { DebtDashboardDocument, DebtSnowballProjectionDocument } from '../../gql/graphql';
import { dashboardData, manyDebts, noDebt, payments } from '../../testing/debt-fixtures';
import { flagStorageKey } from '../../feature-flags';
import { DebtDashboardPage } from './debt-dashboard-page';
import { budgetChartSlices } from './dashboard-sections';
import { withoutCanvas } from '@imali/shared/web/testing';

const plain = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');
const dashboard = (data: ReturnType<typeof dashboardData>): MockLink.MockedResponse => ({ request: { query: DebtDashboardDocument }, result: { data } });
const snowball = (amount: number, withDC: boolean, payment: number, interestSaved: number): MockLink.MockedResponse => ({
  request: { query: DebtSnowballProjectionDocument, variables: { amount, withDC } },
  result: { data: { getSnowballProjection: { __typename: 'SnowballProjection', payment, payments: payments(40, payment, 100), interestSaved } } },
});

function open(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={['/debt']}>
        <DebtDashboardPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const loaded = () => screen.findByTestId('debt-monthly');
const graph = () => screen.getByTestId('debt-graph-area');
const dcSwitch = () => within(screen.getByTestId('debt-counselling-switch')).getByRole('switch', { name: 'Debt Counselling' }) as HTMLInputElement;

withoutCanvas();
beforeEach(() => localStorage.clear());

describe('My Debt dashboard', () => {
  it('shows a spinner, then the three cards, the income and the band for many debts', async () => {
    open([dashboard(dashboardData(manyDebts()))]);
    expect(screen.getByTestId('spinner')).toBeTruthy();
    await loaded();
    expect(plain(screen.getByTestId('debt-budget'))).toContain('My Monthly Budget');
    expect(plain(screen.getByTestId('debt-budget'))).toContain('R 18 000.00');
    expect(plain(screen.getByTestId('debt-monthly'))).toContain('R 14 250.75');
    expect(plain(screen.getByTestId('debt-paid-off'))).toContain('Dec 2036');
    expect(plain(screen.getByTestId('debt-income-value'))).toBe('R 30 000.00');
    expect(screen.queryByTestId('debt-income-tip')).toBeNull();
    expect(screen.getByTestId('debt-credit-score-value').textContent).toBe('780');
    expect(screen.getByTestId('debt-credit-band').textContent).toBe('Average');
    // 40% of R 30 000 is less than R 14 250.75 of debt: no capacity.
    expect(screen.getByTestId('debt-credit-score-message').textContent).toBe("Let's improve your profile!");
    const current = within(screen.getByTestId('debt-band-table')).getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true');
    expect(plain(current ?? null)).toContain('750 to 849');
    expect(screen.getByTestId('debt-judgements').textContent).toBe('Yes');
    expect(screen.getByRole('link', { name: 'View my debt repayments' }).getAttribute('href')).toBe('/debt-repayments');
    expect(screen.getByRole('link', { name: /My Savings/ }).getAttribute('href')).toBe('/savings');
    expect(screen.getByRole('link', { name: /Funeral Cover/ }).getAttribute('href')).toBe('/funeral');
    expect(within(screen.getByTestId('debt-blog-links')).getAllByRole('link')).toHaveLength(3);
    expect(graph().getAttribute('data-source')).toBe('normal');
    expect(graph().getAttribute('data-points')).toBe('120');
  });

  it('marks an estimated income with * and shows the income tip', async () => {
    open([dashboard(dashboardData(manyDebts({ incomeIsEstimated: true }), { income: null }))]);
    await loaded();
    expect(plain(screen.getByTestId('debt-income-value'))).toBe('R 28 000.00*');
    expect(plain(screen.getByTestId('debt-income-tip'))).toContain('estimate');
  });

  it('switches the graph to the debt-counselling projection and shows the payment and interest saved', async () => {
    open([dashboard(dashboardData(manyDebts()))]);
    await loaded();
    expect(dcSwitch().checked).toBe(false);
    expect(screen.queryByTestId('debt-counselling-payment')).toBeNull();
    expect(plain(screen.getByTestId('debt-graph-summary'))).toContain('My monthly debt: R 14 250.75 in Jan 2027');
    fireEvent.click(dcSwitch());
    expect(graph().getAttribute('data-source')).toBe('debtCounselling');
    expect(graph().getAttribute('data-points')).toBe('60');
    expect(plain(screen.getByTestId('debt-graph-summary'))).toContain('With debt counselling: R 9 800.40 in Jan 2027');
    expect(plain(screen.getByTestId('debt-counselling-payment'))).toBe('R 9 800.40');
    expect(plain(screen.getByTestId('debt-counselling-interest-saved'))).toBe('R 48 210.55');
    expect(screen.getByTestId('debt-review-term').textContent).toBe('120 months');
    fireEvent.click(dcSwitch());
    expect(graph().getAttribute('data-source')).toBe('normal');
  });

  it('keeps debt counselling on and locked for a client under debt counselling', async () => {
    open([dashboard(dashboardData(manyDebts({ hasDebtCounselling: true })))]);
    await loaded();
    expect(dcSwitch().checked).toBe(true);
    expect(dcSwitch().disabled).toBe(true);
    expect(graph().getAttribute('data-source')).toBe('debtCounselling');
    expect(screen.queryByRole('button', { name: 'Ask about Debt Counselling' })).toBeNull();
    // Their plan is the record's: its repayment and term, and no saving claimed against contracts we do not know.
    expect(plain(screen.getByTestId('debt-counselling-payment'))).toBe('R 9 800.40');
    expect(screen.getByTestId('debt-review-term').textContent).toBe('120 months');
    expect(screen.queryByTestId('debt-counselling-interest-saved')).toBeNull();
  });

  it('opens "Let us contact you" about Debt Management from "Ask about Debt Counselling"', async () => {
    open([dashboard(dashboardData(manyDebts()))]);
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Ask about Debt Counselling' }));
    const dialog = screen.getByRole('dialog', { name: 'Let us contact you' });
    expect((within(dialog).getByRole('combobox') as HTMLSelectElement).value).toBe('Debt Management');
  });

  it('opens "What is My Debt Graph?" and closes it with "OK, got it"', async () => {
    open([dashboard(dashboardData(manyDebts()))]);
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'What is My Debt Graph?' }));
    const dialog = screen.getByRole('dialog', { name: 'What is My Debt Graph?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK, got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the snowball while the snowballActive flag is off', async () => {
    open([dashboard(dashboardData(manyDebts()))]);
    await loaded();
    expect(screen.queryByTestId('snowball-switch')).toBeNull();
    expect(screen.getByTestId('debt-dev-snowball')).toBeTruthy();
  });

  it('turns the snowball on with the development switch, validates the amount and asks the network on each change', async () => {
    open([dashboard(dashboardData(manyDebts())), snowball(150, false, 14400.75, 3200.1), snowball(2000, false, 16250.75, 21000), snowball(2000, true, 11800.4, 52000), snowball(2000, false, 16250.75, 21500)]);
    await loaded();
    fireEvent.click(within(screen.getByTestId('debt-dev-snowball')).getByRole('checkbox'));
    expect(localStorage.getItem(flagStorageKey('snowballActive'))).toBe('1');
    fireEvent.click(within(screen.getByTestId('snowball-switch')).getByRole('switch', { name: 'Snowball' }));
    expect((screen.getByTestId('snowball-slider') as HTMLInputElement).value).toBe('150');
    await waitFor(() => expect(plain(screen.getByTestId('snowball-interest-saved'))).toBe('R 3 200.10'));
    expect(graph().getAttribute('data-source')).toBe('snowball');

    fireEvent.change(screen.getByTestId('snowball-amount'), { target: { value: '99' } });
    expect((await screen.findByText('Must be between 150 and 10000')).getAttribute('role')).toBe('alert');
    expect(graph().getAttribute('data-source')).toBe('normal');
    fireEvent.change(screen.getByTestId('snowball-amount'), { target: { value: '12.5' } });
    expect(screen.getByText('Must be between 150 and 10000')).toBeTruthy();

    fireEvent.change(screen.getByTestId('snowball-slider'), { target: { value: '2000' } });
    await waitFor(() => expect(plain(screen.getByTestId('snowball-payment'))).toBe('R 16 250.75'));
    fireEvent.click(dcSwitch());
    await waitFor(() => expect(plain(screen.getByTestId('snowball-interest-saved'))).toBe('R 52 000.00'));
    expect(graph().getAttribute('data-source')).toBe('snowball');
    // Back to the same amount without debt counselling: asked again, not read from the cache.
    fireEvent.click(dcSwitch());
    await waitFor(() => expect(plain(screen.getByTestId('snowball-interest-saved'))).toBe('R 21 500.00'));
  });

  it('runs the slider from 150 to 10000 in steps of 1 from 150; an amount that is not a number or not whole gets its message and asks nothing; the server’s refusal is shown', async () => {
    open([
      dashboard(dashboardData(manyDebts())),
      snowball(150, false, 14400.75, 3200.1),
      {
        request: { query: DebtSnowballProjectionDocument, variables: { amount: 4000, withDC: false } },
        result: { errors: [{ message: 'We could not reach the credit bureau. Please try again in a few minutes.', extensions: { code: 'BUREAU_UNAVAILABLE' } }] },
      },
    ]);
    await loaded();
    fireEvent.click(within(screen.getByTestId('debt-dev-snowball')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByTestId('snowball-switch')).getByRole('switch', { name: 'Snowball' }));
    const slider = screen.getByTestId('snowball-slider') as HTMLInputElement;
    expect([slider.type, slider.min, slider.max, slider.step, slider.value]).toEqual(['range', '150', '10000', '1', '150']);
    await waitFor(() => expect(plain(screen.getByTestId('snowball-interest-saved'))).toBe('R 3 200.10'));
    // Past the debounce: any query sent for these would have no answer and show snowball-error.
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    for (const [typed, message] of [
      ['abc', 'This field needs to be a number like 123 or 123.45'],
      ['150.5', 'Whole numbers only'],
      ['', 'This field is required'],
    ]) {
      fireEvent.change(screen.getByTestId('snowball-amount'), { target: { value: typed } });
      expect(screen.getByText(message).getAttribute('role')).toBe('alert');
      expect(screen.getByTestId('snowball-amount').getAttribute('aria-invalid')).toBe('true');
      await settle();
      expect(screen.queryByTestId('snowball-error')).toBeNull();
      expect(graph().getAttribute('data-source')).toBe('normal');
      // The slider stays on a valid place (the default) while the typed amount is refused.
      expect(slider.value).toBe('150');
    }
    fireEvent.change(screen.getByTestId('snowball-amount'), { target: { value: '4000' } });
    expect((await screen.findByTestId('snowball-error')).textContent).toBe('We could not reach the credit bureau. Please try again in a few minutes.');
    expect(screen.getByTestId('snowball-error').getAttribute('role')).toBe('alert');
  });

  it('says "Good Credit Score" for a client with no debt and a score above 825', async () => {
    open([dashboard(dashboardData(noDebt(826)))]);
    await loaded();
    expect(screen.getByTestId('debt-credit-score-message').textContent).toBe('Good Credit Score');
    expect(screen.queryByTestId('debt-improvement-tips')).toBeNull();
    expect(screen.getByTestId('debt-graph-empty')).toBeTruthy();
    expect(screen.queryByTestId('pay-off-quicker')).toBeNull();
  });

  it.each([
    [780, '780'],
    [905, '905'],
  ])('shows a score of %p on the credit score gauge from 1 to 1000', async (compuScore, value) => {
    open([dashboard(dashboardData(manyDebts({ compuScore })))]);
    await loaded();
    const gauge = screen.getByTestId('debt-credit-score-gauge');
    expect(gauge.tagName).toBe('METER');
    expect([gauge.getAttribute('min'), gauge.getAttribute('max'), gauge.getAttribute('value')]).toEqual(['1', '1000', value]);
    expect(gauge.getAttribute('aria-label')).toBe('Credit score on a scale of 1 to 1000');
  });

  it('draws no gauge for a missing score (Unknown)', async () => {
    open([dashboard(dashboardData(manyDebts({ compuScore: null })))]);
    await loaded();
    expect(screen.getByTestId('debt-credit-score-value').textContent).toBe('Unknown');
    expect(screen.queryByTestId('debt-credit-score-gauge')).toBeNull();
  });

  it('gives the tips to a client with no debt and a score of 825 or less', async () => {
    open([dashboard(dashboardData(noDebt(825)))]);
    await loaded();
    expect(screen.getByTestId('debt-credit-score-message').textContent).toBe("Let's work on your profile");
    expect(within(screen.getByTestId('debt-improvement-tips')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('replaces the dashboard with the spec’s error text when the query fails', async () => {
    open([{ request: { query: DebtDashboardDocument }, error: new Error('bureau down') }]);
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred, please contact support');
    expect(screen.queryByTestId('debt-monthly')).toBeNull();
  });

  it('shows the error text, not the call to verify, when the bureau fails (BUREAU_UNAVAILABLE beside a client whose breakdown is null)', async () => {
    // As the gateway answers it: HTTP 200, the client's other fields, debtBreakdown null and the error.
    const data = dashboardData(null);
    open([
      {
        request: { query: DebtDashboardDocument },
        result: { data, errors: [{ message: 'We could not reach the credit bureau. Please try again in a few minutes.', path: ['myClient', 'debtBreakdown'], extensions: { code: 'BUREAU_UNAVAILABLE' } }] },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred, please contact support');
    expect(screen.queryByTestId('debt-verify')).toBeNull();
    expect(screen.queryByTestId('debt-monthly')).toBeNull();
  });

  it('asks a client without a record to verify once, then shows the dashboard (always with the questions: no record is linked to them yet)', async () => {
    const idNumber = '8506155123084';
    open([
      dashboard(dashboardData(null, { idNumber })),
      {
        // force: a client identity counts as verified but with no record linked is asked too, and their pass links it.
        request: { query: SharedGetChallengeDocument, variables: { idNumber, income: null, force: true } },
        result: { data: { getChallenge: { __typename: 'Challenge', error: null, challengeId: 'set-1', telephones: ['082 *** 1111', '071 *** 2222'], employers: ['Sasol', 'Eskom'], accounts: ['FNB Home Loan', 'Woolworths Card'], accessCode: null, attemptsLeft: 3 } } },
      },
      {
        request: { query: SharedDoChallengeDocument, variables: { idNumber, challengeId: 'set-1', telephone: '071 *** 2222', employer: 'Eskom', account: 'FNB Home Loan' } },
        result: { data: { doChallenge: { __typename: 'ChallengeResult', passedChallenge: true, accessCode: 'code', attemptsLeft: 2, error: null } } },
      },
      dashboard(dashboardData(manyDebts(), { idNumber })),
    ]);
    const verify = await screen.findByTestId('debt-verify');
    expect(plain(screen.getByTestId('debt-budget'))).toContain('R 18 000.00');
    fireEvent.click(within(verify).getByRole('button', { name: 'Verify my identity' }));
    const dialog = screen.getByRole('dialog', { name: 'Identity Verification' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByLabelText('071 *** 2222'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByLabelText('Eskom'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByLabelText('FNB Home Loan'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByTestId('debt-verify')).toBeNull());
    expect(plain(await screen.findByTestId('debt-monthly'))).toContain('R 14 250.75');
  });
});

describe('My Debt for a client without a South African ID number', () => {
  it.each([
    ['a passport holder', { idType: 'oth_id' as const, idNumber: 'A01234567' }],
    ['a Zimbabwean ID holder', { idType: 'zim_id' as const, idNumber: '63123456A78' }],
  ])('tells %s up front that the credit check needs an SA ID number, with no call to verify', async (_case, client) => {
    open([dashboard(dashboardData(null, client))]);
    const card = await screen.findByTestId('debt-needs-sa-id');
    expect(plain(card)).toContain('The credit check needs a South African ID number, and the ID on your profile is not one.');
    expect(screen.queryByTestId('debt-verify')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify my identity' })).toBeNull();
    // The budget still works without a credit record.
    expect(plain(screen.getByTestId('debt-budget'))).toContain('My Monthly Budget');
  });

  it('still asks a client with a South African ID number to verify', async () => {
    open([dashboard(dashboardData(null, { idType: 'rsa_id' }))]);
    expect(await screen.findByRole('button', { name: 'Verify my identity' })).toBeTruthy();
    expect(screen.queryByTestId('debt-needs-sa-id')).toBeNull();
  });
});

describe('Budget form', () => {
  it('opens from the budget card, saves the expenses with amounts and the net income, then refetches', async () => {
    const save = jest.fn();
    open([
      dashboard(dashboardData(manyDebts())),
      {
        request: {
          query: SharedSaveBudgetDocument,
          variables: {
            clientId: 'client-1',
            id: 'fs-1',
            expenses: [
              { description: 'Rent / Home: Flat', amount: 4500 },
              { description: 'Travel', amount: 850.5 },
            ],
          },
        },
        result: () => {
          save();
          return { data: { addOrUpdateClientFinancialSummary: { __typename: 'FinancialSummary', id: 'fs-1', expenses: [] } } };
        },
      },
      { request: { query: SharedUpdateIncomeDocument, variables: { income: 32000 } }, result: { data: { updateMyProfile: { __typename: 'Client', id: 'client-1', income: 32000 } } } },
      dashboard(dashboardData(manyDebts(), { income: 32000 })),
    ]);
    await loaded();
    fireEvent.click(screen.getByTestId('debt-budget'));
    const dialog = screen.getByRole('dialog', { name: 'Budget' });
    expect((within(dialog).getByLabelText('Rent / Home amount (R)') as HTMLInputElement).value).toBe('4500');
    fireEvent.change(within(dialog).getByLabelText('Net income (R a month)'), { target: { value: '32000' } });
    fireEvent.change(within(dialog).getByLabelText('Travel amount (R)'), { target: { value: '850.50' } });
    fireEvent.change(within(dialog).getByLabelText('Education amount (R)'), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my budget' }));
    expect(await within(dialog).findByText('This field needs to be a number like 123 or 123.45')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Education amount (R)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my budget' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(save).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(plain(screen.getByTestId('debt-income-value'))).toBe('R 32 000.00'));
  });

  it('disables every field and hides the submit under debt counselling', async () => {
    open([dashboard(dashboardData(manyDebts({ hasDebtCounselling: true })))]);
    await loaded();
    fireEvent.click(screen.getByTestId('debt-open-budget'));
    const dialog = screen.getByRole('dialog', { name: 'Budget' });
    expect(within(dialog).getByTestId('budget-locked')).toBeTruthy();
    for (const input of within(dialog).getAllByRole('textbox')) expect((input as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Save my budget' })).toBeNull();
    await act(async () => {
      fireEvent.click(within(dialog).getByText('Close'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the budget chart: a doughnut of the expenses that opens the Budget form when tapped, with a matching swatch beside each expense', async () => {
    open([dashboard(dashboardData(manyDebts()))]);
    await loaded();
    const chart = screen.getByTestId('debt-budget-chart');
    expect(chart.getAttribute('aria-label')).toBe('My budget chart: edit my budget');
    const swatch = within(screen.getByTestId('debt-expenses')).getByText('Rent / Home: Flat').querySelector('.debt-budget-chart__swatch') as HTMLElement;
    expect(swatch.style.background).not.toBe('');
    fireEvent.click(chart);
    expect(screen.getByRole('dialog', { name: 'Budget' })).toBeTruthy();
  });

  it('no budget chart before a budget is set up', async () => {
    const data = dashboardData(manyDebts());
    open([dashboard({ ...data, myClient: { ...data.myClient!, financialSummary: null, debtBreakdown: { ...data.myClient!.debtBreakdown!, budget: [] } } })]);
    await loaded();
    expect(screen.queryByTestId('debt-budget-chart')).toBeNull();
    expect(within(screen.getByTestId('debt-expenses')).getByText('You have not set up your budget yet.')).toBeTruthy();
  });
});

describe('budgetChartSlices', () => {
  it('is each expense with an amount, in order, each in its own colour', () => {
    const slices = budgetChartSlices([
      { description: 'Rent / Home', amount: 4500 },
      { description: 'Education', amount: 0 },
      { description: 'Travel', amount: 850.5 },
    ]);
    expect(slices.map(({ label, value }) => [label, value])).toEqual([
      ['Rent / Home', 4500],
      ['Travel', 850.5],
    ]);
    expect(new Set(slices.map((slice) => slice.colour)).size).toBe(2);
  });
});

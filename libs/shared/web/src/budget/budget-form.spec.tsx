/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SharedBudgetDocument, SharedSaveBudgetDocument, SharedUpdateIncomeDocument } from '../gql/graphql';
import { BudgetModal, IncomeTip } from './budget-form';
import { BUDGET_LOAD_ERROR, INCOME_ESTIMATED_TIP, INCOME_TIP } from './budget-texts';

const budget = (overrides: { income?: number | null; hasDebtCounselling?: boolean; summary?: boolean; bureauEstimate?: number | null } = {}): MockLink.MockedResponse => ({
  request: { query: SharedBudgetDocument },
  result: {
    data: {
      myClient: {
        __typename: 'Client',
        id: 'client-1',
        income: overrides.income === undefined ? 20000 : overrides.income,
        estimatedIncome: null,
        financialSummary:
          overrides.summary === false
            ? null
            : { __typename: 'FinancialSummary', id: 'fs-1', expenses: [{ __typename: 'BudgetItem', description: 'Rent / Home: Flat', amount: 4500 }] },
        debtBreakdown:
          overrides.hasDebtCounselling === undefined && overrides.bureauEstimate === undefined
            ? null
            : { __typename: 'DebtBreakdown', id: 'db-1', hasDebtCounselling: overrides.hasDebtCounselling ?? false, estimatedIncome: overrides.bureauEstimate ?? null },
      },
    },
  },
});

function open(mocks: MockLink.MockedResponse[], props: { onClose?: () => void; onSaved?: () => void } = {}) {
  return render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <BudgetModal onClose={props.onClose ?? (() => undefined)} onSaved={props.onSaved} />
    </MockedProvider>,
  );
}

// The form has many fields: wait for one by its label, then work inside the dialog (a role query over the whole form is slow in jsdom).
async function loaded() {
  await screen.findByLabelText('Net income (R a month)');
  return screen.getByTestId('budget-form');
}

describe('BudgetModal', () => {
  it('loads the budget, sends only the categories with amounts and the net income as the income', async () => {
    const sent = jest.fn();
    const onClose = jest.fn();
    const onSaved = jest.fn();
    open(
      [
        budget({ summary: false }),
        {
          request: {
            query: SharedSaveBudgetDocument,
            variables: { clientId: 'client-1', id: null, expenses: [{ description: 'Education', amount: 1200 }, { description: 'Other: Gym', amount: 99.99 }] },
          },
          result: () => {
            sent('expenses');
            return { data: { addOrUpdateClientFinancialSummary: { __typename: 'FinancialSummary', id: 'fs-new', expenses: [] } } };
          },
        },
        {
          request: { query: SharedUpdateIncomeDocument, variables: { income: 25000 } },
          result: () => {
            sent('income');
            return { data: { updateMyProfile: { __typename: 'Client', id: 'client-1', income: 25000 } } };
          },
        },
        budget({ income: 25000 }),
      ],
      { onClose, onSaved },
    );
    expect(screen.getByText('Loading your budget')).toBeTruthy();
    const dialog = await loaded();
    const netIncome = (await within(dialog).findByLabelText('Net income (R a month)')) as HTMLInputElement;
    expect(netIncome.value).toBe('20000');
    // An income on record: no income tip.
    expect(within(dialog).queryByTestId('budget-income-tip')).toBeNull();
    fireEvent.change(netIncome, { target: { value: '25000' } });
    fireEvent.change(within(dialog).getByLabelText('Education amount (R)'), { target: { value: '1200' } });
    fireEvent.change(within(dialog).getByLabelText('Other description'), { target: { value: 'Gym' } });
    fireEvent.change(within(dialog).getByLabelText('Other amount (R)'), { target: { value: '99.99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my budget' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.mock.calls).toEqual([['expenses'], ['income']]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('shows the shared amount rule beside a field and sends nothing', async () => {
    const sent = jest.fn();
    open([budget(), { request: { query: SharedSaveBudgetDocument, variables: () => true }, result: () => (sent(), { data: { addOrUpdateClientFinancialSummary: null } }) }]);
    const dialog = await loaded();
    fireEvent.change(await within(dialog).findByLabelText('Travel amount (R)'), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my budget' }));
    expect(await within(dialog).findByText('Must be between 0 and 10000000')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it("shows the server's field messages beside the boxes they came from, and clears one once its box changes", async () => {
    const onClose = jest.fn();
    open(
      [
        budget({ summary: false }),
        {
          request: { query: SharedSaveBudgetDocument, variables: () => true },
          result: {
            errors: [
              {
                message: 'Some fields are not valid',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  // Item 1 is Travel (Education is item 0; Rent has no amount and is not sent).
                  fieldErrors: [
                    { field: 'expenses.1.amount', message: 'Server says no to this amount' },
                    { field: 'expenses.1.description', message: 'Server says no to this note' },
                  ],
                },
              },
            ],
          } as never,
        },
      ],
      { onClose },
    );
    const dialog = await loaded();
    fireEvent.change(within(dialog).getByLabelText('Education amount (R)'), { target: { value: '1200' } });
    fireEvent.change(within(dialog).getByLabelText('Travel description'), { target: { value: 'Taxi' } });
    const travel = within(dialog).getByLabelText('Travel amount (R)') as HTMLInputElement;
    fireEvent.change(travel, { target: { value: '800' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my budget' }));
    await waitFor(() => expect(travel.getAttribute('aria-invalid')).toBe('true'));
    const amountMessage = document.getElementById(travel.getAttribute('aria-describedby') ?? '');
    expect(amountMessage?.textContent).toBe('Server says no to this amount');
    const note = within(dialog).getByLabelText('Travel description') as HTMLInputElement;
    expect(document.getElementById(note.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Server says no to this note');
    expect(within(dialog).getByLabelText('Education amount (R)').getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).queryByTestId('budget-form-error')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(travel, { target: { value: '750' } });
    await waitFor(() => expect(travel.getAttribute('aria-invalid')).toBeNull());
    expect(within(dialog).queryByText('Server says no to this amount')).toBeNull();
  });

  it('under debt counselling: every field disabled, no submit, only Close', async () => {
    const onClose = jest.fn();
    open([budget({ hasDebtCounselling: true })], { onClose });
    const dialog = await loaded();
    expect(await within(dialog).findByTestId('budget-locked')).toBeTruthy();
    for (const input of within(dialog).getAllByRole('textbox')) expect((input as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Save my budget' })).toBeNull();
    await act(async () => {
      fireEvent.click(within(dialog).getByText('Close'));
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('without an income the form shows the income tip', async () => {
    open([budget({ income: null })]);
    const dialog = await loaded();
    expect(within(dialog).getByTestId('budget-income-tip').textContent).toContain(INCOME_TIP);
  });

  it("without an income, says an estimate was used when the estimate is the debt breakdown's (the bureau's), as the debt dashboard does", async () => {
    open([budget({ income: null, bureauEstimate: 18000 })]);
    const dialog = await loaded();
    expect(within(dialog).getByTestId('budget-income-tip').textContent).toContain(INCOME_TIP);
    expect(within(dialog).getByTestId('budget-income-estimated').textContent).toBe(INCOME_ESTIMATED_TIP);
  });

  it('without an income or any estimate, the tip says no estimate was used', async () => {
    open([budget({ income: null, bureauEstimate: null })]);
    const dialog = await loaded();
    expect(within(dialog).getByTestId('budget-income-tip').textContent).toContain(INCOME_TIP);
    expect(within(dialog).queryByTestId('budget-income-estimated')).toBeNull();
  });

  it('a failing budget query shows the spec message', async () => {
    open([{ request: { query: SharedBudgetDocument }, error: new Error('boom') }]);
    expect((await screen.findByTestId('budget-load-error')).textContent).toContain(BUDGET_LOAD_ERROR);
  });
});

describe('IncomeTip', () => {
  it('shows when the income is zero or absent, and says when an estimate was used', () => {
    const { rerender } = render(<IncomeTip income={null} />);
    expect(screen.getByTestId('budget-income-tip').textContent).toContain(INCOME_TIP);
    expect(screen.queryByTestId('budget-income-estimated')).toBeNull();
    rerender(<IncomeTip income={0} estimatedIncome={18000} />);
    expect(screen.getByTestId('budget-income-estimated').textContent).toBe(INCOME_ESTIMATED_TIP);
    rerender(<IncomeTip income={15000} estimatedIncome={18000} />);
    expect(screen.queryByTestId('budget-income-tip')).toBeNull();
  });
});

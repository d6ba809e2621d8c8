/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SharedBudgetDocument } from '@imali/shared/web';
import { BudgetPage } from './budget-page';

const budget = {
  request: { query: SharedBudgetDocument },
  result: { data: { myClient: { __typename: 'Client', id: 'client-1', income: null, estimatedIncome: null, financialSummary: null, debtBreakdown: null } } },
};

describe('/budget', () => {
  it('opens the Budget form, and closing it opened directly goes to My Savings', async () => {
    render(
      <MockedProvider mocks={[budget]} mockLinkDefaultOptions={{ delay: 0 }}>
        <MemoryRouter initialEntries={['/budget']}>
          <Routes>
            <Route path="/budget" element={<BudgetPage />} />
            <Route path="/savings" element={<p>My Savings page</p>} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    );
    await screen.findByLabelText('Net income (R a month)');
    expect(screen.getByTestId('budget-form').textContent).toContain('Budget');
    fireEvent.click(screen.getByTestId('budget-form-close'));
    expect(await screen.findByText('My Savings page')).toBeTruthy();
  });
});

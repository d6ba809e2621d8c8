/** @jest-environment jsdom */
// first-paint/debt.js draws /debt's first screen from the DebtDashboard answer before React has
// arrived (docs/decisions/signed-in-first-paint.md). React's first commit then replaces it with
// the page itself: for nothing to move or change, the script's HTML must be the page's own for the
// same answer. This spec renders the real page for each kind of answer and compares.
import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { fragmentFromElement, withoutCanvas } from '@imali/shared/web/testing';
import { DebtDashboardDocument, type DebtDashboardQuery } from '../gql/graphql';
import { dashboardData, manyDebts, noDebt } from '../testing/debt-fixtures';
import { DebtDashboardPage } from '../pages/debt-dashboard/debt-dashboard-page';
import { paintDebtDashboard } from './debt-first-paint';

withoutCanvas();

/** Ids (React's useId, the script's own) and what points at them, numbered in order of appearance. */
function sameIds(html: string): string {
  const names = new Map<string, string>();
  const name = (id: string) => names.get(id) ?? (names.set(id, `id-${names.size + 1}`), names.get(id)!);
  return html.replace(/\b(id|aria-labelledby|aria-describedby|for)="([^"]*)"/g, (_all, attribute: string, value: string) => `${attribute}="${value.split(' ').map(name).join(' ')}"`);
}

/** The real page for `data`, as a fragment would be, cut to the children the script draws. */
async function realPage(data: DebtDashboardQuery, children: number): Promise<string> {
  const { unmount } = render(
    <MockedProvider mocks={[{ request: { query: DebtDashboardDocument }, result: { data } }]} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={['/debt']}>
        <DebtDashboardPage />
      </MemoryRouter>
    </MockedProvider>,
  );
  await screen.findByTestId('debt-monthly');
  const page = screen.getByTestId('debt-page').cloneNode(true) as Element;
  for (const extra of [...page.children].slice(children)) extra.remove();
  const html = sameIds(fragmentFromElement(page));
  unmount();
  return html;
}

/** The script's HTML as the browser reads it (entities and attribute quoting as the DOM writes them). */
function painted(data: DebtDashboardQuery): Element {
  const html = paintDebtDashboard(data as unknown as Record<string, unknown>);
  if (html === undefined) throw new Error('nothing painted');
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild!;
}

describe('first-paint/debt.js', () => {
  it.each([
    ['many debts, income known', dashboardData(manyDebts())],
    ['many debts, income estimated (* and the tip)', dashboardData(manyDebts(), { income: null })],
    ['no income and no estimate', { myClient: { ...dashboardData(manyDebts({ estimatedIncome: null })).myClient!, income: null, estimatedIncome: null } }],
    ['under debt counselling, unknown score', dashboardData(manyDebts({ hasDebtCounselling: true, compuScore: null }))],
    ['no debt, good score', dashboardData(noDebt(900))],
    ['no debt, score to improve (the tips)', dashboardData(noDebt(640))],
    ['no credit record yet (the call to verify)', dashboardData(null)],
    ['no credit record, no income', dashboardData(null, { income: null })],
    ['no credit record, a passport holder (the check needs an SA ID number)', dashboardData(null, { idType: 'oth_id', idNumber: 'A01234567' })],
    ['a date with markup in it, escaped as React escapes it', dashboardData(manyDebts({ finalPaymentDate: '<b>2036-12-01</b>' }))],
  ])('draws what the page draws for %s', async (_case, data) => {
    const script = painted(data);
    const [real, drawn] = [await realPage(data, script.children.length), sameIds(fragmentFromElement(script))].map((html) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      return holder.firstElementChild!;
    });
    // The same elements, attributes (in any order) and text; shown as HTML when they differ.
    const same = real.isEqualNode(drawn);
    if (!same) expect(drawn.outerHTML).toBe(real.outerHTML);
    expect(same).toBe(true);
    // The first screen at least: the heading, the summary cards and what follows them.
    expect(script.children.length).toBeGreaterThanOrEqual(3);
    expect(script.querySelector('[data-testid]')).toBeNull();
  });

  it('draws nothing without a client (the app shows its error state)', () => {
    expect(paintDebtDashboard({ myClient: null })).toBeUndefined();
    expect(paintDebtDashboard({})).toBeUndefined();
  });

  it('escapes what the answer holds', () => {
    const data = dashboardData(null);
    const html = paintDebtDashboard({ myClient: { ...data.myClient, income: '<img src=x onerror=alert(1)>' } });
    expect(html).not.toContain('<img');
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeFuneralServer } from '../../testing/fake-funeral-server';
import { currentLocation, readable, renderWith } from '../../testing/render';
import FuneralRoutes from '../../routes';

function renderInsurance(client: Record<string, unknown>) {
  const server = fakeFuneralServer({ myClient: { id: 'c1', ...client } });
  renderWith(<FuneralRoutes />, { link: server.link, path: '/insurance' });
  return server;
}

const active = { id: 'p1', policyNumber: 'IMF000000018', state: 'ACTIVE', coverAmount: 20000, currentPremiumTotal: 218 };

describe('/insurance', () => {
  it('shows My Policies with state label and premium, the quote cards and tips', async () => {
    renderInsurance({ funeralPolicies: [active], groups: [] });
    const page = screen.getByTestId('insurance-page');
    const card = await within(page).findByTestId('funeral-policy-card');
    expect(readable(card)).toContain('Active');
    expect(readable(card)).toContain('R 218.00 per month');
    expect(within(page).getByTestId('funeral-quote-card')).toBeTruthy();
    expect(within(within(page).getByTestId('credit-life-quote-card')).getByRole('link').getAttribute('href')).toBe('/credit-life');
    expect(within(page).getByTestId('insurance-tips')).toBeTruthy();
  });

  it('shows funeral groups only when the client has some', async () => {
    renderInsurance({ funeralPolicies: [], groups: [{ id: 'g1', name: 'Soweto Burial Society' }] });
    const groups = await screen.findByTestId('insurance-groups');
    expect(within(groups).getByRole('link', { name: 'Soweto Burial Society' }).getAttribute('href')).toBe('/group/g1');
  });

  it('has no groups section when groups are empty or could not be read', async () => {
    renderInsurance({
      funeralPolicies: [],
      groups: () => {
        throw new Error('SUBGRAPH_UNAVAILABLE');
      },
    });
    expect(await screen.findByTestId('insurance-empty')).toBeTruthy();
    expect(screen.queryByTestId('insurance-groups')).toBeNull();
  });

  it('says "Something has gone wrong. Please contact support" when the policies cannot be read', async () => {
    renderInsurance({
      funeralPolicies: () => {
        throw new Error('SUBGRAPH_UNAVAILABLE');
      },
      groups: [],
    });
    expect(readable(await screen.findByTestId('insurance-policies-error'))).toContain('Something has gone wrong. Please contact support');
  });

  it('opens the quick quote from the Funeral Insurance card and the calculator inside the page', async () => {
    renderInsurance({ funeralPolicies: [], groups: [] });
    const card = await screen.findByTestId('funeral-quote-card');
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Work out my premium' })));
    expect(screen.getByTestId('funeral-calculator')).toBeTruthy();
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Get a quote' })));
    expect(currentLocation()).toBe('/insurance?quote=1');
    expect(screen.getByRole('dialog', { name: 'Funeral cover quote' })).toBeTruthy();
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFuneralServer } from '../../testing/fake-funeral-server';
import { currentLocation, readable, renderWith } from '../../testing/render';
import { SIGNED_IN_HINT_KEY } from '@imali/shared/web';
import FuneralRoutes from '../../routes';

const policy = (id: string, state: string, premium: number) => ({
  id,
  policyNumber: `IMF00000001${id.slice(-1)}`,
  state,
  coverAmount: 30000,
  currentPremiumTotal: premium,
});

/** A signed-in client's browser (the shell's signed-in hint set, unless `hint` is false). */
function renderOverview(funeralPolicies: unknown, path = '/funeral', thirdPartyFuneralPolicies: unknown = [], hint = true) {
  if (hint) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
  const server = fakeFuneralServer({
    myClient: { id: 'c1', firstNames: 'Thandiwe', surname: 'Mokoena', email: null, gender: 'FEMALE', birthDate: '1990-06-15', funeralPolicies, thirdPartyFuneralPolicies },
  });
  renderWith(<FuneralRoutes />, { link: server.link, path });
  return server;
}

describe('/funeral', () => {
  afterEach(() => localStorage.clear());

  it('lists the client’s policies with the spec’s state labels and premium per month, each linking to its page', async () => {
    renderOverview([policy('p1', 'DORMANT', 96), policy('p2', 'ON_RISK_GRACE', 180)]);
    const page = screen.getByTestId('funeral-page');
    const list = await within(page).findByRole('list', { name: 'Funeral policies' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/funeral/p1', '/funeral/p2']);
    expect(readable(cards[0])).toContain('Awaiting 1st Payment');
    expect(readable(cards[0])).toContain('R 96.00 per month');
    expect(readable(cards[1])).toContain('Missed Payment');
    expect(readable(cards[1])).toContain('R 30 000');
  });

  it('says there are no funeral policies, and offers the calculator and a quote', async () => {
    renderOverview([]);
    expect(readable(await screen.findByTestId('funeral-empty'))).toMatch(/no funeral policies/i);
    expect(screen.getByTestId('funeral-page').textContent).toMatch(/no funeral policies/i);
    expect(await screen.findByTestId('funeral-calculator')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get a quote' })).toBeTruthy();
  });

  it('shows a visitor the quote and the calculator with a sign-in link, not an error', async () => {
    renderWith(<FuneralRoutes />, { link: fakeFuneralServer({ myClient: null }).link, path: '/funeral' });
    const visitor = await screen.findByTestId('funeral-visitor');
    expect(within(visitor).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in?redirect=%2Ffuneral');
    expect(await screen.findByTestId('funeral-calculator')).toBeTruthy();
    expect(screen.queryByTestId('funeral-overview-error')).toBeNull();
  });

  describe('before the answer', () => {
    it('draws a browser that was not signed in as a visitor at once (the quote, the calculator, sign in)', async () => {
      const server = fakeFuneralServer({ myClient: null });
      renderWith(<FuneralRoutes />, { link: server.link, path: '/funeral' });
      // Synchronously after the first render: the overview has not answered yet.
      expect(server.count('FuneralOverview')).toBe(1);
      expect(screen.getByTestId('funeral-visitor')).toBeTruthy();
      expect(screen.getByTestId('funeral-calculator')).toBeTruthy();
      expect(screen.queryByTestId('spinner')).toBeNull();
      expect(await screen.findByTestId('funeral-visitor')).toBeTruthy();
    });

    it('waits for the answer in a browser that was signed in', async () => {
      renderOverview([policy('p1', 'ACTIVE', 96)]);
      expect(screen.getByTestId('spinner')).toBeTruthy();
      expect(screen.queryByTestId('funeral-visitor')).toBeNull();
      expect(screen.queryByTestId('funeral-calculator')).toBeNull();
      expect(await screen.findByRole('list', { name: 'Funeral policies' })).toBeTruthy();
    });

    it('lets the answer decide: a client drawn first as a visitor gets their policies and a calculator started from their profile', async () => {
      renderOverview([policy('p1', 'ACTIVE', 96)], '/funeral', [], false);
      expect(screen.getByTestId('funeral-visitor')).toBeTruthy();
      expect(await screen.findByRole('list', { name: 'Funeral policies' })).toBeTruthy();
      expect(screen.queryByTestId('funeral-visitor')).toBeNull();
      const calculator = await screen.findByTestId('funeral-calculator');
      expect((within(calculator).getByLabelText('Female') as HTMLInputElement).checked).toBe(true);
    });
  });

  it('starts the calculator from the client’s age and gender', async () => {
    renderOverview([]);
    const calculator = await screen.findByTestId('funeral-calculator');
    const age = within(calculator).getByLabelText('Your age') as HTMLInputElement;
    const expected = new Date().getFullYear() - 1990 - (new Date() < new Date(new Date().getFullYear(), 5, 15) ? 1 : 0);
    expect(age.value).toBe(String(expected));
    expect((within(calculator).getByLabelText('Female') as HTMLInputElement).checked).toBe(true);
  });

  it('says "Something has gone wrong. Please contact support" when the policies cannot be read, and keeps the calculator', async () => {
    renderOverview(() => {
      throw new Error('SUBGRAPH_UNAVAILABLE');
    });
    const error = await screen.findByTestId('funeral-overview-error');
    expect(readable(error)).toContain('Something has gone wrong. Please contact support');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByTestId('funeral-calculator')).toBeTruthy();
  });

  it('opens the quick quote from "Get a quote" (?quote=1) and closes it again', async () => {
    renderOverview([]);
    const getQuote = await screen.findByRole('button', { name: 'Get a quote' });
    await act(async () => fireEvent.click(getQuote));
    expect(currentLocation()).toBe('/funeral?quote=1');
    expect(screen.getByRole('dialog', { name: 'Funeral cover quote' })).toBeTruthy();
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByTestId('quick-quote-close')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation()).toBe('/funeral');
  });

  it('opens the quick quote when the address already has ?quote=1', async () => {
    renderOverview([], '/funeral?quote=1&quoteVariant=1');
    expect(screen.getByRole('dialog', { name: 'Funeral cover quote' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('quick-quote-step').getAttribute('data-step')).toBe('policyHolderIdNumber'));
  });

  it('lists the policies with other insurers (company, cover, contribution, cover type), each linking to its page', async () => {
    renderOverview([policy('p1', 'ACTIVE', 96)], '/funeral', [
      { id: 'tp1', companyName: 'AVBOB', coverAmount: 25000, premiumAmount: 149.5, policyType: 'COUPLE', policyTypeLabel: 'Couple' },
      { id: 'tp2', companyName: 'Sanlam', coverAmount: 10000, premiumAmount: 60, policyType: 'SINGLE', policyTypeLabel: 'Single' },
    ]);
    const list = await screen.findByRole('list', { name: 'Policies with other insurers' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/third-party-funeral/tp1', '/third-party-funeral/tp2']);
    expect(within(cards[0]).getByText('AVBOB')).toBeTruthy();
    expect(within(cards[0]).getByText('Couple')).toBeTruthy();
    expect(readable(cards[0])).toContain('R 25 000');
    expect(readable(cards[0])).toContain('R 149.50 per month');
    expect(readable(cards[1])).toContain('Single');
    expect(screen.getByRole('link', { name: 'Add a policy from another insurer' }).getAttribute('href')).toBe('/third-party-funeral/new');
  });

  it('offers "Add a policy from another insurer" when there are none', async () => {
    renderOverview([]);
    const empty = await screen.findByTestId('third-party-policies-empty');
    expect(readable(empty)).toContain('You have not added any policies from other insurers');
    expect(within(empty).getByRole('link', { name: 'Add a policy from another insurer' }).getAttribute('href')).toBe('/third-party-funeral/new');
  });

  it('says "Something has gone wrong. Please contact support" when the policies with other insurers cannot be read', async () => {
    renderOverview([policy('p1', 'ACTIVE', 96)], '/funeral', () => {
      throw new Error('SUBGRAPH_UNAVAILABLE');
    });
    const error = await screen.findByTestId('third-party-policies-error');
    expect(readable(error)).toContain('Something has gone wrong. Please contact support');
    expect(within(screen.getByTestId('funeral-page')).getByRole('list', { name: 'Funeral policies' })).toBeTruthy();
  });

  it('shows a visitor no section for policies with other insurers', async () => {
    renderWith(<FuneralRoutes />, { link: fakeFuneralServer({ myClient: null }).link, path: '/funeral' });
    await screen.findByTestId('funeral-visitor');
    expect(screen.queryByRole('heading', { name: 'Policies with other insurers' })).toBeNull();
  });
});

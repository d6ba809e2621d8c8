/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { THIRD_PARTY_PAYMENT_METHODS } from '@imali/funeral/domain';
import { fakeFuneralServer } from '../../testing/fake-funeral-server';
import { clickOn, errorBeside, variablesOf } from '../../testing/queries';
import { currentLocation, readable, renderWith } from '../../testing/render';
import FuneralRoutes from '../../routes';
import { PROVIDER_SUGGESTIONS, toClientObligationInput, validateThirdPartyForm } from './third-party-funeral-values';

type Resolvers = NonNullable<Parameters<typeof fakeFuneralServer>[0]>['resolvers'];

const stored = {
  id: 'tp1',
  companyName: 'AVBOB',
  coverAmount: 25000,
  premiumAmount: 149.5,
  startDate: '2019-03-01',
  paymentMethod: 'DEBIT_ORDER',
  livesCovered: ['POLICY_HOLDER', 'SPOUSE'],
  policyType: 'COUPLE',
  policyTypeLabel: 'Couple',
  source: 'CLIENT_MANUAL_ENTRY',
  createdAt: '2026-11-01T08:00:00Z',
};

function render(path: string, resolvers: Resolvers = {}) {
  const server = fakeFuneralServer({ resolvers });
  renderWith(<FuneralRoutes />, { link: server.link, path });
  return server;
}

const click = clickOn;
const form = () => screen.getByTestId('third-party-form');
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => errorBeside(field(label));

/** createClientObligation/updateClientObligation as the subgraph answers: the stored policy. */
const answer = (id: string, info: Record<string, unknown>) => ({ ...stored, ...info, id, policyTypeLabel: 'Family', policyType: 'FAMILY' });

describe('/third-party-funeral/:id', () => {
  it('shows company name, cover, start date, cover type, monthly contribution and Edit', async () => {
    render('/third-party-funeral/tp1', { clientobligation: ({ id }) => (id === 'tp1' ? stored : null) });
    expect(readable(screen.getByTestId('spinner'))).toBe('Loading your policy');
    const summary = await screen.findByTestId('third-party-summary');
    expect(screen.getByRole('heading', { level: 1, name: 'AVBOB funeral policy' })).toBeTruthy();
    const pairs = Array.from(summary.querySelectorAll('dt')).map((dt) => [readable(dt), readable(dt.nextElementSibling)]);
    expect(pairs).toEqual([
      ['Company name', 'AVBOB'],
      ['Cover', 'R 25 000'],
      ['Start date', '1 Mar 2019'],
      ['Cover type', 'Couple'],
      ['Monthly contribution', 'R 149.50 per month'],
      ['Payment method', 'Debit Order'],
      ['Who is covered', 'Policy holder, Spouse'],
    ]);
    expect(within(summary).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/third-party-funeral/tp1/edit');
  });

  it('says the policy was not found for FORBIDDEN, NOT_FOUND or nothing', async () => {
    render('/third-party-funeral/tp2', {
      clientobligation: () => {
        throw new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });
      },
    });
    expect(readable(await screen.findByTestId('third-party-not-found'))).toContain('We could not find this policy');
  });

  it('says "Something has gone wrong. Please contact support" with Try again on other failures', async () => {
    let fail = true;
    render('/third-party-funeral/tp1', {
      clientobligation: () => {
        if (fail) throw new Error('upstream down');
        return stored;
      },
    });
    const error = await screen.findByTestId('third-party-error');
    expect(readable(error)).toContain('Something has gone wrong. Please contact support');
    fail = false;
    await click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('third-party-summary')).toBeTruthy();
  });

  it('sends /third-party-funeral to the list on /funeral', async () => {
    render('/third-party-funeral');
    await waitFor(() => expect(currentLocation()).toBe('/funeral'));
  });
});

describe('/third-party-funeral/new', () => {
  it('offers five provider suggestions, the cover slider (0 to 100000 in 500s) and the contribution slider (to 1000)', () => {
    render('/third-party-funeral/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Add a policy from another insurer' })).toBeTruthy();
    const suggestions = Array.from(screen.getByTestId('provider-suggestions').querySelectorAll('option')).map((option) => option.getAttribute('value'));
    expect(suggestions).toEqual([...PROVIDER_SUGGESTIONS]);
    expect(suggestions).toHaveLength(5);
    expect(field('Provider').getAttribute('list')).toBe(screen.getByTestId('provider-suggestions').id);
    const cover = screen.getByRole('slider', { name: 'Cover amount slider' });
    expect([cover.getAttribute('min'), cover.getAttribute('max'), cover.getAttribute('step')]).toEqual(['0', '100000', '500']);
    expect(screen.getByRole('slider', { name: 'Monthly contribution slider' }).getAttribute('max')).toBe('1000');
    fireEvent.change(cover, { target: { value: '35000' } });
    expect(field('Cover amount').value).toBe('35000');
    const methods = Array.from((field('Payment method (optional)') as unknown as HTMLSelectElement).options).map((option) => option.textContent);
    expect(methods).toEqual(['Select one', 'Debicheck', 'Debit Order', 'Easy Pay', 'Money Market']);
    const checkboxes = within(screen.getByTestId('who-is-covered')).getAllByRole('checkbox');
    expect(checkboxes.map((box) => readable(box.parentElement))).toEqual(['Policy holder', 'Spouse', 'Children', 'Parents and in-laws', 'Extended family']);
  });

  it('shows "Please select who is covered" and the required messages, sending nothing', async () => {
    const server = render('/third-party-funeral/new');
    await click(screen.getByRole('button', { name: 'Add policy' }));
    expect(readable(within(screen.getByTestId('who-is-covered')).getByRole('alert'))).toBe('Please select who is covered');
    expect(errorOf('Provider')).toBe('This field is required');
    expect(errorOf('Cover amount')).toBe('This field is required');
    expect(errorOf('Monthly contribution')).toBe('This field is required');
    type('Cover amount', '750');
    expect(errorOf('Cover amount')).toBe('Cover must be in steps of R500');
    type('Cover amount', '100500');
    expect(errorOf('Cover amount')).toBe('Must be between 0 and 100000');
    type('Monthly contribution', '1000.01');
    expect(errorOf('Monthly contribution')).toBe('Must be between 0 and 1000');
    expect(server.count('FuneralCreateThirdPartyPolicy')).toBe(0);
  });

  it('creates the policy with createClientObligation (source CLIENT_MANUAL_ENTRY), then shows it', async () => {
    const server = render('/third-party-funeral/new', {
      createClientObligation: ({ input }) => answer('tp9', input.funeralPolicyInfo),
      clientobligation: ({ id }) => answer(id, { companyName: 'Old Mutual' }),
    });
    type('Provider', ' Old Mutual ');
    fireEvent.change(screen.getByRole('slider', { name: 'Cover amount slider' }), { target: { value: '30000' } });
    type('Monthly contribution', '120.5');
    type('Start date (optional)', '2020-07-01');
    type('Payment method (optional)', 'EASY_PAY');
    // Ticked out of order: sent in the product's order.
    fireEvent.click(within(screen.getByTestId('who-is-covered')).getByLabelText('Children'));
    fireEvent.click(within(screen.getByTestId('who-is-covered')).getByLabelText('Policy holder'));
    const submit = screen.getByRole('button', { name: 'Add policy' });
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(variablesOf(server, 'FuneralCreateThirdPartyPolicy')).toEqual([
      {
        input: {
          source: 'CLIENT_MANUAL_ENTRY',
          funeralPolicyInfo: {
            companyName: 'Old Mutual',
            coverAmount: 30000,
            premiumAmount: 120.5,
            startDate: '2020-07-01',
            paymentMethod: 'EASY_PAY',
            livesCovered: ['POLICY_HOLDER', 'CHILD'],
          },
        },
      },
    ]);
    await waitFor(() => expect(currentLocation()).toBe('/third-party-funeral/tp9'));
    expect(readable(await screen.findByTestId('third-party-saved'))).toBe('Your policy has been added');
  });

  it('shows the server’s field messages beside the fields', async () => {
    render('/third-party-funeral/new', {
      createClientObligation: () => {
        throw new GraphQLError('Invalid input', {
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'funeralPolicyInfo.companyName', message: 'This field is required' }] },
        });
      },
    });
    type('Provider', 'Sanlam');
    type('Cover amount', '10000');
    type('Monthly contribution', '80');
    fireEvent.click(within(screen.getByTestId('who-is-covered')).getByLabelText('Spouse'));
    const submit = screen.getByRole('button', { name: 'Add policy' });
    fireEvent.click(submit);
    expect(submit.textContent).toBe('Adding…');
    await waitFor(() => expect(errorOf('Provider')).toBe('This field is required'));
    expect(submit.textContent).toBe('Add policy');
  });
});

describe('/third-party-funeral/:id/edit', () => {
  it('starts from the stored policy and saves it with updateClientObligation', async () => {
    let current = stored;
    const server = render('/third-party-funeral/tp1/edit', {
      clientobligation: () => current,
      updateClientObligation: ({ id, input }) => {
        current = answer(id, input.funeralPolicyInfo);
        return current;
      },
    });
    await screen.findByTestId('third-party-form');
    expect(field('Provider').value).toBe('AVBOB');
    expect(field('Cover amount').value).toBe('25000');
    expect(field('Monthly contribution').value).toBe('149.5');
    expect(field('Start date (optional)').value).toBe('2019-03-01');
    expect((within(screen.getByTestId('who-is-covered')).getByLabelText('Spouse') as HTMLInputElement).checked).toBe(true);
    type('Monthly contribution', '165');
    fireEvent.click(within(screen.getByTestId('who-is-covered')).getByLabelText('Spouse'));
    fireEvent.click(within(screen.getByTestId('who-is-covered')).getByLabelText('Policy holder'));
    await click(screen.getByRole('button', { name: 'Save changes' }));
    expect(readable(within(screen.getByTestId('who-is-covered')).getByRole('alert'))).toBe('Please select who is covered');
    expect(server.count('FuneralUpdateThirdPartyPolicy')).toBe(0);
    fireEvent.click(within(screen.getByTestId('who-is-covered')).getByLabelText('Parents and in-laws'));
    await click(screen.getByRole('button', { name: 'Save changes' }));
    expect(variablesOf(server, 'FuneralUpdateThirdPartyPolicy')).toEqual([
      {
        id: 'tp1',
        input: {
          source: 'CLIENT_MANUAL_ENTRY',
          funeralPolicyInfo: { companyName: 'AVBOB', coverAmount: 25000, premiumAmount: 165, startDate: '2019-03-01', paymentMethod: 'DEBIT_ORDER', livesCovered: ['PARENT'] },
        },
      },
    ]);
    await waitFor(() => expect(currentLocation()).toBe('/third-party-funeral/tp1'));
    expect(readable(await screen.findByTestId('third-party-saved'))).toBe('Your changes have been saved');
    expect(readable(screen.getByTestId('third-party-summary'))).toContain('R 165.00 per month');
  });

  it('says the policy was not found instead of showing the form', async () => {
    render('/third-party-funeral/nope/edit', { clientobligation: () => null });
    expect(await screen.findByTestId('third-party-not-found')).toBeTruthy();
    expect(screen.queryByTestId('third-party-form')).toBeNull();
  });
});

describe('the third-party form’s values and the shared rules', () => {
  const valid = { companyName: 'Hollard', coverAmount: '15000', premiumAmount: '99.99', startDate: '', paymentMethod: '', livesCovered: ['SPOUSE'] };

  it('passes valid values and sends empty optional fields as null', () => {
    expect(validateThirdPartyForm(valid)).toEqual({});
    expect(toClientObligationInput(valid).funeralPolicyInfo).toEqual({
      companyName: 'Hollard',
      coverAmount: 15000,
      premiumAmount: 99.99,
      startDate: null,
      paymentMethod: null,
      livesCovered: ['SPOUSE'],
    });
  });

  it('names every message by the form’s field', () => {
    expect(validateThirdPartyForm({ ...valid, coverAmount: 'lots', premiumAmount: '-1', livesCovered: [] })).toEqual({
      coverAmount: 'This field needs to be a number like 123 or 123.45',
      premiumAmount: 'Must be between 0 and 1000',
      livesCovered: 'Please select who is covered',
    });
    expect(THIRD_PARTY_PAYMENT_METHODS).toHaveLength(4);
  });
});

/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { fakeFuneralServer } from '../../testing/fake-funeral-server';
import { readable, renderWith } from '../../testing/render';
import FuneralRoutes from '../../routes';
import { waitingPeriodText } from './funeral-policy-page';

const member = (id: string, memberType: string, firstNames: string, extra: Record<string, unknown> = {}) => ({
  id,
  memberType,
  firstNames,
  surname: 'Mokoena',
  gender: 'FEMALE',
  ageAtSignup: 30,
  dateOfBirth: null,
  relationship: null,
  coverAmount: 30000,
  premium: 84,
  state: 'IN_WAITING_PERIOD',
  covered: true,
  ...extra,
});

const policy = {
  id: 'p1',
  policyNumber: 'IMF000000018',
  productType: 'FUNERAL',
  state: 'ACTIVE',
  stateLabel: 'Active',
  coverAmount: 30000,
  currentPremiumTotal: 210,
  policyType: 'FAMILY',
  policyTypeLabel: 'Family',
  paymentDueDay: 25,
  paymentMethod: 'DEBI_CHECK',
  easyPayNumber: null,
  pricingVersion: 'FUN-2026-11',
  firstActivated: '2026-03-01T08:00:00Z',
  expectFirstPaymentAt: '2026-03-01',
  coolingOffEndsOn: '2026-04-01',
  createdAt: '2026-02-20T08:00:00Z',
  waitingPeriods: [
    { cause: 'ACCIDENTAL_DEATH', label: 'Accidental death', endsOn: null },
    { cause: 'NATURAL_DEATH', label: 'Natural death', endsOn: '2026-08-31' },
  ],
  livesCovered: [
    member('m1', 'POLICY_HOLDER', 'Thandiwe'),
    member('m2', 'SPOUSE', 'Sipho', { gender: 'MALE', ageAtSignup: 32 }),
    member('m3', 'CHILD', 'Lerato', { ageAtSignup: 4, coverAmount: 20000, premium: 18 }),
    member('m4', 'CHILD', 'Kagiso', { ageAtSignup: 9, premium: 12 }),
    member('m5', 'PARENT', 'Nomsa', { ageAtSignup: 55, relationship: 'MOTHER_IN_LAW', state: 'CANCELLED', covered: false }),
  ],
  beneficiaries: [{ id: 'b1', firstNames: 'Sipho', surname: 'Mokoena', cellNumber: '0821234567', email: null, isSpouse: true }],
};

function renderPolicy(funeral: (id: string) => unknown) {
  const server = fakeFuneralServer({ funeral });
  renderWith(<FuneralRoutes />, { link: server.link, path: '/funeral/p1' });
  return server;
}

describe('/funeral/:id', () => {
  it('shows the state label, premium per month, cover and type', async () => {
    renderPolicy(() => policy);
    const summary = await screen.findByTestId('funeral-policy-summary');
    expect(screen.getByRole('heading', { level: 1, name: 'Funeral policy IMF000000018' })).toBeTruthy();
    expect(readable(within(summary).getByTestId('policy-state-label'))).toBe('Active');
    expect(readable(summary)).toContain('R 210.00 per month');
    expect(readable(summary)).toContain('R 30 000');
    expect(readable(summary)).toContain('Family');
    expect(readable(summary)).toContain('Debicheck');
  });

  it('groups who is covered by member type, each group expandable', async () => {
    renderPolicy(() => policy);
    await screen.findByTestId('funeral-policy-summary');
    const groups = screen.getAllByRole('group');
    const summaries = Array.from(document.querySelectorAll('details > summary')).map(readable);
    expect(summaries).toEqual(['Policy holder (1)', 'Spouse (1)', 'Children (2)', 'Parents and in-laws (1)']);
    expect(groups.length).toBeGreaterThanOrEqual(4);
    const children = screen.getByTestId('members-CHILD') as HTMLDetailsElement;
    expect(children.open).toBe(false);
    fireEvent.click(within(children).getByText('Children (2)'));
    expect(within(children).getAllByTestId('funeral-member').map((row) => readable(row).split(' Mokoena')[0])).toEqual(['Lerato', 'Kagiso']);
    expect(readable(within(children).getAllByTestId('funeral-member')[0])).toContain('R 20 000');
    const parents = screen.getByTestId('members-PARENT');
    expect(readable(parents)).toContain('Mother in law');
    expect(readable(parents)).toContain('Cancelled');
  });

  it('shows the beneficiary, waiting periods, cooling-off end and the documents’ empty state', async () => {
    renderPolicy(() => policy);
    await screen.findByTestId('funeral-policy-summary');
    const beneficiary = within(screen.getByTestId('beneficiaries')).getByRole('listitem');
    expect(within(beneficiary).getByText('Sipho Mokoena')).toBeTruthy();
    expect(within(beneficiary).getByText('Spouse')).toBeTruthy();
    expect(within(beneficiary).getByText('0821234567')).toBeTruthy();
    const waiting = (cause: string) => Array.from(screen.getByTestId(`waiting-${cause}`).children).map(readable);
    expect(waiting('ACCIDENTAL_DEATH')).toEqual(['Accidental death', 'Covered immediately']);
    expect(waiting('NATURAL_DEATH')).toEqual(['Natural death', 'Waiting period ends 31 Aug 2026']);
    expect(readable(screen.getByTestId('cooling-off'))).toBe('You may cancel this policy and have your premiums refunded until 1 Apr 2026.');
    expect(readable(screen.getByTestId('policy-documents-empty'))).toBe('Your policy documents will appear here');
  });

  it('links "Edit Payment Details" to add an account and come back', async () => {
    renderPolicy(() => policy);
    const link = await screen.findByRole('link', { name: 'Edit Payment Details' });
    expect(link.getAttribute('href')).toBe('/bank-accounts/link?redirect=%2Ffuneral%2Fp1');
    expect(new URLSearchParams(link.getAttribute('href')?.split('?')[1]).get('redirect')).toBe('/funeral/p1');
  });

  it('says before cover starts how long the natural-death waiting period is', () => {
    expect(waitingPeriodText({ cause: 'NATURAL_DEATH', label: 'Natural death', endsOn: null })).toBe('6 months from when your cover starts');
    expect(waitingPeriodText({ cause: 'ACCIDENTAL_DEATH', label: 'Accidental death', endsOn: null })).toBe('Covered immediately');
  });

  it('says the policy was not found for NOT_FOUND or FORBIDDEN', async () => {
    renderPolicy(() => {
      throw new GraphQLError('Not found', { extensions: { code: 'FORBIDDEN' } });
    });
    expect(readable(await screen.findByTestId('funeral-policy-not-found'))).toContain('We could not find this funeral policy');
  });

  it('says "Something has gone wrong. Please contact support" with Try again on other failures', async () => {
    let fail = true;
    renderPolicy(() => {
      if (fail) throw new Error('upstream down');
      return policy;
    });
    const error = await screen.findByTestId('funeral-policy-error');
    expect(readable(error)).toContain('Something has gone wrong. Please contact support');
    fail = false;
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByTestId('funeral-policy-summary')).toBeTruthy();
  });
});

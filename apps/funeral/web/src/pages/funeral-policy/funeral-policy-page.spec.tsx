/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { formatDate } from '@imali/shared/ui';
import { fakeFuneralServer } from '../../testing/fake-funeral-server';
import { clickOn, variablesOf } from '../../testing/queries';
import { readable, renderWith } from '../../testing/render';
import FuneralRoutes from '../../routes';
import { canCancelOnline } from './cancel-policy';
import { waitingPeriodText } from './funeral-policy-page';
import { chosenDay, validatePaymentDetails } from './payment-details';
import { bankAccount, client, dayFromToday, fixturePolicy } from './policy.fixtures';

type Resolvers = NonNullable<Parameters<typeof fakeFuneralServer>[0]>['resolvers'];

function renderPolicy(funeral: (id: string) => unknown, { resolvers, myClient }: { resolvers?: Resolvers; myClient?: Record<string, unknown> | null } = {}) {
  const server = fakeFuneralServer({ funeral, resolvers, myClient });
  renderWith(<FuneralRoutes />, { link: server.link, path: '/funeral/p1' });
  return server;
}

const click = clickOn;

describe('/funeral/:id', () => {
  it('shows the state label, premium per month, cover and type', async () => {
    renderPolicy(() => fixturePolicy());
    const summary = await screen.findByTestId('funeral-policy-summary');
    expect(screen.getByRole('heading', { level: 1, name: 'Funeral policy IMF000000018' })).toBeTruthy();
    expect(readable(within(summary).getByTestId('policy-state-label'))).toBe('Active');
    expect(readable(summary)).toContain('R 210.00 per month');
    expect(readable(summary)).toContain('R 30 000');
    expect(readable(summary)).toContain('Family');
    expect(readable(summary)).toContain('Debicheck');
  });

  it('shows a spinner while the policy loads', async () => {
    renderPolicy(() => fixturePolicy());
    expect(readable(screen.getByTestId('spinner'))).toBe('Loading your funeral policy');
    await screen.findByTestId('funeral-policy-summary');
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('groups who is covered by member type, each group expandable, with Edit on dependants only', async () => {
    renderPolicy(() => fixturePolicy());
    await screen.findByTestId('funeral-policy-summary');
    const summaries = Array.from(document.querySelectorAll('details > summary')).map(readable);
    expect(summaries).toEqual(['Policy holder (1)', 'Spouse (1)', 'Children (2)', 'Parents and in-laws (1)']);
    expect(Array.from(document.querySelectorAll('details')).map((group) => group.getAttribute('data-testid'))).toEqual(['members-POLICY_HOLDER', 'members-SPOUSE', 'members-CHILD', 'members-PARENT']);
    const children = screen.getByTestId('members-CHILD') as HTMLDetailsElement;
    expect(children.open).toBe(false);
    fireEvent.click(within(children).getByText('Children (2)'));
    expect(within(children).getAllByTestId('funeral-member').map((row) => readable(row).split(' Mokoena')[0])).toEqual(['Lerato', 'Kagiso']);
    expect(readable(within(children).getAllByTestId('funeral-member')[0])).toContain('R 20 000');
    const parents = screen.getByTestId('members-PARENT');
    expect(readable(parents)).toContain('Mother in law');
    expect(readable(parents)).toContain('Policy cancelled');
    expect(within(screen.getByTestId('members-POLICY_HOLDER')).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(screen.getByTestId('members-SPOUSE')).getByRole('button', { name: 'Edit Sipho Mokoena' })).toBeTruthy();
  });

  // docs/decisions/funeral-waiting-period-ends.md: a life whose waiting period is served is COVERED; one still in it is covered too.
  it('shows a COVERED life, and one still in its waiting period, as Covered', async () => {
    const policy = fixturePolicy();
    const [first, second] = policy.livesCovered.filter((life) => life.memberType === 'CHILD');
    renderPolicy(() => ({ ...policy, livesCovered: policy.livesCovered.map((life) => (life.id === first!.id ? { ...life, state: 'COVERED', covered: true } : life)) }));
    await screen.findByTestId('funeral-policy-summary');
    const rows = within(screen.getByTestId('members-CHILD')).getAllByTestId('funeral-member');
    expect(rows.map((row) => [readable(row).split(' Mokoena')[0], row.querySelector('.badge--success')?.textContent])).toEqual([
      [first!.firstNames, 'Covered'],
      [second!.firstNames, 'Covered'],
    ]);
  });

  // docs/decisions/funeral-lapse-ends-cover.md: a lapse takes every life off cover (COVER_LAPSED).
  it('shows a lapsed policy as Lapsed and each of its lives as "Cover lapsed", not Covered', async () => {
    const policy = fixturePolicy();
    renderPolicy(() => ({ ...policy, state: 'LAPSED', stateLabel: 'Lapsed', livesCovered: policy.livesCovered.map((life) => ({ ...life, state: 'COVER_LAPSED', covered: false })) }));
    const summary = await screen.findByTestId('funeral-policy-summary');
    expect(readable(within(summary).getByTestId('policy-state-label'))).toBe('Lapsed');
    const rows = screen.getAllByTestId('funeral-member').map(readable);
    expect(rows).toHaveLength(policy.livesCovered.length);
    for (const row of rows) {
      expect(row).toContain('Cover lapsed');
      expect(row).not.toContain('Covered');
    }
    // Its debit order was cancelled: no new account or day is offered (the server refuses them too).
    expect(screen.queryByTestId('edit-payment-details')).toBeNull();
  });

  it('shows the beneficiary, waiting periods, cooling-off end and the policy documents in the vault', async () => {
    renderPolicy(() => fixturePolicy());
    await screen.findByTestId('funeral-policy-summary');
    const beneficiary = within(screen.getByTestId('beneficiaries')).getByRole('listitem');
    expect(within(beneficiary).getByText('Sipho Mokoena')).toBeTruthy();
    expect(within(beneficiary).getByText('Spouse')).toBeTruthy();
    expect(within(beneficiary).getByText('0821234567')).toBeTruthy();
    const waiting = (cause: string) => Array.from(screen.getByTestId(`waiting-${cause}`).children).map(readable);
    expect(waiting('ACCIDENTAL_DEATH')).toEqual(['Accidental death', 'Covered immediately']);
    expect(waiting('NATURAL_DEATH')).toEqual(['Natural death', 'Waiting period ends 31 Aug 2026']);
    expect(readable(screen.getByTestId('cooling-off'))).toBe(`You may cancel this policy and have your premiums refunded until ${formatDate(dayFromToday(20))}.`);
    expect(screen.getByTestId('policy-document-schedule').getAttribute('href')).toMatch(/^\/documents\/funeral\/[^/]+\/schedule$/);
  });

  it('says before cover starts how long the natural-death waiting period is', () => {
    expect(waitingPeriodText({ __typename: 'WaitingPeriod', cause: 'NATURAL_DEATH', label: 'Natural death', endsOn: null })).toBe('6 months from when your cover starts');
    expect(waitingPeriodText({ __typename: 'WaitingPeriod', cause: 'ACCIDENTAL_DEATH', label: 'Accidental death', endsOn: null })).toBe('Covered immediately');
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
      return fixturePolicy();
    });
    const error = await screen.findByTestId('funeral-policy-error');
    expect(readable(error)).toContain('Something has gone wrong. Please contact support');
    fail = false;
    await click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('funeral-policy-summary')).toBeTruthy();
  });
});

describe('/funeral/:id Edit Payment Details', () => {
  const accounts = [bankAccount('a1', 'Capitec Bank', '1234567890'), bankAccount('a2', 'FNB', '62001234567', { ownAccount: false, accountHolderName: 'Sipho Mokoena' })];

  /** updateFuneral as the subgraph answers it: the policy with the change applied. */
  function paymentServer(updateFuneral: (args: { id: string; paymentDueDay: number | null; paymentBankAccountId: string | null }) => unknown = () => undefined) {
    let stored = fixturePolicy();
    return renderPolicy(() => stored, {
      myClient: client(accounts),
      resolvers: {
        updateFuneral: (args) => {
          const answer = updateFuneral(args);
          if (answer) return answer;
          stored = {
            ...stored,
            paymentDueDay: args.paymentDueDay ?? stored.paymentDueDay,
            paymentBankAccountId: args.paymentBankAccountId ?? stored.paymentBankAccountId,
          };
          return stored;
        },
        createBankAccount: ({ input }) => bankAccount('a3', input.bankName, input.accountNo),
      },
    });
  }

  async function openForm() {
    await click(await screen.findByRole('button', { name: 'Edit Payment Details' }));
    return screen.getByRole('form', { name: 'Edit Payment Details' });
  }

  it('shows which account pays, and edits the debit order day in place with updateFuneral', async () => {
    const server = paymentServer();
    expect(readable(await screen.findByTestId('paid-from'))).toBe('Capitec Bank ••••7890');
    const form = await openForm();
    expect((within(form).getByLabelText('25') as HTMLInputElement).checked).toBe(true);
    expect(within(form).getAllByRole('radio').map((radio) => readable(radio.parentElement))).toEqual(['1', '15', '20', '25', '31 (last day)', 'Another day']);
    fireEvent.click(within(form).getByLabelText('15'));
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(variablesOf(server, 'FuneralUpdatePaymentDetails')).toEqual([{ id: 'p1', paymentDueDay: 15, paymentBankAccountId: null }]);
    expect(readable(await screen.findByTestId('payment-details-updated'))).toBe('Your debit order day has been updated');
    expect(readable(screen.getByTestId('payment-due-day'))).toBe('15');
    expect(screen.queryByRole('form', { name: 'Edit Payment Details' })).toBeNull();
  });

  it('pays from another of the client’s accounts and says "Your bank account has been updated"', async () => {
    const server = paymentServer();
    const form = await openForm();
    const select = (await within(form).findByLabelText('Pay from')) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(['Capitec Bank ••••7890', 'FNB ••••4567 (Sipho Mokoena)']);
    expect(select.value).toBe('a1');
    fireEvent.change(select, { target: { value: 'a2' } });
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(variablesOf(server, 'FuneralUpdatePaymentDetails')).toEqual([{ id: 'p1', paymentDueDay: null, paymentBankAccountId: 'a2' }]);
    expect(readable(await screen.findByTestId('payment-details-updated'))).toBe('Your bank account has been updated');
    expect(readable(screen.getByTestId('paid-from'))).toBe('FNB ••••4567 (Sipho Mokoena)');
  });

  it('adds a new account with the add-bank-account dialog and pays from it', async () => {
    const server = paymentServer();
    const form = await openForm();
    await within(form).findByLabelText('Pay from');
    await click(within(form).getByRole('button', { name: 'Add a new account' }));
    const dialog = screen.getByRole('dialog', { name: 'Banking Details' });
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: '1122334455' } });
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const select = within(form).getByLabelText('Pay from') as HTMLSelectElement;
    expect(select.value).toBe('a3');
    expect(select.selectedOptions[0]?.textContent).toBe('Capitec Bank ••••4455');
    expect(server.count('FuneralUpdatePaymentDetails')).toBe(0);
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(variablesOf(server, 'FuneralUpdatePaymentDetails')).toEqual([{ id: 'p1', paymentDueDay: null, paymentBankAccountId: 'a3' }]);
    expect(readable(await screen.findByTestId('payment-details-updated'))).toBe('Your bank account has been updated');
  });

  it('takes another day from 1 to 31: "Choose a day from 1 to 31" and nothing sent for 32', async () => {
    const server = paymentServer();
    const form = await openForm();
    fireEvent.click(within(form).getByLabelText('Another day'));
    const day = within(form).getByLabelText('Day of the month (1 to 31)') as HTMLInputElement;
    expect(day.maxLength).toBe(2);
    fireEvent.change(day, { target: { value: '32' } });
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(readable(within(form).getByRole('alert'))).toBe('Choose a day from 1 to 31');
    expect(server.count('FuneralUpdatePaymentDetails')).toBe(0);
    fireEvent.change(day, { target: { value: '7' } });
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(variablesOf(server, 'FuneralUpdatePaymentDetails')).toEqual([{ id: 'p1', paymentDueDay: 7, paymentBankAccountId: null }]);
  });

  it('shows the server’s field message beside the day, and the button says it is saving meanwhile', async () => {
    paymentServer(() => {
      throw new GraphQLError('Choose a day from 1 to 31', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'paymentDueDay', message: 'Choose a day from 1 to 31' }] } });
    });
    const form = await openForm();
    fireEvent.click(within(form).getByLabelText('20'));
    const save = within(form).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(save.textContent).toBe('Saving…');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const message = await within(within(form).getByTestId('payment-day')).findByRole('alert');
    expect(readable(message)).toBe('Choose a day from 1 to 31');
  });

  it('reads the day from the form and checks it with the shared rule', () => {
    expect(chosenDay({ dayChoice: '31', otherDay: '', paymentBankAccountId: '' })).toBe(31);
    expect(chosenDay({ dayChoice: 'other', otherDay: '9', paymentBankAccountId: '' })).toBe(9);
    expect(validatePaymentDetails({ dayChoice: 'other', otherDay: '', paymentBankAccountId: '' })).toEqual({ otherDay: 'Choose a day from 1 to 31' });
    expect(validatePaymentDetails({ dayChoice: 'other', otherDay: '4.5', paymentBankAccountId: '' })).toEqual({ otherDay: 'Choose a day from 1 to 31' });
    expect(validatePaymentDetails({ dayChoice: '1', otherDay: '', paymentBankAccountId: '' })).toEqual({});
  });
});

describe('/funeral/:id cancelling in the cooling-off period', () => {
  function cancellableServer(refundAmount = 210) {
    let stored = fixturePolicy();
    return renderPolicy(() => stored, {
      resolvers: {
        cancelFuneral: ({ funeralId, cancelReason }) => {
          stored = {
            ...stored,
            id: funeralId,
            state: 'CANCELLED',
            stateLabel: 'Cancelled Policy',
            cancelledAt: `${dayFromToday(0)}T09:00:00Z`,
            cancelReason,
            refundAmount,
            livesCovered: stored.livesCovered.map((life) => ({ ...life, state: 'POLICY_CANCELLED', covered: false })),
          };
          return stored;
        },
      },
    });
  }

  it('asks for a reason, calls cancelFuneral, then shows the cancelled state and the refund', async () => {
    const server = cancellableServer();
    await click(await screen.findByRole('button', { name: 'Cancel this policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your funeral policy?' });
    await click(within(dialog).getByRole('button', { name: 'Cancel my policy' }));
    expect(readable(within(dialog).getByRole('alert'))).toBe('This field is required');
    expect(server.count('FuneralCancelPolicy')).toBe(0);
    fireEvent.change(within(dialog).getByLabelText('Why are you cancelling?'), { target: { value: 'I found a cheaper policy' } });
    await click(within(dialog).getByRole('button', { name: 'Cancel my policy' }));
    expect(variablesOf(server, 'FuneralCancelPolicy')).toEqual([{ funeralId: 'p1', cancelReason: 'I found a cheaper policy' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const notice = await screen.findByTestId('policy-cancelled');
    expect(readable(notice)).toContain(`This policy was cancelled on ${formatDate(dayFromToday(0))}.`);
    expect(readable(within(notice).getByTestId('policy-refund'))).toBe('We will refund the R 210.00 in premiums you have paid.');
    expect(readable(screen.getByTestId('policy-state-label'))).toBe('Cancelled Policy');
    expect(screen.queryByRole('button', { name: 'Cancel this policy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Payment Details' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(readable(screen.getByTestId('add-member-closed'))).toBe('Members cannot be added to a lapsed or cancelled policy');
  });

  it('sends "Another reason" with the client’s words, and says when nothing is refunded', async () => {
    const server = cancellableServer(0);
    await click(await screen.findByRole('button', { name: 'Cancel this policy' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Why are you cancelling?'), { target: { value: 'Another reason' } });
    await click(within(dialog).getByRole('button', { name: 'Cancel my policy' }));
    expect(readable(within(dialog).getByRole('alert'))).toBe('This field is required');
    fireEvent.change(within(dialog).getByLabelText('Tell us why'), { target: { value: 'My employer covers us' } });
    await click(within(dialog).getByRole('button', { name: 'Cancel my policy' }));
    expect(variablesOf(server, 'FuneralCancelPolicy')).toEqual([{ funeralId: 'p1', cancelReason: 'Another reason: My employer covers us' }]);
    expect(readable(await screen.findByTestId('policy-refund'))).toBe('No premiums were collected on this policy, so there is nothing to refund.');
  });

  it('keeps the policy when the client says so', async () => {
    const server = cancellableServer();
    await click(await screen.findByRole('button', { name: 'Cancel this policy' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep my policy' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.count('FuneralCancelPolicy')).toBe(0);
  });

  it('shows the server’s refusal in the dialog', async () => {
    renderPolicy(() => fixturePolicy(), {
      resolvers: {
        cancelFuneral: () => {
          throw new GraphQLError('This policy can no longer be cancelled online: the 31-day cooling-off period has ended. Please contact us.', {
            extensions: { code: 'BAD_USER_INPUT', reason: 'COOLING_OFF_ENDED' },
          });
        },
      },
    });
    await click(await screen.findByRole('button', { name: 'Cancel this policy' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Why are you cancelling?'), { target: { value: 'I no longer need this cover' } });
    await click(within(dialog).getByRole('button', { name: 'Cancel my policy' }));
    expect(readable(await within(dialog).findByTestId('cancel-policy-error'))).toContain('the 31-day cooling-off period has ended');
  });

  it('offers no cancellation after the cooling-off period', async () => {
    renderPolicy(() => fixturePolicy({ coolingOffEndsOn: dayFromToday(-1), createdAt: `${dayFromToday(-32)}T08:00:00Z` }));
    expect(readable(await screen.findByTestId('cooling-off'))).toBe(`The cooling-off period ended on ${formatDate(dayFromToday(-1))}. To cancel this policy, please contact us.`);
    expect(screen.queryByRole('button', { name: 'Cancel this policy' })).toBeNull();
  });

  it('is open on the last day of the period and closed the day after', () => {
    const policy = { state: 'ACTIVE' as const, coolingOffEndsOn: '2026-04-01', createdAt: '2026-03-01T08:00:00Z' };
    expect(canCancelOnline(policy, '2026-04-01')).toBe(true);
    expect(canCancelOnline(policy, '2026-04-02')).toBe(false);
    expect(canCancelOnline({ ...policy, state: 'CANCELLED' as const }, '2026-03-10')).toBe(false);
    // Without the server's end date: the shared rule from the day the policy was made.
    expect(canCancelOnline({ ...policy, coolingOffEndsOn: null }, '2026-04-01')).toBe(true);
    expect(canCancelOnline({ ...policy, coolingOffEndsOn: null }, '2026-04-02')).toBe(false);
  });
});

/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decemberYears, goalEstimate } from '@imali/savings/domain';
import { formatDate } from '@imali/shared/ui';
import { resolveToday, toIsoDate } from '@imali/shared/validation';
import { SavingsFuneralPoliciesDocument, SavingsGoalDocument, SavingsUpdateBucketDocument, type BucketType } from '../../gql/graphql';
import { bucket, client, goalDetailBucket, plain, renderAt } from '../../testing/savings-fixtures';
import { SavingsGoalPage } from './savings-goal-page';

// Under Jest every image import is the same stub: a URL per type shows which type's image a page asked for.
jest.mock('../../components/goal-image', () => ({ goalImage: (type: string) => `/assets/goal-${type}.svg` }));

/** The route's goal id (a UUID, as every goal's is). */
const GOAL_ID = '9b2f4c1e-3a5d-4e6f-8a7b-1c2d3e4f5a6b';

function goal(found: ReturnType<typeof goalDetailBucket> | null, paymentBankAccountId: string | null = 'bank-1') {
  return {
    request: { query: SavingsGoalDocument, variables: { id: GOAL_ID } },
    result: {
      data: {
        myClient: {
          ...client,
          savings: {
            __typename: 'Savings',
            id: 'savings-1',
            paymentBankAccountId,
            payDay: 25,
            bucketInfo: found ? [{ __typename: 'Bucket', id: found.id, name: found.name, bucketType: found.bucketType, amount: found.amount }] : [],
            bucketInfoById: found,
          },
        },
      },
    },
  };
}

const open = (mocks: Parameters<typeof renderAt>[3]) => renderAt(`/savings/${GOAL_ID}`, '/savings/:id', <SavingsGoalPage />, mocks);

describe('/savings/{id}', () => {
  it('a Custom goal shows its description once (the description and its detail are the same text)', async () => {
    open([
      goal(
        goalDetailBucket({
          id: 'b-1',
          name: 'Laptop',
          bucketType: 'OTHER',
          description: 'A laptop for college',
          metaData: [{ __typename: 'MetaData', key: 'description', value: 'A laptop for college' }],
        }),
      ),
    ]);
    await screen.findByRole('heading', { name: 'My Laptop Goal' });
    const labels = [...screen.getByTestId('savings-goal-fields').querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels.filter((label) => label === 'Description')).toHaveLength(1);
    expect(plain(screen.getByTestId('savings-goal-fields'))).toContain('A laptop for college');
  });

  it('shows every field of the goal, with Withdraw and the transfer disabled at R0', async () => {
    open([
      goal(
        goalDetailBucket({
          id: 'b-1',
          name: 'Trip',
          bucketType: 'HOLIDAY',
          amount: 0,
          targetAmount: 12000,
          targetDate: '2031-06-30',
          desiredSavings: 1000,
          totalContributionsAmount: 500,
          totalWithdrawalsAmount: 500,
          metaData: [{ __typename: 'MetaData', key: 'destination', value: 'Durban' }],
        }),
      ),
    ]);
    expect(await screen.findByRole('heading', { name: 'My Trip Goal' })).toBeTruthy();
    const fields = plain(screen.getByTestId('savings-goal-fields'));
    for (const text of ['Holiday', 'R 12 000.00', 'R 1 000.00', '12', '30 Jun 2031', 'Durban', 'Total contributions', 'Total withdrawals']) expect(fields).toContain(text);
    expect(plain(screen.getByTestId('savings-goal-left'))).toBe('R 12 000.00 to go');
    expect(screen.getByTestId('savings-goal-dial').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByTestId('savings-goal-dial').getAttribute('data-colour')).toBe('red');
    expect(screen.getByTestId('savings-goal-status').textContent).toBe('No Savings yet');
    expect((screen.getByTestId('savings-goal-withdraw') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('savings-transfer-emergency') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('savings-back').getAttribute('href')).toBe('/savings');
    expect(screen.getByTestId('savings-eft-reference').textContent).toBe(client.idNumber);
  });

  it('the Emergency goal has no transfer to itself', async () => {
    open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'EMERGENCY', name: 'Emergency', amount: 100 }))]);
    expect(await screen.findByRole('heading', { name: 'My Emergency Fund' })).toBeTruthy();
    expect((screen.getByTestId('savings-goal-withdraw') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('savings-transfer-emergency')).toBeNull();
  });

  it('December plan: payout day and year selectors send the payout date on change; Withdraw Now and the transfer show with money in it', async () => {
    const sent: unknown[] = [];
    const year = decemberYears(resolveToday())[1]!;
    open([
      goal(goalDetailBucket({ id: 'b-1', bucketType: 'YEAR_END', name: 'December Fund', amount: 600 })),
      {
        request: { query: SavingsUpdateBucketDocument, variables: (variables: unknown) => (sent.push(variables), true) },
        result: { data: { updateSavingsBucket: bucket({ id: 'b-1', bucketType: 'YEAR_END', payoutDate: `${year}-12-15` }) } },
      },
      // The refetch after the save.
      goal(goalDetailBucket({ id: 'b-1', bucketType: 'YEAR_END', name: 'December Fund', amount: 600, payoutDate: `${year}-12-15` })),
    ]);
    expect(await screen.findByRole('heading', { name: 'My December Plan' })).toBeTruthy();
    expect(screen.getByTestId('savings-withdraw-now')).toBeTruthy();
    expect(screen.getByTestId('savings-transfer-emergency').textContent).toBe('Transfer to Emergency Fund');
    const years = Array.from((screen.getByLabelText('Year') as HTMLSelectElement).options).map((option) => option.value).filter(Boolean);
    expect(years).toEqual(decemberYears(resolveToday()).map(String));
    fireEvent.change(screen.getByLabelText('Payout day'), { target: { value: '15' } });
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(year) } });
    expect(plain(await screen.findByTestId('savings-payout-saved'))).toBe('Payout date saved');
    expect(sent[0]).toEqual({ id: 'b-1', input: { payoutDate: `${year}-12-15` } });
    // A date ahead is worded as what will happen, not as if it had been paid.
    expect(plain(screen.getByTestId('savings-december-payout'))).toBe(`Your December Fund will be paid out on 15 Dec ${year}.`);
    expect(plain(screen.getByTestId('savings-december-plan'))).not.toContain('Paid out on');
  });

  it('December plan: a saved payout year no longer offered stays shown; a day change with it is refused with the years offered', async () => {
    const offered = decemberYears(resolveToday());
    const past = offered[0]! - 1;
    open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'YEAR_END', name: 'December Fund', amount: 600, payoutDate: `${past}-12-15` }))]);
    await screen.findByTestId('savings-december-plan');
    const year = screen.getByLabelText('Year') as HTMLSelectElement;
    expect(year.value).toBe(String(past));
    expect(year.options[year.selectedIndex]?.textContent).toBe(String(past));
    expect((screen.getByLabelText('Payout day') as HTMLSelectElement).value).toBe('15');
    fireEvent.change(screen.getByLabelText('Payout day'), { target: { value: '20' } });
    expect(plain(await screen.findByTestId('savings-payout-error'))).toContain(`Choose a year from ${offered[0]} to ${offered[4]}`);
  });

  it('December plan: the payout line by state: paid out with the amount, or not paid for want of a bank account; before the date what will happen; nothing for a past date with no payout', async () => {
    const paid = { __typename: 'DecemberPayout' as const, payoutDate: '2026-12-15', status: 'PAID_OUT', amount: 1234.56 };
    const view = open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'YEAR_END', name: 'December Fund', amount: 0, payoutDate: '2026-12-15', decemberPayout: paid }))]);
    expect(plain(await screen.findByTestId('savings-december-payout'))).toBe('Paid out on 15 Dec 2026: R 1 234.56');
    view.unmount();

    const unpaid = open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'YEAR_END', name: 'December Fund', amount: 600, payoutDate: '2026-12-15', decemberPayout: { ...paid, status: 'NO_ACCOUNT', amount: 600 } }))]);
    expect(plain(await screen.findByTestId('savings-december-payout'))).toBe('Not paid out on 15 Dec 2026: your savings has no bank account to pay it into. The money stays in your goal.');
    unpaid.unmount();

    const year = decemberYears(resolveToday())[1]!;
    const ahead = open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'YEAR_END', name: 'December Fund', amount: 600, payoutDate: `${year}-12-15` }))]);
    expect(plain(await screen.findByTestId('savings-december-payout'))).toBe(`Your December Fund will be paid out on 15 Dec ${year}.`);
    expect(screen.queryByTestId('savings-december-choose-account')).toBeNull();
    ahead.unmount();

    open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'YEAR_END', name: 'December Fund', amount: 600, payoutDate: '2020-12-15' }))]);
    await screen.findByTestId('savings-december-plan');
    expect(screen.queryByTestId('savings-december-payout')).toBeNull();
  });

  it('December plan: with no bank account to pay into, the page does not promise the payout: it says to choose one, and the button opens Edit plan', async () => {
    const year = decemberYears(resolveToday())[1]!;
    const hint = `Your December Fund cannot be paid out on 15 Dec ${year}: your savings has no bank account to pay it into. Choose one in Edit plan.`;
    const none = open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'YEAR_END', name: 'December Fund', amount: 600, payoutDate: `${year}-12-15` }), null)]);
    expect(plain(await screen.findByTestId('savings-december-payout'))).toBe(hint);
    expect(plain(screen.getByTestId('savings-december-plan'))).not.toContain('will be paid out');
    fireEvent.click(screen.getByTestId('savings-december-choose-account'));
    expect(await screen.findByTestId('savings-bank-change')).toBeTruthy();
    none.unmount();

    // An account chosen once that is no longer the client's: the payout job pays nothing either.
    open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'YEAR_END', name: 'December Fund', amount: 600, payoutDate: `${year}-12-15` }), 'bank-gone')]);
    expect(plain(await screen.findByTestId('savings-december-payout'))).toBe(hint);
    expect(screen.getByTestId('savings-december-choose-account')).toBeTruthy();
  });

  it('the estimate counts what the client already has saved elsewhere, as the quote does (R 3 000 saved + R 2 000 elsewhere of R 12 000 at R 1 000 a month: 7 months)', async () => {
    open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'CAR', name: 'Car', amount: 3000, existingAmount: 2000, targetAmount: 12000, desiredSavings: 1000 }))]);
    await screen.findByTestId('savings-goal-fields');
    expect(plain(screen.getByTestId('savings-goal-months-left'))).toBe('7');
    expect(plain(screen.getByTestId('savings-goal-existing'))).toBe('R 2 000.00');
    const expected = goalEstimate({ amountCents: 300_000, existingAmountCents: 200_000, targetCents: 1_200_000, monthlyCents: 100_000 }, resolveToday()).estimatedDate!;
    expect(plain(screen.getByTestId('savings-goal-estimated-date'))).toBe(formatDate(toIsoDate(expected)));
  });

  it('an empty December plan offers neither Withdraw Now nor the transfer', async () => {
    open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'YEAR_END', name: 'December Fund', amount: 0 }))]);
    await screen.findByTestId('savings-december-plan');
    expect(screen.queryByTestId('savings-withdraw-now')).toBeNull();
    expect(screen.queryByTestId('savings-transfer-emergency')).toBeNull();
  });

  it.each<[BucketType, string, string]>([
    ['HOLIDAY', 'Trip', 'My Trip Goal'],
    ['YEAR_END', 'December Fund', 'My December Plan'],
    ['HOUSE', '', 'My Housing Goal'],
  ])('shows the %s image beside the title, as decoration', async (bucketType, name, title) => {
    open([goal(goalDetailBucket({ id: 'b-1', bucketType, name, amount: 100 }))]);
    const heading = await screen.findByRole('heading', { name: title });
    const image = screen.getByTestId('savings-goal-image');
    // In the page's header, beside its title.
    expect(image.closest('header')).toBe(heading.closest('header'));
    expect(image.querySelector('img')?.getAttribute('src')).toBe(`/assets/goal-${bucketType}.svg`);
    expect(image.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(image.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByTestId('savings-goal-image')).toHaveLength(1);
  });

  it('a failing query shows "Error! {message}"; an unknown goal says it is not found', async () => {
    const first = open([{ request: { query: SavingsGoalDocument, variables: { id: GOAL_ID } }, error: new Error('boom') }]);
    expect(plain(await screen.findByRole('alert'))).toContain('Error! boom');
    expect(screen.queryByTestId('savings-goal-image')).toBeNull();
    first.unmount();
    open([goal(null)]);
    expect(await screen.findByText('Goal not found')).toBeTruthy();
    expect(screen.queryByTestId('savings-goal-image')).toBeNull();
  });

  it('an id in the address that is no goal’s (not a UUID: mistyped, cut short) says the goal is not found, as an unknown one does, and asks nothing', async () => {
    for (const id of ['not-a-goal', '123', `${GOAL_ID.slice(0, 30)}`]) {
      // No mocked answers: a query sent would fail and show "Error! ...".
      const view = renderAt(`/savings/${id}`, '/savings/:id', <SavingsGoalPage />, []);
      expect(await screen.findByText('Goal not found')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      view.unmount();
    }
  });

  it('Edit Goal opens the guided modal at "Choose the type", this goal\'s type chosen, then its details', async () => {
    open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'CAR', name: 'Car', amount: 100, targetAmount: 30000, metaData: [{ __typename: 'MetaData', key: 'savingFor', value: 'New Car' }] }))]);
    fireEvent.click(await screen.findByTestId('savings-edit-goal'));
    const type = await screen.findByTestId('guided-goal-type');
    expect((within(type).getByLabelText('Car') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(type).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect((screen.getByLabelText('Saving for') as HTMLSelectElement).value).toBe('New Car'));
    expect((screen.getByLabelText('Goal amount (R)') as HTMLInputElement).value).toBe('30000');
  });

  it('a Funeral goal offers to keep a funeral policy paid; other goals do not', async () => {
    const policies = {
      request: { query: SavingsFuneralPoliciesDocument, variables: { id: 'b-1' } },
      result: {
        data: {
          myClient: {
            __typename: 'Client',
            id: 'client-1',
            funeralPolicies: [{ __typename: 'FuneralPolicy', id: 'p-1', policyNumber: 'FP0001', state: 'ACTIVE', stateLabel: 'Active', currentPremiumTotal: 96.4 }],
            savings: { __typename: 'Savings', id: 'savings-1', bucketInfoById: { __typename: 'Bucket', id: 'b-1', keepsFuneralPolicyId: 'p-1' } },
          },
        },
      },
    };
    const funeral = open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'FUNERAL', name: 'Funeral', amount: 500 })), policies]);
    await waitFor(() => expect((screen.getByTestId('savings-keeps-policy') as HTMLSelectElement).value).toBe('p-1'));
    funeral.unmount();
    open([goal(goalDetailBucket({ id: 'b-1', bucketType: 'CAR', name: 'Car', amount: 100 }))]);
    await screen.findByTestId('savings-goal-fields');
    expect(screen.queryByTestId('savings-keeps-funeral-policy')).toBeNull();
  });
});

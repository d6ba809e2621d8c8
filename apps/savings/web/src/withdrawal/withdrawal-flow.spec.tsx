/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WITHDRAWAL_BALANCE_MESSAGE } from '@imali/savings/domain';
import { SavingsTransferDocument, SavingsWithdrawDocument } from '../gql/graphql';
import { bucket, client, plain, renderAt } from '../testing/savings-fixtures';
import { PROCESSING_TEXT, MOVED_TEXT, TAKE_ME_HOME, WithdrawalFlow, type WithdrawalFlowProps } from './withdrawal-flow';

const buckets = [
  { id: 'b-1', name: 'Holiday', bucketType: 'HOLIDAY', amount: 300 },
  { id: 'b-2', name: 'December Fund', bucketType: 'YEAR_END', amount: 1000 },
  { id: 'b-3', name: 'Car', bucketType: 'CAR', amount: 40 },
];

function open(props: Partial<WithdrawalFlowProps>, mocks: Parameters<typeof renderAt>[3] = []) {
  const onClose = jest.fn();
  renderAt(
    '/savings',
    '/savings',
    <WithdrawalFlow savingsId="savings-1" buckets={buckets} bankAccounts={client.bankAccounts} bankAccountId="bank-1" onClose={onClose} {...props} />,
    mocks,
  );
  return onClose;
}

const step = () => screen.getByTestId('wizard-step');
const next = () => fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));

describe('withdrawal flow', () => {
  it('choose a goal (one under R50 cannot be chosen), the amount from R50 to the balance, sure, bank, then processing and Take me home', async () => {
    const sent: unknown[] = [];
    open({}, [
      {
        request: { query: SavingsWithdrawDocument, variables: (variables: unknown) => (sent.push(variables), true) },
        result: { data: { withdrawSavings: { __typename: 'Withdrawal', id: 'w-1', bucketId: 'b-1', amount: 120, status: 'PROCESSING' } } },
      },
    ]);
    await screen.findByTestId('withdrawal-bucket');
    fireEvent.click(screen.getByLabelText(/^Car/));
    next();
    expect(await screen.findByText(WITHDRAWAL_BALANCE_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Holiday/));
    next();
    // Amount: slider from R50 to the balance in steps of R10.
    const slider = (await screen.findByRole('slider', { name: 'Amount to withdraw' })) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['50', '300', '10', '50']);
    fireEvent.change(screen.getByLabelText('Amount (R)'), { target: { value: '301' } });
    next();
    expect(await screen.findByText('The withdrawal amount must be between R 50.00 and R 300.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount (R)'), { target: { value: '120' } });
    next();
    // The plain "are you sure".
    expect((await screen.findByTestId('withdrawal-sure')).getAttribute('data-variant')).toBe('plain');
    next();
    expect(await screen.findByText('Select one')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Yes'));
    next();
    await screen.findByTestId('withdrawal-bank');
    expect((screen.getByLabelText('Bank account') as HTMLSelectElement).value).toBe('bank-1');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw R 120.00' }));
    expect(plain(await screen.findByTestId('withdrawal-processing'))).toContain(PROCESSING_TEXT);
    expect(sent[0]).toMatchObject({ input: { bucketId: 'b-1', savingsId: 'savings-1', bankAccountId: 'bank-1', amount: 120 } });
    expect(typeof (sent[0] as { input: { idempotencyKey: string } }).input.idempotencyKey).toBe('string');
    fireEvent.click(screen.getByRole('button', { name: TAKE_ME_HOME }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('plain variant: No ends the flow', async () => {
    const onClose = open({ bucketId: 'b-1' });
    await screen.findByTestId('withdrawal-amount');
    next();
    await screen.findByTestId('withdrawal-sure');
    fireEvent.click(screen.getByLabelText('No'));
    next();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('December variant: No moves the amount to the Emergency Fund', async () => {
    const sent: unknown[] = [];
    open({ bucketId: 'b-2' }, [
      {
        request: { query: SavingsTransferDocument, variables: (variables: unknown) => (sent.push(variables), true) },
        result: {
          data: {
            transferSavings: {
              __typename: 'TransferSavingsResult',
              fromBucket: bucket({ id: 'b-2', bucketType: 'YEAR_END', amount: 800 }),
              toBucket: bucket({ id: 'e-1', bucketType: 'EMERGENCY', amount: 200 }),
            },
          },
        },
      },
    ]);
    await screen.findByTestId('withdrawal-amount');
    fireEvent.change(screen.getByLabelText('Amount (R)'), { target: { value: '200' } });
    next();
    expect((await screen.findByTestId('withdrawal-sure')).getAttribute('data-variant')).toBe('december');
    fireEvent.click(screen.getByLabelText('No'));
    next();
    expect(plain(await screen.findByTestId('withdrawal-moved'))).toContain(MOVED_TEXT);
    expect(sent[0]).toMatchObject({ input: { savingsId: 'savings-1', fromBucketId: 'b-2', amount: 200 } });
    expect((sent[0] as { input: Record<string, unknown> }).input['toBucketId']).toBeUndefined();
  });

  it('the big figure shows only an amount the rule passes (what will be withdrawn), otherwise R 0.00 as when empty', async () => {
    open({ bucketId: 'b-1' });
    await screen.findByTestId('withdrawal-amount');
    const figure = () => plain(screen.getByTestId('withdrawal-amount-value'));
    const type = (value: string) => fireEvent.change(screen.getByLabelText('Amount (R)'), { target: { value } });
    expect(figure()).toBe('R 50.00');
    type('120.5');
    expect(figure()).toBe('R 120.50');
    type('');
    expect(figure()).toBe('R 0.00');
    // Shown as the rule's message under the field, never as a rounded or signed figure.
    for (const value of ['50.555', '-50', '40', '301', 'abc']) {
      type(value);
      expect([value, figure()]).toEqual([value, 'R 0.00']);
    }
    type('300');
    expect(figure()).toBe('R 300.00');
  });

  it('a preset goal under R50 says so', async () => {
    open({ bucketId: 'b-3' });
    expect(plain(await screen.findByTestId('withdrawal-balance-error'))).toContain(WITHDRAWAL_BALANCE_MESSAGE);
  });
});

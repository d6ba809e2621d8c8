/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SharedCreateBankAccountDocument } from '@imali/shared/web';
import { SavingsUpdatePaymentDetailsDocument } from '../gql/graphql';
import { client, renderAt } from '../testing/savings-fixtures';
import { BankChangeFlow } from './bank-change-flow';

describe('bank change flow', () => {
  it('pay day 1 to 31 and a bank account ("Select one"), then Confirm saves and closes', async () => {
    const sent: unknown[] = [];
    const onClose = jest.fn();
    renderAt('/savings', '/savings', <BankChangeFlow payDay={null} bankAccountId={null} bankAccounts={client.bankAccounts} onClose={onClose} />, [
      {
        request: { query: SavingsUpdatePaymentDetailsDocument, variables: (variables: unknown) => (sent.push(variables), true) },
        result: { data: { updateSavingsPaymentDetails: { __typename: 'Savings', id: 'savings-1', payDay: 25, paymentBankAccountId: 'bank-1' } } },
      },
    ]);
    const payDay = (await screen.findByLabelText('Pay day')) as HTMLSelectElement;
    expect(Array.from(payDay.options).map((option) => option.value)).toEqual(['', ...Array.from({ length: 31 }, (_, i) => String(i + 1))]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(['This field is required', 'Select one']);
    expect(sent).toHaveLength(0);
    fireEvent.change(payDay, { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Bank account'), { target: { value: 'bank-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toEqual({ input: { payDay: 25, bankAccountId: 'bank-1' } });
  });

  it('Add a bank account: the shared dialog adds one and, back in the flow, it is chosen (the flow itself is not submitted)', async () => {
    const saved = jest.fn();
    renderAt('/savings', '/savings', <BankChangeFlow payDay={25} bankAccountId="bank-1" bankAccounts={client.bankAccounts} onClose={() => undefined} />, [
      {
        request: { query: SharedCreateBankAccountDocument, variables: () => true },
        result: {
          data: {
            createBankAccount: {
              __typename: 'BankAccount',
              id: 'bank-new',
              bankName: 'Capitec Bank',
              branchCode: '470010',
              accountNo: '1234567890',
              ownAccount: true,
              accountHolderName: null,
              accountHolderContactNumber: null,
              accountHolderEmail: null,
              accountHolderIdNumber: null,
              verifyAccountInfo: false,
            },
          },
        },
      },
      { request: { query: SavingsUpdatePaymentDetailsDocument, variables: () => true }, result: () => (saved(), { data: { updateSavingsPaymentDetails: null } }) },
    ]);
    fireEvent.click(await screen.findByTestId('savings-add-bank-account'));
    const dialog = await screen.findByTestId('add-bank-account-dialog');
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: '1234567890' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('add-bank-account-dialog')).toBeNull());
    await waitFor(() => expect((screen.getByLabelText('Bank account') as HTMLSelectElement).value).toBe('bank-new'));
    expect(saved).not.toHaveBeenCalled();
  });
});

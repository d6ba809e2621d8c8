/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SavingsUpdateTaxNumberDocument } from '../gql/graphql';
import { renderAt } from '../testing/savings-fixtures';
import { TaxNumberModal } from './tax-number-modal';

describe('tax-number modal', () => {
  it('refuses an invalid tax number with the spec message, then saves a valid one through updateMyProfile', async () => {
    const onClose = jest.fn();
    renderAt('/savings', '/savings', <TaxNumberModal onClose={onClose} />, [
      {
        request: { query: SavingsUpdateTaxNumberDocument, variables: { taxNumber: '0001339050' } },
        result: { data: { updateMyProfile: { __typename: 'Client', id: 'client-1', taxNumber: '0001339050' } } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '1234567890' } });
    expect(await screen.findByText('Invalid Tax Number')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '0001339050' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

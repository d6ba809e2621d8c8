/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { fakeDocument, fakeVaultServer } from '../../testing/fake-vault-server';
import { readable, renderAt } from '../../testing/render';
import { DocumentVaultPage } from './document-vault-page';

const open = (documents: unknown[] | null) => renderAt(<DocumentVaultPage />, { link: fakeVaultServer({ myClient: () => ({ id: 'client-1', documents }) }).link, path: '/documents' });

describe('/documents', () => {
  it('always shows Selfie, SA ID, Proof of Vaccination and Payslips, each linking to its page', async () => {
    open([]);
    const slots = await screen.findAllByTestId('vault-slot');
    expect(slots.map((slot) => [readable(slot.querySelector('h2')), readable(slot.querySelector('.badge')), slot.getAttribute('href')])).toEqual([
      ['Selfie', 'Not uploaded yet', '/documents/selfie'],
      ['SA ID', 'Not uploaded yet', '/documents/id'],
      ['Proof of Vaccination', 'Not uploaded yet', '/documents/vaccine'],
      ['Payslips', 'Not uploaded yet', '/documents/payslip'],
    ]);
    expect(screen.queryByText('Other documents')).toBeNull();
  });

  it('counts uploads in their slot and lists other types when present, each opening in the viewer', async () => {
    const mandate = fakeDocument('DEBIT_ORDER_MANDATE', { name: 'Debit order mandate' });
    open([fakeDocument('PAYSLIP'), fakeDocument('PAYSLIP'), fakeDocument('RSA_ID'), mandate]);
    const slots = await screen.findAllByTestId('vault-slot');
    expect(readable(slots[1]!.querySelector('.badge'))).toBe('Uploaded');
    expect(readable(slots[3]!.querySelector('.badge'))).toBe('2 uploaded');
    const other = screen.getByTestId('vault-other-document');
    expect(readable(other)).toContain('Debit order mandate');
    expect(other.getAttribute('href')).toBe(`/documents/document/${mandate.id}`);
  });

  it('says "An error has occurred" when the documents cannot be loaded', async () => {
    open(null);
    expect(readable(await screen.findByTestId('documents-error'))).toContain('An error has occurred');
  });
});

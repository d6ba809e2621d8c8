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
    const other = screen.getByTestId('vault-other-type');
    expect(readable(other)).toContain('Debit order mandate');
    expect(other.getAttribute('href')).toBe(`/documents/document/${mandate.id}`);
  });

  it('shows one card for each other type, not one for each document: its count and newest date, leading to its list page or its newest document', async () => {
    const schedules = ['2026-03-01', '2026-05-02', '2026-04-03'].map((day, n) => fakeDocument('FUNERAL_POLICY_SCHEDULE', { id: `schedule-${n}`, createdAt: `${day}T08:00:00.000Z` }));
    const statements = ['2026-01-10', '2026-02-10'].map((day, n) => fakeDocument('HYPHEN', { id: `statement-${n}`, createdAt: `${day}T08:00:00.000Z` }));
    const letter = fakeDocument('FUNERAL_LETTER', { id: 'letter-1', name: 'Funeral letter for Sipho', createdAt: '2026-06-01T08:00:00.000Z' });
    open([...schedules, fakeDocument('PAYSLIP'), ...statements, letter]);
    const cards = await screen.findAllByTestId('vault-other-type');
    expect(cards.map((card) => [readable(card.querySelector('h2, h3')), readable(card.querySelector('.muted')), card.getAttribute('href')])).toEqual([
      ['Hyphen statements', '2 documents · newest added 10 Feb 2026', '/documents/hyphenStatement'],
      ['Funeral policy schedules', '3 documents · newest added 2 May 2026', '/documents/document/schedule-1'],
      ['Funeral letter for Sipho', 'Funeral letter · Added 1 Jun 2026', '/documents/document/letter-1'],
    ]);
  });

  it('says "An error has occurred" when the documents cannot be loaded', async () => {
    open(null);
    expect(readable(await screen.findByTestId('documents-error'))).toContain('An error has occurred');
  });
});

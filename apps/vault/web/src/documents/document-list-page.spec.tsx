/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { fakeDocument, fakeVaultServer } from '../testing/fake-vault-server';
import { readable, renderAt } from '../testing/render';
import { DocumentListPage } from './document-list-page';

const open = (documents: unknown[] | null) =>
  renderAt(<DocumentListPage type="PAYSLIP" add={{ path: '/documents/payslip/add', label: 'Add a payslip' }} />, { link: fakeVaultServer({ myClient: () => ({ id: 'client-1', documents }) }).link, path: '/documents/payslip' });

describe('/documents/payslip', () => {
  it('prompts to add a payslip when there are none', async () => {
    open([fakeDocument('RSA_ID')]);
    const empty = await screen.findByTestId('documents-empty');
    expect(readable(empty)).toContain('You have no payslips in your vault yet');
    expect(screen.getByTestId('document-add').getAttribute('href')).toBe('/documents/payslip/add');
    expect(readable(screen.getByTestId('document-add'))).toBe('Add a payslip');
  });

  it('lists payslips newest first, each linking to the viewer', async () => {
    const older = fakeDocument('PAYSLIP', { name: 'October', createdAt: '2026-10-25T08:00:00.000Z' });
    const newer = fakeDocument('PAYSLIP', { name: 'November', createdAt: '2026-11-25T08:00:00.000Z' });
    open([older, newer]);
    const rows = await screen.findAllByTestId('document-row');
    expect(rows.map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual([`/documents/payslip/${newer.id}`, `/documents/payslip/${older.id}`]);
    expect(screen.getByTestId('document-add')).toBeTruthy();
  });

  it('shows the loading state, then "An error has occurred" on failure', async () => {
    open(null);
    expect(screen.getByTestId('spinner')).toBeTruthy();
    expect(readable(await screen.findByTestId('documents-error'))).toContain('An error has occurred');
  });
});

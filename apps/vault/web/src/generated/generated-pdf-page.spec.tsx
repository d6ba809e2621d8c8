/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeDocument, fakeVaultServer } from '../testing/fake-vault-server';
import { renderAt } from '../testing/render';
import { GeneratedPdfPage } from './generated-pdf-page';

// The viewer's PDF chunk stood in for: it says when the PDF is drawn (the route has stored it by then).
jest.mock('../viewer/pdf-view', () => {
  const { useEffect } = jest.requireActual('react');
  return { __esModule: true, default: ({ url, onShown }: { url: string; onShown?: () => void }) => {
    useEffect(() => onShown?.(), [onShown]);
    return <div data-testid="pdf-view" data-url={url} />;
  } };
});

describe('/documents/funeral/{id}/schedule', () => {
  it('shows the schedule from the PDF route, with Download, and Email once the vault has stored it', async () => {
    const schedule = fakeDocument('FUNERAL_POLICY_SCHEDULE', { id: 'doc-s', subjectId: 'policy-1' });
    const server = fakeVaultServer({
      myClient: () => ({ id: 'client-1', documents: [fakeDocument('FUNERAL_POLICY_SCHEDULE', { subjectId: 'policy-2' }), schedule] }),
      emailClientDocument: ({ id }: { id: string }) => ({ id: 'e1', documentId: id, sentAt: '2026-11-27T08:00:00.000Z' }),
    });
    renderAt(<GeneratedPdfPage kind="funeral-schedule" />, { link: server.link, path: '/documents/funeral/policy-1/schedule', route: '/documents/funeral/:id/schedule' });
    expect((await screen.findByTestId('pdf-view')).getAttribute('data-url')).toBe('/files/pdf/funeral/policy-1/schedule');
    expect(screen.getByTestId('document-download').getAttribute('download')).toBe('policy-schedule-policy-1.pdf');
    fireEvent.click(await screen.findByTestId('document-email'));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'me@example.co.za' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-document-send')));
    await waitFor(() => expect(server.variablesOf('VaultEmailClientDocument')).toEqual([{ id: 'doc-s', email: 'me@example.co.za' }]));
  });
});

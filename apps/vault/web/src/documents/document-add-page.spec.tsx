/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeDocument, fakeVaultServer } from '../testing/fake-vault-server';
import { FakeXhr, installFakeXhr } from '@imali/shared/web/testing';
import { currentLocation, readable, renderAt } from '../testing/render';
import { DOCUMENT_FOR_CHOOSE_HINT, DOCUMENT_FOR_EMPTY_MESSAGE, DOCUMENT_FOR_ERROR_HINT, DocumentAddPage } from './document-add-page';

installFakeXhr();

function open() {
  const server = fakeVaultServer({
    myClient: () => ({ id: 'client-1', documents: [] }),
    createClientDocument: ({ input }: { input: { type: string; name: string; fileId: string } }) => fakeDocument(input.type, { id: 'doc-new', name: input.name, file: { id: input.fileId, name: 'id.pdf', contentType: 'application/pdf', url: `/files/${input.fileId}` } }),
  });
  renderAt(<DocumentAddPage type="RSA_ID" title="Add your ID" />, { link: server.link, path: '/documents/id/add' });
  return server;
}

const choose = async (file: File) => {
  const input = screen.getByLabelText('SA ID');
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
};

describe('/documents/id/add', () => {
  it.each([
    [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), 'Upload a JPEG, PNG or PDF file'],
    [new File([], 'empty.pdf', { type: 'application/pdf' }), 'The file is empty'],
    [new File(['%PDF-1.4'], 'id\u0007.pdf', { type: 'application/pdf' }), 'The file name has characters that are not allowed; rename the file and try again'],
    [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }), 'The file is larger than 5 MB'],
  ])('refuses %p before sending anything: %s', async (file, message) => {
    const server = open();
    await choose(file);
    expect(readable(await screen.findByTestId('document-upload-error'))).toBe(message);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(server.variablesOf('VaultCreateClientDocument')).toEqual([]);
  });

  it('sends the file, records it as the client’s SA ID and opens it in the viewer', async () => {
    const server = open();
    await choose(new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.headers['X-File-Name']).toBe('id.pdf');
    await act(async () => FakeXhr.sent[0]!.reply(201, { id: 'file-9', name: 'id.pdf', contentType: 'application/pdf', size: 8 }));
    await waitFor(() => expect(currentLocation()).toBe('/documents/id/doc-new'));
    expect(server.variablesOf('VaultCreateClientDocument')).toEqual([{ input: { type: 'RSA_ID', name: 'SA ID', source: 'DOCUMENT_VAULT_UPLOAD', fileId: 'file-9' } }]);
  });

  it('shows the vault’s own refusal (a file that is not what it says)', async () => {
    open();
    await choose(new File(['MZ'], 'id.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0]!.reply(415, { error: { code: 'BAD_USER_INPUT', message: 'Upload a JPEG, PNG or PDF file' } }));
    expect(readable(await screen.findByTestId('document-upload-error'))).toBe('Upload a JPEG, PNG or PDF file');
  });
});

describe('/documents/id/add: whom the ID is for (docs/decisions/vault-document-for-someone-else.md)', () => {
  type Life = { id: string; firstNames: string; surname: string; memberType: string };
  const policy = (policyNumber: string, livesCovered: Life[]) => ({ id: `policy-${policyNumber}`, policyNumber, livesCovered });
  const holder: Life = { id: '11111111-1111-4111-8111-111111111111', firstNames: 'Thandi', surname: 'Mokoena', memberType: 'POLICY_HOLDER' };
  const spouse: Life = { id: '22222222-2222-4222-8222-222222222222', firstNames: 'Sipho', surname: 'Mokoena', memberType: 'SPOUSE' };
  const child: Life = { id: '33333333-3333-4333-8333-333333333333', firstNames: 'Lwazi', surname: 'Mokoena', memberType: 'CHILD' };
  const created = ({ input }: { input: { type: string; name: string; fileId: string } }) =>
    fakeDocument(input.type, { id: 'doc-new', name: input.name, file: { id: input.fileId, name: 'id.pdf', contentType: 'application/pdf', url: `/files/${input.fileId}` } });

  function openWith(myClient: () => unknown, createClientDocument: (args: { input: { type: string; name: string; fileId: string } }) => unknown = created) {
    const server = fakeVaultServer({ myClient, createClientDocument });
    renderAt(<DocumentAddPage type="RSA_ID" title="Add your ID" forSomeoneElse />, { link: server.link, path: '/documents/id/add' });
    return server;
  }
  const upload = async () => {
    await choose(new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0]!.reply(201, { id: 'file-9', name: 'id.pdf', contentType: 'application/pdf', size: 8 }));
  };

  beforeEach(() => FakeXhr.sent.splice(0));

  it('waits for the people on the client’s policies before the file can be chosen', async () => {
    let answer: (value: unknown) => void = () => undefined;
    openWith(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading the people on your policies')).toBeTruthy();
    expect((screen.getByLabelText('SA ID') as HTMLInputElement).disabled).toBe(true);
    await act(async () => answer({ id: 'client-1', funeralPolicies: [] }));
    await waitFor(() => expect((screen.getByLabelText('SA ID') as HTMLInputElement).disabled).toBe(false));
  });

  it('offers Me and each life covered on the client’s policies (never the holder); the chosen person’s ID is sent with their id and name', async () => {
    const server = openWith(() => ({ id: 'client-1', funeralPolicies: [policy('IMF-1', [holder, spouse]), policy('IMF-2', [holder, child])] }));
    const chooser = await screen.findByTestId('document-for');
    expect(within(chooser).getByText('This ID is for')).toBeTruthy();
    expect(within(chooser).getAllByRole('radio').map((radio) => readable(radio.closest('label')!))).toEqual(['Me', 'Sipho Mokoena (Spouse, IMF-1)', 'Lwazi Mokoena (Child, IMF-2)']);
    // Nothing is chosen for them: the file waits for the choice.
    expect(within(chooser).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(readable(chooser)).toContain(DOCUMENT_FOR_CHOOSE_HINT);
    expect((screen.getByLabelText('SA ID') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(chooser).getByLabelText('Sipho Mokoena (Spouse, IMF-1)'));
    expect((screen.getByLabelText('SA ID') as HTMLInputElement).disabled).toBe(false);
    await upload();
    await waitFor(() => expect(currentLocation()).toBe('/documents/id/doc-new'));
    expect(server.variablesOf('VaultCreateClientDocument')).toEqual([
      { input: { type: 'RSA_ID', name: 'SA ID: Sipho Mokoena', source: 'DOCUMENT_VAULT_UPLOAD', fileId: 'file-9', forClientId: spouse.id } },
    ]);
  });

  it('Me chosen, the ID is the client’s own (no forClientId)', async () => {
    const server = openWith(() => ({ id: 'client-1', funeralPolicies: [policy('IMF-1', [holder, spouse])] }));
    fireEvent.click(within(await screen.findByTestId('document-for')).getByLabelText('Me'));
    await upload();
    await waitFor(() => expect(server.variablesOf('VaultCreateClientDocument')).toEqual([{ input: { type: 'RSA_ID', name: 'SA ID', source: 'DOCUMENT_VAULT_UPLOAD', fileId: 'file-9' } }]));
  });

  it('with no one else covered, says how someone else’s ID can be added and adds the client’s own', async () => {
    const server = openWith(() => ({ id: 'client-1', funeralPolicies: [policy('IMF-1', [holder])] }));
    expect(readable(await screen.findByTestId('document-for-empty'))).toBe(DOCUMENT_FOR_EMPTY_MESSAGE);
    expect(screen.queryByTestId('document-for')).toBeNull();
    await upload();
    await waitFor(() => expect(server.variablesOf('VaultCreateClientDocument')).toEqual([{ input: { type: 'RSA_ID', name: 'SA ID', source: 'DOCUMENT_VAULT_UPLOAD', fileId: 'file-9' } }]));
  });

  it('when the people cannot be loaded: the document pages’ error with a retry, and the client’s own ID can still be added', async () => {
    let calls = 0;
    openWith(() => {
      calls += 1;
      if (calls === 1) throw new Error('funeral is down');
      return { id: 'client-1', funeralPolicies: [policy('IMF-1', [holder, spouse])] };
    });
    const failed = await screen.findByTestId('document-for-error');
    expect(readable(failed)).toContain('An error has occurred');
    expect(readable(failed)).toContain(DOCUMENT_FOR_ERROR_HINT);
    expect((screen.getByLabelText('SA ID') as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(within(failed).getByRole('button'));
    expect(await screen.findByTestId('document-for')).toBeTruthy();
  });

  it('shows the vault’s refusal of the person (checked again on the server)', async () => {
    openWith(
      () => ({ id: 'client-1', funeralPolicies: [policy('IMF-1', [holder, spouse])] }),
      () => {
        throw new Error('Choose yourself or someone covered on your funeral policies');
      },
    );
    fireEvent.click(within(await screen.findByTestId('document-for')).getByLabelText('Sipho Mokoena (Spouse, IMF-1)'));
    await upload();
    expect(readable(await screen.findByTestId('document-upload-error'))).toBe('Choose yourself or someone covered on your funeral policies');
    expect(currentLocation()).toBe('/documents/id/add');
  });
});

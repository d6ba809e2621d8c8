/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeDocument, fakeVaultServer } from '../testing/fake-vault-server';
import { FakeXhr, installFakeXhr } from '@imali/shared/web/testing';
import { readable, renderAt } from '../testing/render';
import { SelfiePage } from './selfie-page';

// jsdom draws no images: the photo goes as it is (the scaling has its own tests in @imali/shared/web).
jest.mock('@imali/shared/web', () => ({ ...jest.requireActual('@imali/shared/web'), scaleDocumentImage: (file: Blob) => Promise.resolve(file) }));

installFakeXhr();
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined });
});

function open(documents: unknown[]) {
  const server = fakeVaultServer({
    myClient: () => ({ id: 'client-1', documents }),
    createClientDocument: ({ input }: { input: { type: string; fileId: string } }) => fakeDocument(input.type, { name: 'Selfie' }),
  });
  renderAt(<SelfiePage />, { link: server.link, path: '/documents/selfie' });
  return server;
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });

describe('/documents/selfie (§4.4: take, preview (Done or Retake), update, done)', () => {
  it('without a camera offers a file picker; Retake goes back to taking one', async () => {
    open([]);
    const picker = await screen.findByTestId('camera-picker');
    expect(readable(screen.getByTestId('camera-capture'))).toContain('We could not use a camera here. Choose a photo instead.');
    await act(async () => fireEvent.change(picker, { target: { files: [photo()] } }));
    expect(screen.getByTestId('selfie-preview').querySelector('img')?.getAttribute('src')).toBe('blob:photo');
    fireEvent.click(screen.getByTestId('selfie-retake'));
    expect(screen.getByTestId('camera-picker')).toBeTruthy();
  });

  it('Done sends the photo and records it as the client’s selfie', async () => {
    const server = open([]);
    await act(async () => fireEvent.change(await screen.findByTestId('camera-picker'), { target: { files: [photo()] } }));
    fireEvent.click(screen.getByTestId('selfie-done'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.headers['Content-Type']).toBe('image/jpeg');
    await act(async () => FakeXhr.sent[0]!.reply(201, { id: 'file-7', name: 'selfie.jpg', contentType: 'image/jpeg', size: 4 }));
    expect(readable(await screen.findByTestId('selfie-saved'))).toContain('Your selfie has been updated');
    expect(server.variablesOf('VaultCreateClientDocument')).toEqual([{ input: { type: 'SELFIE', name: 'Selfie', source: 'DOCUMENT_VAULT_UPLOAD', fileId: 'file-7' } }]);
  });

  it('a photo the vault refuses says why and offers Retake as well as Try again; the new photo is sent', async () => {
    const server = open([]);
    await act(async () => fireEvent.change(await screen.findByTestId('camera-picker'), { target: { files: [photo()] } }));
    fireEvent.click(screen.getByTestId('selfie-done'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0]!.reply(415, { error: { code: 'BAD_USER_INPUT', message: 'Please choose a PNG or JPEG photo' } }));
    expect(readable(await screen.findByTestId('selfie-error'))).toContain('Please choose a PNG or JPEG photo');
    fireEvent.click(screen.getByTestId('selfie-error-retake'));
    await act(async () => fireEvent.change(await screen.findByTestId('camera-picker'), { target: { files: [photo()] } }));
    fireEvent.click(screen.getByTestId('selfie-done'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await act(async () => FakeXhr.sent[1]!.reply(201, { id: 'file-8', name: 'selfie.jpg', contentType: 'image/jpeg', size: 4 }));
    expect(readable(await screen.findByTestId('selfie-saved'))).toContain('Your selfie has been updated');
    expect(server.variablesOf('VaultCreateClientDocument')).toEqual([{ input: { type: 'SELFIE', name: 'Selfie', source: 'DOCUMENT_VAULT_UPLOAD', fileId: 'file-8' } }]);
  });

  it('shows the current selfie first, with a way to take a new one', async () => {
    open([fakeDocument('SELFIE', { file: { id: 'f', name: 'selfie.jpg', contentType: 'image/jpeg', url: '/files/f' } })]);
    expect((await screen.findByTestId('document-image')).getAttribute('src')).toBe('/files/f');
    fireEvent.click(screen.getByTestId('selfie-update'));
    expect(await screen.findByTestId('camera-picker')).toBeTruthy();
  });
});

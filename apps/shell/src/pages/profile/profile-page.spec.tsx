/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { ShellMyClientDocument, ShellProfilePhotoDocument, ShellUploadProfilePhotoDocument } from '../../gql/graphql';
import { stubCanvas, type CanvasStubs } from '@imali/shared/web/testing';
import { ProfilePage } from './profile-page';

const clientMock: MockLink.MockedResponse = {
  request: { query: ShellMyClientDocument },
  result: {
    data: {
      myClient: { __typename: 'Client', id: 'c1', firstNames: 'Thandi', surname: 'Mokoena', email: 't@example.com', createdAt: '2021-03-04T10:00:00.000Z' },
    },
  },
};

const photoMock = (url: string | null): MockLink.MockedResponse => ({
  request: { query: ShellProfilePhotoDocument },
  result: { data: { me: { __typename: 'User', id: 'u1', photo: url ? { __typename: 'Photo', url } : null } } },
});

const NEW_PHOTO = 'data:image/jpeg;base64,bmV3';
// The stubbed canvas encodes "WIDTHxHEIGHT": a 1024x768 photo is drawn at 256x192.
const SCALED = btoa('256x192');

const uploadMock = (answer: 'ok' | { field: string; message: string }): MockLink.MockedResponse => ({
  request: { query: ShellUploadProfilePhotoDocument, variables: { dataBase64: SCALED } },
  result:
    answer === 'ok'
      ? { data: { uploadProfilePhoto: { __typename: 'User', id: 'u1', photo: { __typename: 'Photo', url: NEW_PHOTO } } } }
      : { errors: [{ message: answer.message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: [answer] } }] },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={['/profile']}>
        <ProfilePage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const chooseFile = (file: File) => act(async () => fireEvent.change(screen.getByTestId('change-photo-input'), { target: { files: [file] } }));

let stubs: CanvasStubs;
beforeEach(() => {
  stubs = stubCanvas({ width: 1024, height: 768 });
});
afterEach(() => stubs.restore());

describe('ProfilePage', () => {
  it('shows the name, member-since year, photo, Edit and the menu cards', async () => {
    renderPage([clientMock, photoMock('data:image/png;base64,b2xk')]);
    const summary = await screen.findByTestId('profile-summary');
    expect(within(summary).getByRole('heading', { name: 'Thandi Mokoena' })).toBeTruthy();
    expect(summary.textContent).toContain('Member since 2021');
    await waitFor(() => expect(within(summary).getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe('data:image/png;base64,b2xk'));
    expect(within(summary).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/profile/edit');
    expect(within(summary).getByRole('button', { name: 'Change photo' })).toBeTruthy();

    const menu = screen.getByRole('list', { name: 'Profile menu' });
    const cards = within(menu).getAllByRole('link');
    expect(cards.map((card) => [within(card).getByRole('heading').textContent, card.getAttribute('href')])).toEqual([
      ['My Document Vault', '/documents'],
      ['My Bank Account Details', '/bank-accounts'],
      ['Profile Settings', '/profile/edit'],
      ['Logout', '/logout'],
    ]);
  });

  it('shows the default image without a photo', async () => {
    renderPage([clientMock, photoMock(null)]);
    const summary = await screen.findByTestId('profile-summary');
    expect(within(summary).getByTestId('default-avatar')).toBeTruthy();
  });

  it('accepts PNG and JPEG files only', async () => {
    renderPage([clientMock, photoMock(null)]);
    const input = (await screen.findByTestId('change-photo-input')) as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg');
  });

  it('refuses another type before anything is sent', async () => {
    renderPage([clientMock, photoMock(null)]);
    await screen.findByTestId('profile-summary');
    await chooseFile(new File(['<svg/>'], 'photo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a PNG or JPEG photo');
    expect(stubs.drawn).toEqual([]);
    await chooseFile(new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a PNG or JPEG photo');
  });

  it('scales the photo down to 256 px, uploads it and shows the new photo', async () => {
    // The refetch of `me` after the upload answers with the new photo as well.
    renderPage([clientMock, photoMock(null), uploadMock('ok'), photoMock(NEW_PHOTO)]);
    await screen.findByTestId('profile-summary');
    await chooseFile(new File(['png'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByTestId('change-photo-done')).textContent).toBe('Your photo has been updated');
    expect(stubs.drawn).toEqual([{ width: 256, height: 192 }]);
    expect(stubs.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect(within(screen.getByTestId('profile-summary')).getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe(NEW_PHOTO);
  });

  it("shows the server's photo message", async () => {
    renderPage([clientMock, photoMock(null), uploadMock({ field: 'photo', message: 'The photo must be smaller than 200 KB' })]);
    await screen.findByTestId('profile-summary');
    await chooseFile(new File(['jpg'], 'photo.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The photo must be smaller than 200 KB');
    expect(screen.getByTestId('default-avatar')).toBeTruthy();
  });

  it('says so when the file cannot be read as an image', async () => {
    renderPage([clientMock, photoMock(null)]);
    await screen.findByTestId('profile-summary');
    await chooseFile(new File(['?'], 'broken.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not read this photo. Please choose another PNG or JPEG photo.');
  });

  it('keeps the menu when the profile cannot be loaded', async () => {
    renderPage([{ request: { query: ShellMyClientDocument }, error: new Error('offline') }, photoMock(null)]);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Profile menu' })).getAllByRole('link')).toHaveLength(4);
  });
});

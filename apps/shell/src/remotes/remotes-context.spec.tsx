/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { RemotesProvider, useRemotes } from './remotes-context';
import type { RemoteDefinition } from './remotes-manifest';

const remotes: RemoteDefinition[] = [
  { name: 'funeral', entry: '/remotes/funeral/mf-manifest.json', routes: ['/funeral', '/funeral/*'], publicRoutes: ['/funeral'] },
  { name: 'savings', entry: '/remotes/savings/mf-manifest.json', routes: ['/savings'], publicRoutes: [] },
];

function Status() {
  const { state } = useRemotes();
  return <p>{state.status}</p>;
}

describe('RemotesProvider', () => {
  it('registers the remotes and starts loading the one the browser opened, before anything renders it', async () => {
    const register = jest.fn();
    const prepare = jest.fn();
    render(
      <RemotesProvider loadManifest={async () => remotes} register={register} prepare={prepare} initialPath="/funeral/quote">
        <Status />
      </RemotesProvider>,
    );
    expect(await screen.findByText('ready')).toBeTruthy();
    expect(register).toHaveBeenCalledWith(remotes);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledWith(remotes[0]);
  });

  it('starts nothing for a page of the shell', async () => {
    const prepare = jest.fn();
    render(
      <RemotesProvider loadManifest={async () => remotes} register={() => undefined} prepare={prepare} initialPath="/profile">
        <Status />
      </RemotesProvider>,
    );
    expect(await screen.findByText('ready')).toBeTruthy();
    expect(prepare).not.toHaveBeenCalled();
  });

  it('says when the manifest cannot be loaded', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const prepare = jest.fn();
    await act(async () => {
      render(
        <RemotesProvider loadManifest={() => Promise.reject(new Error('502'))} register={() => undefined} prepare={prepare} initialPath="/funeral">
          <Status />
        </RemotesProvider>,
      );
    });
    expect(screen.getByText('error')).toBeTruthy();
    expect(prepare).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

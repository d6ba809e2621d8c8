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

  it('starts ready from a manifest read before the first render (a first paint), without asking for it again', async () => {
    const loadManifest = jest.fn(async () => remotes);
    const register = jest.fn();
    const prepare = jest.fn();
    const statuses: string[] = [];
    function Record() {
      statuses.push(useRemotes().state.status);
      return null;
    }
    await act(async () => {
      render(
        <RemotesProvider loadManifest={loadManifest} register={register} prepare={prepare} initialPath="/funeral" initialRemotes={remotes}>
          <Record />
        </RemotesProvider>,
      );
    });
    expect(statuses[0]).toBe('ready');
    expect(statuses).not.toContain('loading');
    expect(loadManifest).not.toHaveBeenCalled();
    expect(register).toHaveBeenCalledWith(remotes);
    expect(prepare).toHaveBeenCalledWith(remotes[0]);
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

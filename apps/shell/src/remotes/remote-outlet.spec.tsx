/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RemoteRoutesModule } from './federation';
import { remoteUnavailableModule, type RemoteUnavailableModule } from './remote-fallback-plugin';
import { RemoteOutlet } from './remote-outlet';
import type { RemoteDefinition } from './remotes-manifest';

const savings: RemoteDefinition = { name: 'savings', entry: '/remotes/savings/mf-manifest.json', routes: ['/savings'], publicRoutes: [] };

function SavingsRoutes() {
  return (
    <Routes>
      <Route path="/savings" element={<h1>My Savings</h1>} />
    </Routes>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function renderOutlet(load: (remote: RemoteDefinition) => Promise<RemoteRoutesModule | RemoteUnavailableModule>) {
  return render(
    <MemoryRouter initialEntries={['/savings']}>
      <Routes>
        <Route path="*" element={<RemoteOutlet remote={savings} load={load} peek={() => undefined} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RemoteOutlet', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a spinner while the remote loads, then its routes', async () => {
    const pending = deferred<RemoteRoutesModule>();
    renderOutlet(() => pending.promise);
    expect(screen.getByRole('status').textContent).toContain('Loading savings');
    await act(async () => pending.resolve({ default: SavingsRoutes }));
    expect(screen.getByRole('heading', { name: 'My Savings' })).toBeTruthy();
  });

  it('shows the fallback when the remote is down, and loads again on Try again', async () => {
    const load = jest
      .fn<Promise<RemoteRoutesModule | RemoteUnavailableModule>, [RemoteDefinition]>()
      .mockResolvedValueOnce(remoteUnavailableModule('savings/Routes', new Error('404')))
      .mockResolvedValueOnce({ default: SavingsRoutes });
    renderOutlet(load);
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'My Savings' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that crashes while rendering', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    renderOutlet(async () => ({ default: Broken }));
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
  });
});

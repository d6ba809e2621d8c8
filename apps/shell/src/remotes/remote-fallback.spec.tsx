/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteFallback, REMOTE_FALLBACK_MESSAGE } from './remote-fallback';
import { isRemoteUnavailable, remoteFallbackPlugin, remoteUnavailableModule } from './remote-fallback-plugin';

describe('RemoteFallback', () => {
  it('shows the friendly message as an alert with a Try again button', () => {
    const onRetry = jest.fn();
    render(<RemoteFallback onRetry={onRetry} />);
    expect(screen.getByTestId('remote-fallback').textContent).toContain(REMOTE_FALLBACK_MESSAGE);
    expect(screen.getByRole('alert').textContent).toContain('This part of Imali is not available right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('remoteFallbackPlugin', () => {
  const origin = {} as never;

  it('turns a failed load into the fallback module and reports it', async () => {
    const report = jest.fn();
    const plugin = remoteFallbackPlugin(report);
    const error = new Error('manifest 404');
    const result = await plugin.errorLoadRemote?.({ id: 'savings/Routes', error, from: 'runtime', lifecycle: 'onLoad', origin });
    expect(isRemoteUnavailable(result)).toBe(true);
    expect(result).toMatchObject({ id: 'savings/Routes', error, default: RemoteFallback });
    expect(report).toHaveBeenCalledWith('savings/Routes', error);
  });

  it.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const)(
    'lets the %s lifecycle fail so loadRemote reports it as onLoad',
    async (lifecycle) => {
      const report = jest.fn();
      const plugin = remoteFallbackPlugin(report);
      await expect(
        Promise.resolve(plugin.errorLoadRemote?.({ id: '/remotes/savings/mf-manifest.json', error: new Error('x'), from: 'runtime', lifecycle, origin })),
      ).resolves.toBeUndefined();
      expect(report).not.toHaveBeenCalled();
    },
  );

  it('tells fallback modules from real ones', () => {
    expect(isRemoteUnavailable(remoteUnavailableModule('debt/Routes', null))).toBe(true);
    expect(isRemoteUnavailable({ default: () => null })).toBe(false);
    expect(isRemoteUnavailable(null)).toBe(false);
  });
});

import type { RemoteDefinition } from './remotes-manifest';

// The runtime chunk, replaced: it records what it is asked, and the hook it was given.
const runtime = {
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => ({ default: () => null, id })),
  preloadRemote: jest.fn(async () => undefined),
};
let take: ((url: string) => Promise<Response | undefined> | undefined) | undefined;

async function freshFederation() {
  jest.resetModules();
  take = undefined;
  jest.doMock('./federation-runtime', () => ({
    createFederation: (takeEarly: typeof take) => {
      take = takeEarly;
      return runtime;
    },
  }));
  return import('./federation');
}

const savings: RemoteDefinition = { name: 'savings', entry: '/remotes/savings/mf-manifest.json', routes: ['/savings'], publicRoutes: [] };
const url = (path: string) => new URL(path, 'http://localhost/').href;

describe('loading a remote', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for its manifest before the runtime chunk has arrived, and hands the runtime that response once', async () => {
    const manifest = new Response('{"id":"savings"}', { status: 200 });
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(manifest);
    const { loadRemoteRoutes } = await freshFederation();
    const loading = loadRemoteRoutes(savings);
    // The request is out while the runtime has not been created yet.
    expect(fetchMock).toHaveBeenCalledWith(url('/remotes/savings/mf-manifest.json'));
    expect(take).toBeUndefined();
    await loading;
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'savings', entry: '/remotes/savings/mf-manifest.json' }]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('savings/Routes');
    // The runtime's manifest loader gets the early response for that URL, and only once.
    await expect(take!('/remotes/savings/mf-manifest.json')).resolves.toBe(manifest);
    expect(take!('/remotes/savings/mf-manifest.json')).toBeUndefined();
    expect(take!('/remotes/debt/mf-manifest.json')).toBeUndefined();
  });

  it('leaves a failed early request to the runtime: nothing to take', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 503 }));
    const { loadRemoteRoutes } = await freshFederation();
    await loadRemoteRoutes({ ...savings, name: 'debt', entry: '/remotes/debt/mf-manifest.json' });
    await expect(take!('/remotes/debt/mf-manifest.json')).resolves.toBeUndefined();
  });

  it('shares one load between callers, and answers from memory once loaded', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    runtime.loadRemote.mockClear();
    const { loadRemoteRoutes, peekRemoteRoutes } = await freshFederation();
    const [first, second] = await Promise.all([loadRemoteRoutes(savings), loadRemoteRoutes(savings)]);
    expect(first).toBe(second);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(peekRemoteRoutes(savings)).toBe(first);
  });
});

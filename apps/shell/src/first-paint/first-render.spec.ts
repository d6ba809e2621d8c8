/** @jest-environment jsdom */
import type { RemoteDefinition } from '../remotes/remotes-manifest';
import { prepareFirstRender } from './first-render';

const funeral: RemoteDefinition = { name: 'funeral', entry: '/remotes/funeral/mf-manifest.json', routes: ['/funeral', '/funeral/*'], publicRoutes: ['/funeral'] };
const savings: RemoteDefinition = { name: 'savings', entry: '/remotes/savings/mf-manifest.json', routes: ['/savings'], publicRoutes: [] };

function root(withFragment: boolean): Element {
  const element = document.createElement('div');
  if (withFragment) element.innerHTML = '<div data-first-paint inert><main><p>first paint</p></main></div>';
  return element;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('prepareFirstRender', () => {
  it('renders at once where no fragment was drawn, without reading the manifest', async () => {
    const loadManifest = jest.fn(() => Promise.resolve([funeral]));
    await expect(prepareFirstRender(root(false), { pathname: '/funeral', loadManifest })).resolves.toBeUndefined();
    expect(loadManifest).not.toHaveBeenCalled();
  });

  it("over a remote page's fragment, waits for the manifest and that remote's code, and hands the manifest on", async () => {
    const code = deferred<unknown>();
    const loadRoutes = jest.fn(() => code.promise);
    const register = jest.fn();
    let done = false;
    const ready = prepareFirstRender(root(true), { pathname: '/funeral', loadManifest: () => Promise.resolve([funeral, savings]), loadRoutes, register }).then((remotes) => {
      done = true;
      return remotes;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    expect(loadRoutes).toHaveBeenCalledWith(funeral);
    expect(register).toHaveBeenCalledWith([funeral, savings]);
    code.resolve({ default: () => null });
    await expect(ready).resolves.toEqual([funeral, savings]);
  });

  it("over a page drawn from its first data, waits for the session check and that data too (a rejected one counts as in)", async () => {
    const session = deferred<unknown>();
    let done = false;
    const ready = prepareFirstRender(root(true), {
      pathname: '/funeral',
      loadManifest: () => Promise.resolve([funeral]),
      loadRoutes: () => Promise.resolve({ default: () => null }),
      register: () => undefined,
      waitFor: [session.promise, Promise.reject(new Error('offline'))],
    }).then((remotes) => {
      done = true;
      return remotes;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    session.resolve(undefined);
    await expect(ready).resolves.toEqual([funeral]);
  });

  it('with no fragment yet but a first-paint script on its way, waits as if it had drawn (it may draw meanwhile)', async () => {
    const data = deferred<unknown>();
    let done = false;
    const ready = prepareFirstRender(root(false), {
      pathname: '/funeral',
      painting: true,
      loadManifest: () => Promise.resolve([funeral]),
      loadRoutes: () => Promise.resolve({ default: () => null }),
      register: () => undefined,
      waitFor: [data.promise],
    }).then((remotes) => {
      done = true;
      return remotes;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    data.resolve(undefined);
    await expect(ready).resolves.toEqual([funeral]);
  });

  it("over a shell page's fragment, waits only for the manifest", async () => {
    const loadRoutes = jest.fn(() => new Promise(() => undefined));
    await expect(prepareFirstRender(root(true), { pathname: '/sign-in', loadManifest: () => Promise.resolve([funeral]), loadRoutes, register: () => undefined })).resolves.toEqual([funeral]);
    expect(loadRoutes).not.toHaveBeenCalled();
  });

  it('renders after `wait` ms when the code is slow, and without a manifest when that is slow or fails', async () => {
    const never = () => new Promise<never>(() => undefined);
    await expect(prepareFirstRender(root(true), { pathname: '/funeral', wait: 30, loadManifest: () => Promise.resolve([funeral]), loadRoutes: never, register: () => undefined })).resolves.toEqual([funeral]);
    await expect(prepareFirstRender(root(true), { pathname: '/funeral', wait: 30, loadManifest: never })).resolves.toBeUndefined();
    await expect(prepareFirstRender(root(true), { pathname: '/funeral', loadManifest: () => Promise.reject(new Error('HTTP 503')) })).resolves.toBeUndefined();
  });
});

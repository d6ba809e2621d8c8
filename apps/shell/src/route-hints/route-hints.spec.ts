/** @jest-environment jsdom */
import { ROUTE_HINTS_GLOBAL, markRendering, routeHints, takeHintedRemotes, takePrefetchedPageData, takePrefetchedSession } from './route-hints-contract';

const remotesJson = {
  remotes: [
    { name: 'funeral', entry: '/remotes/funeral/mf-manifest.json', routes: ['/funeral', '/funeral/*'], publicRoutes: ['/funeral'] },
    { name: 'debt', entry: '/remotes/debt/mf-manifest.json', routes: ['/debt'] },
  ],
};
const manifestJson = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './Routes', assets: { js: { sync: ['__federation_expose_Routes.1a2b3c4d.js'] }, css: { sync: ['routes.5e6f7a8b.css'] } } }],
};

interface FakeResponse {
  ok: boolean;
  json: () => Promise<unknown>;
  text: () => Promise<string>;
  clone: () => FakeResponse;
}
const answer = (body: unknown, ok = true): FakeResponse => ({ ok, json: async () => body, text: async () => String(body), clone: () => answer(body, ok) });

function fakeFetch(routes: Record<string, FakeResponse>) {
  const asked: string[] = [];
  const fetchMock = jest.fn(async (input: string, _init?: RequestInit) => {
    const url = new URL(input, location.href).pathname;
    asked.push(url);
    const response = routes[url];
    if (!response) throw new TypeError('offline');
    return response;
  });
  return { asked, fetchMock };
}

const signedInSession = { me: { id: 'u-1', clientId: 'c-1', __typename: 'User' }, myClient: { id: 'c-1', firstNames: 'Thandiwe', isRegistration: false, acceptedTerms: true, otpVerification: true, __typename: 'Client' } };
const everyAnswer = (): Record<string, FakeResponse> => ({
  '/graphql': answer({ data: signedInSession }),
  '/remotes.json': answer(remotesJson),
  '/remotes/funeral/mf-manifest.json': answer(manifestJson),
  '/remotes/debt/mf-manifest.json': answer(manifestJson),
});

async function runHintsAt(path: string, { signedIn = false, routes = everyAnswer() }: { signedIn?: boolean; routes?: Record<string, FakeResponse> } = {}) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '<meta name="imali-remote-runtime" content="/federation-runtime.0a1b2c3d.js /316.4e5f6a7b.js">';
  if (signedIn) localStorage.setItem('imali:signed-in', '1');
  const { asked, fetchMock } = fakeFetch(routes);
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  await jest.isolateModulesAsync(async () => {
    await import('./route-hints');
  });
  // Let the chain of fetches and JSON reads finish.
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('as'), new URL(link.getAttribute('href')!).pathname]);
  return { asked, preloads, fetchMock };
}

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  delete (globalThis as Record<string, unknown>)[ROUTE_HINTS_GLOBAL];
});

describe('route hints', () => {
  it("on a visitor's public remote page, asks for the remote's manifest and preloads its entry and first chunks", async () => {
    const { asked, preloads } = await runHintsAt('/funeral');
    expect(asked).toEqual(['/remotes.json', '/remotes/funeral/mf-manifest.json']);
    expect(preloads).toEqual([
      ['script', '/federation-runtime.0a1b2c3d.js'],
      ['script', '/316.4e5f6a7b.js'],
      ['script', '/remotes/funeral/remoteEntry.js'],
      ['script', '/remotes/funeral/__federation_expose_Routes.1a2b3c4d.js'],
      ['style', '/remotes/funeral/routes.5e6f7a8b.css'],
    ]);
    // The shell takes the manifest answer and the parsed remotes list from the hints, once each.
    expect(await routeHints()!.manifests.get(`${location.origin}/remotes/funeral/mf-manifest.json`)).toBeDefined();
    expect(await takeHintedRemotes()).toEqual(remotesJson);
    expect(takeHintedRemotes()).toBeUndefined();
  });

  it('hints a signed-in page only to a browser that was signed in', async () => {
    expect((await runHintsAt('/debt')).asked).toEqual(['/remotes.json']);
    expect(takePrefetchedSession()).toBeUndefined();
    document.head.innerHTML = '';
    const signedIn = await runHintsAt('/debt', { signedIn: true });
    // A remote's page: the session check goes once the remote's code has been asked for.
    expect(signedIn.asked).toEqual(['/remotes.json', '/remotes/debt/mf-manifest.json', '/graphql']);
    expect(takePrefetchedSession()?.data).toEqual(signedInSession);
    expect(signedIn.preloads[2]).toEqual(['script', '/remotes/debt/remoteEntry.js']);
  });

  describe("a page's first data (docs/decisions/route-first-data.md)", () => {
    const query = 'query DebtDashboard { myClient { id __typename } }';
    const withFirstData = () => ({
      ...everyAnswer(),
      '/remotes.json': answer({ remotes: [remotesJson.remotes[0], { ...remotesJson.remotes[1], firstData: { '/debt': { operationName: 'DebtDashboard', query } } }] }),
    });

    it('is sent beside the session check for a browser that was signed in, as the Apollo link sends it, and taken once', async () => {
      const { asked, fetchMock } = await runHintsAt('/debt', { signedIn: true, routes: withFirstData() });
      expect(asked).toEqual(['/remotes.json', '/remotes/debt/mf-manifest.json', '/graphql', '/graphql']);
      const bodies = fetchMock.mock.calls.filter(([url]) => url === '/graphql').map(([, init]) => JSON.parse(String(init!.body)));
      expect(bodies[1]).toEqual({ operationName: 'DebtDashboard', query });
      expect(fetchMock.mock.calls[3]![1]).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'apollo-require-preflight': 'true' } });
      const pageData = takePrefetchedPageData();
      expect(pageData.map((p) => p.operationName)).toEqual(['DebtDashboard']);
      await expect(pageData[0]!.answer).resolves.toEqual(signedInSession);
      expect(takePrefetchedPageData()).toEqual([]);
    });

    it('is not sent for a visitor, nor on a route that names none', async () => {
      expect((await runHintsAt('/debt', { routes: withFirstData() })).asked).toEqual(['/remotes.json']);
      expect(takePrefetchedPageData()).toEqual([]);
      document.head.innerHTML = '';
      const elsewhere = await runHintsAt('/funeral', { signedIn: true, routes: withFirstData() });
      expect(elsewhere.asked.filter((url) => url === '/graphql')).toHaveLength(1);
      expect(takePrefetchedPageData()).toEqual([]);
    });

    it("on the shell's own page, sends its queries and preloads its chunks from index.html's data block", async () => {
      const block = {
        '/': { chunks: ['/home-cards.1a2b3c4d.js', '//elsewhere.example/x.js', 'https://elsewhere.example/y.js'], queries: [{ operationName: 'ShellMyClient', query: 'query ShellMyClient { myClient { id __typename } }' }, { operationName: 'ShellFinancialHealth', query: 'query ShellFinancialHealth { myClient { id __typename } }' }] },
      };
      const script = () => `<script type="application/json" id="imali-route-first-load">${JSON.stringify(block)}</script>`;
      document.body.innerHTML = script();
      const home = await runHintsAt('/', { signedIn: true });
      expect(home.asked).toEqual(['/remotes.json', '/graphql', '/graphql', '/graphql']);
      const bodies = home.fetchMock.mock.calls.filter(([url]) => url === '/graphql').map(([, init]) => JSON.parse(String(init!.body)).operationName);
      expect(bodies).toEqual(['ShellMe', 'ShellMyClient', 'ShellFinancialHealth']);
      // Only this site's own files are preloaded.
      expect(home.preloads).toEqual([['script', '/home-cards.1a2b3c4d.js']]);
      expect(takePrefetchedPageData().map((p) => p.operationName)).toEqual(['ShellMyClient', 'ShellFinancialHealth']);
      // Not for a visitor, not on a page the block does not name, and nothing from a broken block.
      document.head.innerHTML = '';
      localStorage.clear();
      expect((await runHintsAt('/')).asked).toEqual(['/remotes.json']);
      document.head.innerHTML = '';
      expect((await runHintsAt('/profile', { signedIn: true })).asked).toEqual(['/remotes.json', '/graphql']);
      document.body.innerHTML = '<script type="application/json" id="imali-route-first-load">{not json</script>';
      document.head.innerHTML = '';
      expect((await runHintsAt('/', { signedIn: true })).asked).toEqual(['/remotes.json', '/graphql']);
      document.body.innerHTML = '';
    });
  });

  it("draws a visitor's remote page from its first-paint fragment, fetched from beside the remote's entry", async () => {
    document.body.innerHTML = '<div id="root"></div><template id="imali-first-paint-layout"><main><!--first-paint-page--></main></template>';
    const routes = {
      ...everyAnswer(),
      '/remotes.json': answer({ remotes: [{ ...remotesJson.remotes[0], firstPaint: { '/funeral': 'first-paint/funeral.html' } }, remotesJson.remotes[1]] }),
      '/remotes/funeral/first-paint/funeral.html': answer('<section class="page"><h1>Funeral Cover</h1></section>'),
    };
    const { asked } = await runHintsAt('/funeral', { routes });
    expect(asked).toContain('/remotes/funeral/first-paint/funeral.html');
    expect(document.querySelector('#root > [data-first-paint] main h1')?.textContent).toBe('Funeral Cover');
    // The shell, should its code run before the fragment is in, waits for it to be drawn.
    expect(routeHints()?.painting).toBe(true);
    // Not once the shell has begun to draw, and never for a browser that was signed in.
    document.body.innerHTML = '<div id="root"></div><template id="imali-first-paint-layout"><main><!--first-paint-page--></main></template>';
    document.head.innerHTML = '';
    await runHintsAt('/funeral', { routes, signedIn: true });
    expect(document.querySelector('[data-first-paint]')).toBeNull();
    document.body.innerHTML = '';
  });

  describe("a signed-in page its remote draws from its first data (docs/decisions/signed-in-first-paint.md)", () => {
    const query = 'query DebtDashboard { myClient { id __typename } }';
    const withPainter = (firstPaint: Record<string, string>): Record<string, FakeResponse> => ({
      ...everyAnswer(),
      '/remotes.json': answer({ remotes: [remotesJson.remotes[0], { ...remotesJson.remotes[1], firstData: { '/debt': { operationName: 'DebtDashboard', query } }, firstPaint }] }),
    });
    const scripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => new URL(script.getAttribute('src')!).pathname);

    it('sends the data with the session check at once, before the code is asked for, and loads the remote\'s first-paint script beside it', async () => {
      const { asked } = await runHintsAt('/debt', { signedIn: true, routes: withPainter({ '/debt': 'first-paint/debt.js' }) });
      expect(asked).toEqual(['/remotes.json', '/graphql', '/graphql', '/remotes/debt/mf-manifest.json']);
      expect(scripts()).toEqual(['/remotes/debt/first-paint/debt.js']);
      // Sent once, not again once the manifest has answered.
      expect(takePrefetchedPageData().map((p) => p.operationName)).toEqual(['DebtDashboard']);
    });

    it('asks for the script ahead of the code (high priority), and tells the shell a drawing may come, leaving it the data until the first render', async () => {
      await runHintsAt('/debt', { signedIn: true, routes: withPainter({ '/debt': 'first-paint/debt.js' }) });
      expect(document.head.querySelector('script[src]')?.getAttribute('fetchpriority')).toBe('high');
      expect(routeHints()?.painting).toBe(true);
      // The shell takes the data when its code runs; the script, maybe still on its way, reads it too.
      expect(takePrefetchedPageData().map((p) => p.operationName)).toEqual(['DebtDashboard']);
      expect(routeHints()?.pageData?.map((p) => p.operationName)).toEqual(['DebtDashboard']);
      markRendering();
      expect(routeHints()?.pageData).toBeUndefined();
      expect(takePrefetchedPageData()).toEqual([]);
    });

    it('sends them once even when the shell has taken them before the manifest answers', async () => {
      let answerManifest!: () => void;
      const routes = withPainter({ '/debt': 'first-paint/debt.js' });
      const held = new Promise<void>((resolve) => (answerManifest = resolve));
      const { asked, fetchMock } = fakeFetch(routes);
      fetchMock.mockImplementation(async (input: string) => {
        const url = new URL(input, location.href).pathname;
        asked.push(url);
        if (url === '/remotes/debt/mf-manifest.json') await held;
        const response = routes[url];
        if (!response) throw new TypeError('offline');
        return response;
      });
      window.history.replaceState(null, '', '/debt');
      localStorage.setItem('imali:signed-in', '1');
      (globalThis as { fetch: unknown }).fetch = fetchMock;
      await jest.isolateModulesAsync(async () => {
        await import('./route-hints');
      });
      for (let i = 0; i < 10; i++) await Promise.resolve();
      // main.js has run: the shell takes the check and the page's data.
      expect(takePrefetchedSession()).toBeDefined();
      expect(takePrefetchedPageData()).toHaveLength(1);
      answerManifest();
      for (let i = 0; i < 10; i++) await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(asked.filter((url) => url === '/graphql')).toHaveLength(2);
    });

    it('loads no script for a visitor, nor one on another origin, nor a fragment as a script', async () => {
      await runHintsAt('/debt', { routes: withPainter({ '/debt': 'first-paint/debt.js' }) });
      expect(scripts()).toEqual([]);
      document.head.innerHTML = '';
      await runHintsAt('/debt', { signedIn: true, routes: withPainter({ '/debt': 'https://elsewhere.example/first-paint/debt.js' }) });
      expect(scripts()).toEqual([]);
      document.head.innerHTML = '';
      const html = await runHintsAt('/debt', { signedIn: true, routes: withPainter({ '/debt': 'first-paint/debt.html' }) });
      expect(scripts()).toEqual([]);
      // Without a script, the check waits for the code as before.
      expect(html.asked).toEqual(['/remotes.json', '/remotes/debt/mf-manifest.json', '/graphql', '/graphql']);
    });

    it("never draws a signed-in page's script as a visitor's fragment", async () => {
      document.body.innerHTML = '<div id="root"></div><template id="imali-first-paint-layout"><main><!--first-paint-page--></main></template>';
      const routes = {
        ...everyAnswer(),
        '/remotes.json': answer({ remotes: [{ ...remotesJson.remotes[0], firstPaint: { '/funeral': 'first-paint/funeral.js' } }, remotesJson.remotes[1]] }),
        '/remotes/funeral/first-paint/funeral.js': answer('alert(1)'),
      };
      const { asked } = await runHintsAt('/funeral', { routes });
      expect(asked).not.toContain('/remotes/funeral/first-paint/funeral.js');
      expect(document.querySelector('[data-first-paint]')).toBeNull();
      document.body.innerHTML = '';
    });
  });

  it('hints nothing on a page no remote owns', async () => {
    const { asked, preloads } = await runHintsAt('/profile', { signedIn: true });
    // The shell's own signed-in page: the session check starts with the document; the shell takes its answer once.
    expect(asked).toEqual(['/remotes.json', '/graphql']);
    expect(takePrefetchedSession()?.data).toEqual(signedInSession);
    expect(takePrefetchedSession()).toBeUndefined();
    expect(preloads).toEqual([]);
  });

  it('leaves the shell to load as usual when the manifests cannot be read', async () => {
    const { preloads } = await runHintsAt('/funeral', { routes: { '/remotes.json': answer(remotesJson), '/remotes/funeral/mf-manifest.json': answer({}, false) } });
    expect(preloads).toEqual([
      ['script', '/federation-runtime.0a1b2c3d.js'],
      ['script', '/316.4e5f6a7b.js'],
    ]);
    expect(await routeHints()!.manifests.get(`${location.origin}/remotes/funeral/mf-manifest.json`)).toBeUndefined();
    document.head.innerHTML = '';
    await runHintsAt('/funeral', { routes: {} });
    expect(await takeHintedRemotes()).toBeUndefined();
  });
});

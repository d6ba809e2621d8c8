import { request } from 'node:http';
import { INTERNAL_IDENTITY_HEADER, signIdentity, type CallerIdentity } from '@imali/shared/nest';
import { TEST_INTERNAL_SECRET, signedFor, visitor } from './test-subgraph';

export interface RawResponse {
  status: number;
  body: string;
}

/**
 * Sends `path` byte for byte (fetch and URL would resolve `.`/`..` and re-encode it first, which
 * is exactly what an attacker does not do).
 */
export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Spellings of a protected path that a lenient router or decoder could take for the path itself. */
export function guardSpellings(path: string): string[] {
  const [first, ...rest] = path.slice(1).split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const encodedFirst = `%${first!.charCodeAt(0).toString(16)}${first!.slice(1)}`;
  return [
    `/${encodedFirst}${tail}`, // /%67raphql
    `/${encodedFirst.toUpperCase()}${tail}`,
    `/${first!.slice(0, -1)}%${first!.charCodeAt(first!.length - 1).toString(16).toUpperCase()}${tail}`,
    `//${first}${tail}`,
    `/${first}/${tail ? tail : '/'}`,
    `${path}/`,
    `${path}.`,
    `${path}..`,
    `${path}%2e`,
    path.toUpperCase(),
    `/${first!.charAt(0).toUpperCase()}${first!.slice(1)}${tail}`,
    `${path};x=1`,
    `/${first};jsessionid=1${tail}`,
    `/./${first}${tail}`,
    `/%2e/${first}${tail}`,
    `/x/../${first}${tail}`,
    `/x/%2e%2e/${first}${tail}`,
    `/x/..%2f${first}${tail}`,
    `/%2f${first}${tail}`,
    `/%2F${first}${tail}`,
    `/x%2f..%2f${first}${tail}`,
    `${path}%00`,
    `${path}%20`,
    `${path}#x`,
    `http://localhost${path}`,
  ];
}

export interface GuardRoute {
  method: 'GET' | 'POST';
  path: string;
  /** A body the route accepts (JSON). */
  body?: string;
}

export interface GatewayOnlyGuardOptions {
  /** Base URL of the running subgraph (http://127.0.0.1:port). */
  url: () => string;
  /** The subgraph's /internal/ routes with their methods. */
  internalRoutes?: GuardRoute[];
  /** Who signs the "signed" attempts (a visitor by default). */
  identity?: CallerIdentity;
  /** The subgraph's name (the signature's audience). */
  audience: string;
}

const SDL_MARKERS = ['_service', 'type Query', 'extend schema', '@link'];

/**
 * The gateway-only guard's attack table: every spelling of /graphql and of each /internal/ route
 * gets 401 without the gateway's signature and 404 with it (only the canonical path is served),
 * never a 200 and never the schema.
 */
export function describeGatewayOnlyGuard(name: string, options: GatewayOnlyGuardOptions): void {
  const sdlQuery = JSON.stringify({ query: '{ _service { sdl } }' });
  const routes: GuardRoute[] = [
    { method: 'POST', path: '/graphql', body: sdlQuery },
    { method: 'GET', path: '/graphql?query=%7B_service%7Bsdl%7D%7D' },
    ...(options.internalRoutes ?? []),
  ];
  // Signed for exactly the request sent: only the routing decision can refuse it.
  const signed = (method: string, path: string, body?: string) => signedFor(options.audience, options.identity ?? visitor, method, path, body);
  const split = (path: string) => {
    const q = path.indexOf('?');
    return q < 0 ? [path, ''] : [path.slice(0, q), path.slice(q)];
  };

  describe(`${name}: gateway-only guard on every spelling`, () => {
    const cases = routes.flatMap((route) => {
      const [path, query] = split(route.path);
      return guardSpellings(path!).map((spelling) => ({ ...route, spelling: `${spelling}${spelling.includes('#') ? '' : query}` }));
    });

    it.each(cases.map((c) => [`${c.method} ${c.spelling}`, c] as const))('%s: 401 unsigned, 404 signed, never served', async (_label, c) => {
      const unsigned = await rawRequest(options.url(), c.method, c.spelling, {}, c.body);
      expect([401, 404, 400]).toContain(unsigned.status);
      const withSignature = await rawRequest(options.url(), c.method, c.spelling, signed(c.method, c.spelling, c.body), c.body);
      expect([404, 400]).toContain(withSignature.status);
      for (const marker of SDL_MARKERS) {
        expect(unsigned.body).not.toContain(marker);
        expect(withSignature.body).not.toContain(marker);
      }
    });

    it.each(['/%ZZgraphql', '/graphql%', '/graphql%C0%AF', '/%E0%A4%A'])('%s (malformed encoding): 400, and the service keeps answering', async (spelling) => {
      expect((await rawRequest(options.url(), 'POST', spelling, {}, sdlQuery)).status).toBe(400);
      expect((await rawRequest(options.url(), 'GET', '/health')).status).toBe(200);
    });

    it('serves the canonical paths with the signature only, and no other method on them', async () => {
      expect((await rawRequest(options.url(), 'POST', '/graphql', {}, sdlQuery)).status).toBe(401);
      const typename = JSON.stringify({ query: '{ __typename }' });
      const ok = await rawRequest(options.url(), 'POST', '/graphql', signed('POST', '/graphql', typename), typename);
      expect(ok.status).toBe(200);
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) {
        expect((await rawRequest(options.url(), method, '/graphql', signed(method, '/graphql'))).status).toBe(404);
      }
      for (const route of options.internalRoutes ?? []) {
        expect((await rawRequest(options.url(), route.method, route.path, {}, route.body)).status).toBe(401);
        const other = route.method === 'GET' ? 'POST' : 'GET';
        const body = other === 'POST' ? '{}' : undefined;
        expect((await rawRequest(options.url(), other, route.path, signed(other, route.path, body), body)).status).toBe(404);
      }
    });

    it('refuses a header replayed against another subgraph, with another body or after it expired', async () => {
      const typename = JSON.stringify({ query: '{ __typename }' });
      const other = options.audience === 'identity' ? 'funeral' : 'identity';
      const forOther = signedFor(other, options.identity ?? visitor, 'POST', '/graphql', typename);
      expect((await rawRequest(options.url(), 'POST', '/graphql', forOther, typename)).status).toBe(401);
      const forTypename = signed('POST', '/graphql', typename);
      expect((await rawRequest(options.url(), 'POST', '/graphql', forTypename, sdlQuery)).status).toBe(401);
      const old = signIdentity(options.identity ?? visitor, TEST_INTERNAL_SECRET, { audience: options.audience, method: 'POST', path: '/graphql', body: typename }, { now: Date.now() - 15_000 });
      expect((await rawRequest(options.url(), 'POST', '/graphql', { [INTERNAL_IDENTITY_HEADER]: old }, typename)).status).toBe(401);
    });

    it('answers GET /health without a signature, and 404 for paths it does not route', async () => {
      expect((await rawRequest(options.url(), 'GET', '/health')).status).toBe(200);
      for (const path of ['/', '/health/', '/HEALTH', '/nope', '/internal', '/internal/', '/internal/nope', '/graphql/x']) {
        expect([401, 404]).toContain((await rawRequest(options.url(), 'GET', path)).status);
        expect((await rawRequest(options.url(), 'GET', path, signed('GET', path))).status).toBe(404);
      }
    });
  });
}

#!/usr/bin/env node
// The peer gateway for `npm run bench:gateway`: Hive Gateway (@graphql-hive/gateway, its runtime
// on node:http, as its docs show for programmatic use) on the same committed supergraph our
// gateway serves (apps/gateway/supergraph.graphql), doing the same per-request work ours does so
// the subgraphs accept it:
//   - the session cookie is resolved with our SessionResolver (identity's internal endpoint, the
//     same few-second cache per token);
//   - every subgraph call carries x-imali-identity signed with our signIdentity for that subgraph,
//     method, path and exact body (onFetch, where the serialised body is known), and the keyed
//     hash of the browser's address (our clientAddressHasher);
//   - every subgraph call is made: its in-flight deduplication of identical upstream queries is
//     off (ours has none).
// Our code is reused from the gateway's build (dist/apps/gateway), so build it first.
// Run by tools/bench/gateway.mjs as a child process: PORT (0: any free port) and
// INTERNAL_AUTH_SECRET from the environment; it tells its parent { port } once listening.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGatewayRuntime } from '@graphql-hive/gateway';
import { Agent } from 'undici';

const root = new URL('../..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const built = (path) => require(join(root, 'dist/apps/gateway', path));
const { SessionResolver, readCookie, SESSION_COOKIE } = built('apps/gateway/src/session.js');
const { clientAddressHasher, composedUrls } = built('apps/gateway/src/create-gateway.js');
const { CLIENT_ADDRESS_HEADER } = built('apps/gateway/src/subgraph-data-source.js');
const { ANONYMOUS, INTERNAL_IDENTITY_HEADER, signIdentity } = built('libs/shared/nest/src/internal-auth.js');

const secret = process.env.INTERNAL_AUTH_SECRET;
if (!secret) throw new Error('INTERNAL_AUTH_SECRET is required');
const supergraph = readFileSync(join(root, 'apps/gateway/supergraph.graphql'), 'utf8');
// Subgraph URL -> its name, the audience its signed header is for.
const urls = composedUrls(supergraph);
const audienceOf = new Map([...urls].map(([name, url]) => [url, name]));
const agent = new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000, connections: 128 });
const sessions = new SessionResolver(urls.get('identity').replace(/\/graphql\/?$/, ''), secret, agent, 5000);
const clientAddress = clientAddressHasher(secret);

/** The same work as our gateway's context function and subgraph data source, as Hive Gateway hooks. */
const imaliIdentityPlugin = {
  async onContextBuilding({ context, extendContext }) {
    const token = readCookie(context.request.headers.get('cookie') ?? undefined, SESSION_COOKIE);
    const { identity } = await sessions.resolve(token);
    extendContext({ imaliIdentity: identity, imaliClientAddress: clientAddress(context.req?.socket?.remoteAddress ?? '') });
  },
  onFetch({ url, options, setOptions, context }) {
    const audience = audienceOf.get(url);
    if (!audience) return;
    const body = typeof options.body === 'string' ? options.body : options.body ? Buffer.from(options.body) : '';
    const headers = {
      ...Object.fromEntries(new Headers(options.headers ?? {})),
      [INTERNAL_IDENTITY_HEADER]: signIdentity(context?.imaliIdentity ?? ANONYMOUS, secret, { audience, method: options.method ?? 'POST', path: url, body }),
    };
    if (context?.imaliClientAddress) headers[CLIENT_ADDRESS_HEADER] = context.imaliClientAddress;
    setOptions({ ...options, headers });
  },
};

const runtime = createGatewayRuntime({
  supergraph,
  logging: 'error',
  landingPage: false,
  graphiql: false,
  plugins: () => [imaliIdentityPlugin],
  // Hive shares one upstream call among identical queries in flight (same URL and body); ours
  // makes every call, so here every call is made too: the same work per request.
  transportEntries: { '*.http': { options: { deduplicateInflightRequests: false } } },
});
const server = createServer(runtime);
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address();
  if (process.send) process.send({ port });
  else console.log(`Hive Gateway (peer) on http://127.0.0.1:${port}/graphql`);
});
const stop = () => {
  server.close();
  void Promise.allSettled([runtime.dispose?.(), agent.close()]).then(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.once('disconnect', stop);

#!/usr/bin/env node
// npm run bench:gateway -- [--duration 10] [--connections 20]
// Loads one read query through the gateway (session cookie, as a browser sends it) and the same
// query straight to its subgraph (with a valid signed internal header), in one run, and prints
// requests/s, p50 and p99 for both and the ratio. Uses the running system, or starts one.
import autocannon from 'autocannon';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { startSystem, devSecrets, GATEWAY_PORT } from '../start/system.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 10);
const connections = arg('connections', 20);
const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}/graphql`;
const identityUrl = 'http://127.0.0.1:4101';
const query = JSON.stringify({ query: 'query BenchMyClient { myClient { id firstNames surname email } }' });

// Same format as libs/shared/nest signIdentity (kept dependency-free so the bench runs from the repo root):
// bound to the identity subgraph and to this one request (POST /graphql with `query`).
function signIdentity(identity, secret, ttl = 3600) {
  const iat = Math.floor(Date.now() / 1000);
  const req = createHash('sha256').update('POST /graphql\n').update(query).digest('base64url');
  const payload = Buffer.from(JSON.stringify({ ...identity, aud: 'identity', req, iat, exp: iat + ttl, jti: randomUUID() })).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

async function running() {
  try {
    return (await fetch(`http://127.0.0.1:${GATEWAY_PORT}/ready`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

const bench = (title, url, headers) =>
  new Promise((resolve, reject) => {
    autocannon({ title, url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: query, connections, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

let system;
if (!(await running())) {
  console.log('No system running: starting one (as npm start does)…');
  system = await startSystem({ log: () => undefined });
}
try {
  const secrets = devSecrets();
  const signIn = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($i: SignInInput!) { signIn(input: $i) { user { id clientId } } }', variables: { i: { username: 'demo@imali.local', password: secrets.DEMO_PASSWORD } } }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  const { data } = await signIn.json();
  if (!cookie || !data?.signIn) throw new Error('could not sign in as the demo client (is this the database npm start seeded?)');
  const { id: userId, clientId } = data.signIn.user;
  const verification = { registered: true, acceptedTerms: true, otpVerified: true };
  const internal = signIdentity({ userId, clientId, sessionId: null, verification }, secrets.INTERNAL_AUTH_SECRET);

  // Warm up both paths (JIT, connection pools, query plan cache).
  for (let i = 0; i < 50; i++) {
    await fetch(gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: query });
    await fetch(`${identityUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-imali-identity': internal }, body: query });
  }
  const direct = await bench('identity subgraph, direct', `${identityUrl}/graphql`, { 'x-imali-identity': internal });
  const viaGateway = await bench('through the gateway', gatewayUrl, { cookie });
  const row = (name, r) => `${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`\nQuery: myClient { id firstNames surname email }   ${connections} connections, ${duration} s each, ${new Date().toISOString()}`);
  console.log(row('identity subgraph, direct', direct));
  console.log(row('through the gateway', viaGateway));
  console.log(`gateway/direct throughput ratio: ${(viaGateway.requests.average / direct.requests.average).toFixed(2)}   p99 ratio: ${(viaGateway.latency.p99 / Math.max(direct.latency.p99, 1)).toFixed(2)}`);
} finally {
  await system?.stop();
}

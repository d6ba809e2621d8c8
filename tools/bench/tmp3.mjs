import { startSystem } from '../start/system.mjs';
import autocannon from 'autocannon';
import { createHmac, randomUUID } from 'node:crypto';
const s = await startSystem({ build: false, log: () => {} });
function sign(identity, secret) { const iat = Math.floor(Date.now()/1000); const p = Buffer.from(JSON.stringify({...identity, iat, exp: iat+3600, jti: randomUUID()})).toString('base64url'); return `${p}.${createHmac('sha256', secret).update(p).digest('base64url')}`; }
const si = await fetch('http://127.0.0.1:4000/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation($i: SignInInput!) { signIn(input: $i) { user { id clientId } } }', variables: { i: { username: 'demo@imali.local', password: s.demo.password } } }) });
const { data } = await si.json();
const h = sign({ userId: data.signIn.user.id, clientId: data.signIn.user.clientId, sessionId: null }, s.secrets.INTERNAL_AUTH_SECRET);
for (const [name, body] of [['me', '{"query":"{ me { id } }"}'], ['myClient-id', '{"query":"{ myClient { id } }"}'], ['myClient-full', '{"query":"{ myClient { id firstNames surname email } }"}']]) {
  const r = await autocannon({ url: 'http://127.0.0.1:4101/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'x-imali-identity': h }, body, connections: 10, duration: 5 });
  console.log(name, Math.round(r.requests.average), r.latency.p50, r.latency.p99, r.non2xx);
}
await s.stop();

// Issue 10 weaknesses: no cost limit (200 aliased quotes answered), deep and wide queries, and
// "Did you mean" suggestions and subgraph URLs in production errors.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { Session, rawRequest } from '../http.mjs';
import { clientB } from '../fixtures.mjs';

export const name = 'limits';
const root = new URL('../../..', import.meta.url).pathname;

/** Refused: an error answer with no data for the fields asked (or a 4xx), never a 5xx. */
function refusedWhole(r) {
  if (r.status >= 500 || r.status <= 0) return { ok: false, why: r.failure ?? `HTTP ${r.status}` };
  const data = r.data && Object.values(r.data).filter((v) => v !== null);
  if (data && data.length) return { ok: false, why: `answered ${data.length} fields (HTTP ${r.status})` };
  if (!r.errors.length && r.status < 400) return { ok: false, why: `HTTP ${r.status} without an error` };
  return { ok: true, why: `HTTP ${r.status} ${r.errors[0]?.message ?? ''}` };
}

const aliases = (n, field) => Array.from({ length: n }, (_, i) => `q${i}: ${field}`).join(' ');

function freePort() {
  return new Promise((done) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

export async function run(ctx, attack) {
  const visitor = new Session(ctx.url);
  const b = await clientB(ctx);
  const quote = 'getPolicyQuote(age: 35, gender: "FEMALE", coverAmount: 30000) { premium lives { premium coverAmount } }';
  const costly = 'myClient { funeralPolicies { livesCovered { id } beneficiaries { id } waitingPeriods { cause } } bankAccounts { associatedWith { id } } documents { file { id } } }';
  // Controls: one of each is answered, so a refusal below is the limit's and not a bad query's.
  for (const [label, session, query] of [['one quote', visitor, `query { ${quote} }`], ['one myClient with every list', b.session, `query { ${costly} }`]]) {
    const r = await session.gql(query);
    if (r.errors.length || !r.data) throw new Error(`control "${label}" is not answered: ${r.text.slice(0, 200)}`);
  }
  const cases = [
    // Compact, so the query stays under the byte limit and only the alias or cost limit can refuse it.
    ['200 aliased quotes in one request', `query { ${aliases(200, 'getPolicyQuote(age:35,gender:"FEMALE",coverAmount:30000){premium}')} }`],
    ['100 aliased hasExistingUser in one request', `query { ${aliases(100, 'hasExistingUser(idNumber: "9001015009087")')} }`],
    ['500 aliased __typename (alias limit)', `query { ${aliases(500, '__typename')} }`],
    [
      'introspection nested 20 levels (depth limit)',
      `query { __schema { types { ${'fields { type { '.repeat(10)}name${' } }'.repeat(10)} } } }`,
    ],
    ['fragment cycle', 'query { ...A } fragment A on Query { me { id } ...B } fragment B on Query { ...A }'],
    ['1000 repeated @include directives on one field', `query { me ${'@include(if: true) '.repeat(1000)} { id } }`],
    ['costly nesting: 100 aliases of myClient with every list, as a client', `query { ${aliases(100, costly.replace(/ (?=[{}])|(?<=[{}]) /g, ''))} }`, b.session],
  ];
  for (const [label, query, session = visitor] of cases) {
    const r = await session.gql(query, {});
    const v = refusedWhole(r);
    attack(label, v.ok, v.why);
  }
  // Batched HTTP requests multiply every per-request limit: refused as a whole.
  const batch = await visitor.gql('', {}, { rawBody: JSON.stringify(Array.from({ length: 50 }, () => ({ query: `{ ${quote} }` }))) });
  attack('50 operations batched in one HTTP request', batch.status >= 400 && batch.status < 500, batch.failure ?? `HTTP ${batch.status} ${batch.text.slice(0, 100)}`);
  // On a connection of its own: when the answer comes before the body is read, the connection may
  // be cut, and that must not be blamed on the next attack.
  const body = JSON.stringify({ query: `query { me { id ${' '.repeat(300_000)} } }` });
  const big = await rawRequest(ctx.url, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }, body });
  attack('a 300 KB query answers 413', big.status === 413, big.failure ?? `HTTP ${big.status} ${big.text.slice(0, 100)}`);

  // Production answers: no "Did you mean", no subgraph URLs. The stack runs in development (where
  // suggestions help), so a second gateway is started in production mode on a free port.
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/apps/gateway/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      INTERNAL_AUTH_SECRET: ctx.secrets.INTERNAL_AUTH_SECRET,
      // One subgraph unreachable, to see what an error about it says.
      SUBGRAPH_FUNERAL_URL: 'http://127.0.0.1:9/graphql',
      PUBLIC_QUERY_CACHE_TTL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-2000)));
  try {
    const base = `http://127.0.0.1:${port}`;
    let ready = false;
    for (let i = 0; i < 60 && !ready && child.exitCode === null; i++) {
      ready = await fetch(`${base}/ready`).then((r) => r.ok, () => false);
      if (!ready) await new Promise((r) => setTimeout(r, 250));
    }
    if (!ready) {
      attack('a production gateway starts for the checks', false, `exit ${child.exitCode}: ${stderr.trim().split('\n').slice(-2).join(' ')}`);
      return;
    }
    const prod = new Session(base, 'production');
    for (const [label, query] of [
      ['production: misspelt field', '{ mee { id } }'],
      ['production: misspelt argument', '{ getPolicyQuote(ag: 35) { premium } }'],
      ['production: misspelt type in a fragment', '{ ...F } fragment F on Quer { me { id } }'],
    ]) {
      const r = await prod.gql(query);
      attack(`${label}: no "Did you mean"`, r.status > 0 && r.status < 500 && !/did you mean/i.test(r.text), r.failure ?? r.text.slice(0, 160));
    }
    const down = await prod.gql('{ hasExistingUser(idNumber: "9001015009087") }');
    attack('production: introspection is off', !/"__schema"\s*:\s*\{/.test((await prod.gql('{ __schema { queryType { name } } }')).text), 'introspection answered');
    const unreachable = await prod.gql('{ getPolicyQuote(age: 35, coverAmount: 30000) { premium } }');
    const texts = `${down.text} ${unreachable.text}`;
    attack('production: errors name no subgraph URL or host', !/https?:\/\/|127\.0\.0\.1|localhost|:41\d\d|ECONNREFUSED/.test(texts), texts.match(/.{0,60}(https?:\/\/|127\.0\.0\.1|localhost|ECONNREFUSED).{0,60}/)?.[0]);
  } finally {
    // Waited for: a gateway left behind would outlive the run.
    await new Promise((done) => {
      if (child.exitCode !== null || child.signalCode) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 2000);
    });
  }
}

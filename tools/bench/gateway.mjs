#!/usr/bin/env node
// npm run bench:gateway -- [--duration 10] [--connections 20] [--no-build]
// Gateway overhead, side by side with a peer, in one run on the same supergraph (the committed
// apps/gateway/supergraph.graphql our gateway serves) and the same queries, signed in as the demo
// client (a session cookie, as a browser sends it):
//   direct  the subgraphs themselves, with a valid signed x-imali-identity header for the demo
//           client (signed once per body: the bodies do not change), no gateway in between;
//   ours    our @apollo/gateway (apps/gateway, the built dist the system runs): session cookie
//           resolved, each subgraph call signed for its subgraph and exact body;
//   peer    Hive Gateway (@graphql-hive/gateway, tools/bench/hive-peer.mjs, its own process)
//           doing the same work with our code: cookie resolved by our SessionResolver, each
//           subgraph call signed by our signIdentity in an onFetch hook.
// Queries:
//   myClient  identity's fields plus funeral's Client.funeralPolicies (two subgraphs). "direct" is
//             the subgraph calls our gateway's planner makes for it (taken from the planner on
//             the committed supergraph): since funeral answers myClient too
//             (docs/decisions/areas-answer-my-client.md), identity's myClient and funeral's
//             myClient at once; one iteration is one pair, and its latency the pair's.
//   quote     funeral's getPolicyQuote (one subgraph; signed in, so the gateway's visitor cache
//             does not answer: every request reaches the subgraph).
// One load generator for all (undici, keep-alive, `connections` requests in flight, each
// iteration's latency from send to the last byte); a warm-up precedes each measurement. Prints
// requests/s, p50 and p99 per target and query, our p50 against direct and our throughput
// against the peer's. Uses the running system (npm start), or starts one.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'undici';
import { devSecrets, GATEWAY_PORT } from '../start/system.mjs';
import { arg, percentile, useRunningSystem } from './bench-lib.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 20);
const root = new URL('../..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const gatewayOrigin = `http://127.0.0.1:${GATEWAY_PORT}`;
const identityOrigin = 'http://127.0.0.1:4101';
const funeralOrigin = 'http://127.0.0.1:4102';

const MY_CLIENT = 'query BenchMyClient { myClient { id firstNames surname email funeralPolicies { id policyNumber state coverAmount currentPremiumTotal } } }';

/**
 * What our gateway's planner sends each subgraph for `query`, from the committed supergraph: root
 * fetches only (sent at once when the plan is Parallel). A plan with entity fetches would need the
 * first answer's keys; the bench stops rather than measure something else.
 */
function plannedRootFetches(query) {
  const { QueryPlanner } = require('@apollo/query-planner');
  const { operationFromDocument, Supergraph } = require('@apollo/federation-internals');
  const { parse } = require('graphql');
  const supergraph = Supergraph.build(readFileSync(join(root, 'apps/gateway/supergraph.graphql'), 'utf8'));
  const { node } = new QueryPlanner(supergraph).buildQueryPlan(operationFromDocument(supergraph.schema, parse(query)));
  const fetches = node.kind === 'Parallel' ? node.nodes : [node];
  if (!fetches.every((fetch) => fetch.kind === 'Fetch' && !fetch.requires)) throw new Error(`the plan for ${query} is not root fetches only`);
  return fetches.map((fetch) => ({ service: fetch.serviceName, body: JSON.stringify({ query: fetch.operation, operationName: fetch.operationName }) }));
}
const QUOTE_VARIABLES = { age: 34, gender: 'FEMALE', spouse: true, children: 2, coverAmount: 30000, income: 18000 };
const QUOTE =
  'query FuneralBenchQuote($age: Int, $gender: String, $spouse: Boolean, $children: Int, $coverAmount: Int, $income: Float) { getPolicyQuote(age: $age, gender: $gender, spouse: $spouse, children: $children, coverAmount: $coverAmount, income: $income) { premium totalCover } }';


/**
 * Runs `steps` (requests made one after another: one iteration; a step that is an array is a
 * group of requests sent at once) from `connections` workers for `seconds`. An answer that is not
 * 200 or carries GraphQL errors counts as an error.
 */
async function load(steps, seconds) {
  const pools = new Map();
  const pool = (origin) => pools.get(origin) ?? pools.set(origin, new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 })).get(origin);
  const latencies = [];
  let errors = 0;
  let firstError;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      let failed = false;
      const send = async (step) => {
        try {
          const { statusCode, body } = await pool(step.origin).request({ path: step.path, method: 'POST', headers: step.headers, body: step.body });
          const text = await body.text();
          if (statusCode !== 200 || text.includes('"errors"')) {
            failed = true;
            firstError ??= `${statusCode} ${text.slice(0, 300)}`;
          }
        } catch (error) {
          failed = true;
          firstError ??= String(error);
        }
      };
      for (const step of steps) await (Array.isArray(step) ? Promise.all(step.map(send)) : send(step));
      if (failed) errors += 1;
      else latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  await Promise.all([...pools.values()].map((p) => p.close()));
  latencies.sort((a, b) => a - b);
  return { rps: (latencies.length + errors) / seconds, p50: percentile(latencies, 50) ?? NaN, p99: percentile(latencies, 99) ?? NaN, errors, firstError };
}

const system = await useRunningSystem();
let peer;
try {
  const secrets = devSecrets();
  // Our code, from the gateway's build: the signed header and the session look-up.
  const built = (path) => require(join(root, 'dist/apps/gateway', path));
  const { signIdentity, INTERNAL_IDENTITY_HEADER } = built('libs/shared/nest/src/internal-auth.js');
  const { SessionResolver } = built('apps/gateway/src/session.js');

  const signIn = await fetch(`${gatewayOrigin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($i: SignInInput!) { signIn(input: $i) { user { id clientId } } }', variables: { i: { username: 'demo@imali.local', password: secrets.DEMO_PASSWORD } } }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  const { data } = await signIn.json();
  if (!cookie || !data?.signIn) throw new Error('could not sign in as the demo client (is this the database npm start seeded?)');
  // The identity the gateway forwards for this session (identity's own answer, not a hand-made one).
  const { Agent } = await import('undici');
  const lookupAgent = new Agent();
  const { identity } = await new SessionResolver(identityOrigin, secrets.INTERNAL_AUTH_SECRET, lookupAgent, 5000).resolve(decodeURIComponent(cookie.split('=')[1]));
  await lookupAgent.close();
  if (!identity?.clientId) throw new Error('the demo session did not resolve to a client');

  // The peer, in its own process (as ours is), on a free port.
  peer = fork(join(root, 'tools/bench/hive-peer.mjs'), { env: { PATH: process.env.PATH, NODE_ENV: 'production', INTERNAL_AUTH_SECRET: secrets.INTERNAL_AUTH_SECRET, PORT: '0' }, stdio: 'inherit' });
  const peerPort = await new Promise((resolve, reject) => {
    peer.once('message', (m) => resolve(m.port));
    peer.once('exit', (code) => reject(new Error(`the peer gateway exited (${code})`)));
  });
  const peerOrigin = `http://127.0.0.1:${peerPort}`;

  const json = { 'content-type': 'application/json' };
  const signed = (audience, body) => ({ ...json, [INTERNAL_IDENTITY_HEADER]: signIdentity(identity, secrets.INTERNAL_AUTH_SECRET, { audience, method: 'POST', path: '/graphql', body }, { ttlSeconds: 3600 }) });
  const viaGateway = (origin, body) => [{ origin, path: '/graphql', headers: { ...json, cookie }, body }];
  const myClientBody = JSON.stringify({ query: MY_CLIENT });
  const origins = { identity: identityOrigin, funeral: funeralOrigin };
  const myClientFetches = plannedRootFetches(MY_CLIENT);
  const quoteBody = JSON.stringify({ query: QUOTE, variables: QUOTE_VARIABLES, operationName: 'FuneralBenchQuote' });

  const queries = [
    {
      name: 'myClient (identity + funeral)',
      targets: {
        direct: [myClientFetches.map(({ service, body }) => ({ origin: origins[service], path: '/graphql', headers: signed(service, body), body }))],
        ours: viaGateway(gatewayOrigin, myClientBody),
        peer: viaGateway(peerOrigin, myClientBody),
      },
    },
    {
      name: 'getPolicyQuote (funeral)',
      targets: {
        direct: [{ origin: funeralOrigin, path: '/graphql', headers: signed('funeral', quoteBody), body: quoteBody }],
        ours: viaGateway(gatewayOrigin, quoteBody),
        peer: viaGateway(peerOrigin, quoteBody),
      },
    },
  ];

  // Each target answers the same data before anything is measured.
  for (const query of queries) {
    const answers = {};
    for (const [target, steps] of Object.entries(query.targets)) {
      const last = [steps.at(-1)].flat().at(-1);
      const response = await fetch(`${last.origin}${last.path}`, { method: 'POST', headers: last.headers, body: last.body });
      answers[target] = await response.json();
      if (answers[target].errors) throw new Error(`${target} answered ${query.name} with errors: ${JSON.stringify(answers[target].errors[0])}`);
    }
    const peerData = JSON.stringify(answers.peer.data);
    if (JSON.stringify(answers.ours.data) !== peerData) throw new Error(`ours and the peer answer ${query.name} differently:\n${JSON.stringify(answers.ours.data)}\n${peerData}`);
    query.sample = answers.ours.data;
  }

  const results = [];
  for (const query of queries) {
    for (const [target, steps] of Object.entries(query.targets)) {
      await load(steps, 2); // warm-up: JIT, pools, plan and document caches
      results.push({ query: query.name, target, ...(await load(steps, duration)) });
    }
  }

  const policies = queries[0].sample?.myClient?.funeralPolicies?.length ?? 0;
  console.log(`\n${new Date().toISOString()}  ${connections} in flight, ${duration} s each; 2 cores shared by the load generator, PostgreSQL and all services`);
  console.log(`myClient: ${MY_CLIENT}  (the demo client has ${policies} funeral ${policies === 1 ? 'policy' : 'policies'})`);
  console.log(`quote: getPolicyQuote ${JSON.stringify(QUOTE_VARIABLES)} { premium totalCover }, signed in\n`);
  console.log(`${'query'.padEnd(32)}${'target'.padEnd(8)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`);
  for (const r of results) {
    console.log(`${r.query.padEnd(32)}${r.target.padEnd(8)}${r.rps.toFixed(0).padStart(8)}${r.p50.toFixed(2).padStart(9)}${r.p99.toFixed(2).padStart(9)}${String(r.errors).padStart(8)}`);
    if (r.firstError) console.log(`  first error: ${r.firstError}`);
  }
  console.log('');
  for (const query of queries) {
    const of = (target) => results.find((r) => r.query === query.name && r.target === target);
    const [direct, ours, peerResult] = [of('direct'), of('ours'), of('peer')];
    console.log(
      `${query.name}: ours p50 / direct p50 ${(ours.p50 / direct.p50).toFixed(2)} (target <= 1.3); ours req/s / peer req/s ${(ours.rps / peerResult.rps).toFixed(2)} (target >= 1); ours p99 / direct p99 ${(ours.p99 / direct.p99).toFixed(2)}`,
    );
  }
} finally {
  peer?.kill('SIGTERM');
  await system?.stop();
}

#!/usr/bin/env node
// npm run bench:floor -- [--duration 10] [--connections 50,10] [--no-build]
// The least any request through our gateway can cost on this machine, to read the "p99 under
// 50 ms at 50 concurrent" targets of issues 12-15 against (docs/performance.md):
//   (1) { __typename } as a visitor: the gateway alone answers it (no subgraph fetch, no session)
//   (2) { __typename } signed in: the gateway with the session cookie (its session check), still
//       no subgraph fetch
//   (3) myClient { id } signed in: the cheapest query that reaches a subgraph (identity)
// each at every --connections count, after the usual unmeasured warm-up (bench-lib loadTest).
// By Little's law, n requests in flight answered at r a second wait n / r on average: at 50 in
// flight, a mean under 50 ms needs over 1,000 answers a second, i.e. under 2 ms of CPU per request
// for everything (gateway, subgraph, PostgreSQL, this load generator) on two cores.
// Uses the running system (npm start), or starts one.
import { devSecrets } from '../start/system.mjs';
import { arg, argText, cpuLine, GRAPHQL_URL as url, JSON_HEADERS, loadAverage, loadTest, printTable, signInAsDemo, useRunningSystem } from './bench-lib.mjs';

const duration = arg('duration', 10);
const connectionCounts = argText('connections', '50,10')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
if (connectionCounts.length === 0) throw new Error('--connections takes a comma-separated list of whole numbers, e.g. 50,10');

const system = await useRunningSystem();
try {
  const { headers: asClient } = await signInAsDemo(devSecrets());
  const cases = [
    { name: '(1) { __typename }, visitor: gateway alone', headers: JSON_HEADERS, query: 'query FloorVisitor { __typename }', check: (d) => d?.__typename === 'Query' },
    { name: '(2) { __typename }, signed in: gateway + session', headers: asClient, query: 'query FloorSignedIn { __typename }', check: (d) => d?.__typename === 'Query' },
    { name: '(3) myClient { id }, signed in: gateway + identity', headers: asClient, query: 'query FloorMyClient { myClient { id } }', check: (d) => typeof d?.myClient?.id === 'string' },
  ];
  const rows = [];
  const cpu = [];
  for (const { name, headers, query, check } of cases) {
    const body = JSON.stringify({ query });
    // One answer checked first: an error path is cheaper and would flatter the floor.
    const answer = await (await fetch(url, { method: 'POST', headers, body })).json();
    if (answer.errors || !check(answer.data)) throw new Error(`${name}: unexpected answer ${JSON.stringify(answer)}`);
    for (const connections of connectionCounts) {
      const result = await loadTest({ headers, body, duration, connections });
      rows.push([`${name}, ${connections} conn, ${result.errors + result.non2xx} errors`, Math.round(result.requests.average), result.latency.p50, result.latency.p99]);
      cpu.push(`${name}, ${connections} conn: ${cpuLine(result)}`);
    }
  }
  console.log(`\n${new Date().toISOString()}  floor of a request through the gateway, ${duration} s each, load average ${loadAverage()}\n`);
  printTable(
    [
      { title: 'request', width: 70, left: true },
      { title: 'req/s', width: 7 },
      { title: 'p50 ms', width: 8 },
      { title: 'p99 ms', width: 8 },
    ],
    rows,
  );
  console.log(`\nCPU ms per request, by process:\n${cpu.join('\n')}`);
} finally {
  await system?.stop();
}

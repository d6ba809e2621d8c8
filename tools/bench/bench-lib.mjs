// What the stack benches share: their options, the running system (or one started for the run),
// the demo client's session, autocannon runs through the gateway and the results table.
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { ensureDatabase } from '../db/database.mjs';
import { startSystem, GATEWAY_PORT } from '../start/system.mjs';

/** An option `--name <text>` as given, or `fallback`. */
export const argText = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};

/** A numeric option `--name <n>`, or `fallback`. */
export const arg = (name, fallback) => {
  const text = argText(name, undefined);
  return text === undefined ? fallback : Number(text);
};

export const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
export const GRAPHQL_URL = `${GATEWAY}/graphql`;
export const JSON_HEADERS = { 'content-type': 'application/json' };

/** Whether a system (npm start) is answering on the gateway. */
export async function running() {
  try {
    return (await fetch(`${GATEWAY}/ready`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/**
 * The running system, or one started as npm start does (built unless --no-build) when none is
 * running: answers that one (stop it afterwards), or undefined.
 */
export async function useRunningSystem() {
  if (await running()) return undefined;
  console.log('No system running: starting one (as npm start does)…');
  const system = await startSystem({ log: () => undefined, build: !process.argv.includes('--no-build') });
  // A bench stopped by hand (Ctrl-C, kill, a time limit) stops the system it started: left
  // running, the next bench would measure it (or wait on it) instead of a fresh one.
  let stopping = false;
  const stopOnSignal = (signal) => {
    if (stopping) return;
    stopping = true;
    void system.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  return system;
}

/** A connection to npm start's database (imali), made ready if need be; end() it afterwards. */
export async function connectDatabase() {
  const db = await ensureDatabase({ database: 'imali', log: () => undefined });
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  return sql;
}

/** The value at percentile `p` of ascending `sorted`. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** The load average (1, 5, 15 min) as printed under each table. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Signs in as the demo client through the gateway: its session cookie, client id and the headers to send. */
export async function signInAsDemo(secrets) {
  const signIn = await fetch(GRAPHQL_URL, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ query: 'mutation($i: SignInInput!) { signIn(input: $i) { user { id clientId } } }', variables: { i: { username: 'demo@imali.local', password: secrets.DEMO_PASSWORD } } }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  const clientId = (await signIn.json()).data?.signIn?.user?.clientId;
  if (!cookie || !clientId) throw new Error('could not sign in as the demo client (is this the database npm start seeded?)');
  return { cookie, clientId, headers: { ...JSON_HEADERS, cookie } };
}

/** Connections each load run keeps busy unless the bench says otherwise (`--connections N`; the issues' targets are at 50). */
export const CONNECTIONS = Number.parseInt(argText('connections', '50'), 10) || 50;

/** Seconds of unmeasured load before each measured run (`--warmup N`, 0 for none). */
export const WARMUP_SECONDS = arg('warmup', 10);

/**
 * An autocannon run of POSTs to the gateway's /graphql, CONNECTIONS (50) unless said, after `warmup`
 * seconds of the same load unmeasured. On Linux the
 * result also carries `cpuPerRequest`: CPU milliseconds per answered request spent by each of the
 * system's processes during the run (see cpuByProcess).
 */
export async function loadTest({ warmup = WARMUP_SECONDS, ...options }) {
  // The same load first, unmeasured: for their first 10-20 s under load, services freshly started
  // spend two to three times the CPU per request they settle at (identity's myClient: 6.2, 3.5,
  // then 2.2 ms in three 8 s runs back to back), so a cold measurement says more about start-up
  // than about the request.
  if (warmup > 0) await autocannon({ url: GRAPHQL_URL, method: 'POST', connections: CONNECTIONS, ...options, duration: warmup });
  const before = cpuByProcess();
  const result = await autocannon({ url: GRAPHQL_URL, method: 'POST', connections: CONNECTIONS, ...options });
  const after = cpuByProcess();
  if (before && after && result.requests.total > 0) {
    result.cpuPerRequest = Object.fromEntries(
      Object.entries(after)
        .map(([name, ms]) => [name, (ms - (before[name] ?? 0)) / result.requests.total])
        .filter(([, ms]) => ms >= 0.005),
    );
  }
  return result;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux
/**
 * CPU milliseconds (user + system) used so far by this machine's processes, summed per name: each
 * app by its dist folder (gateway, identity, savings, …), PostgreSQL's processes as postgres, this
 * bench (autocannon runs in it) as bench. Undefined where /proc cannot be read. Processes that
 * ended between two snapshots drop out, so compare snapshots of a run with no restarts.
 */
export function cpuByProcess() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const totals = {};
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const name = Number(pid) === process.pid ? 'bench' : /dist\/apps\/([^/]+)\//.exec(command)?.[1] ?? (/postgres/.test(command) ? 'postgres' : undefined);
      if (name) totals[name] = (totals[name] ?? 0) + ms;
    } catch {
      // the process ended while being read
    }
  }
  return totals;
}

/** "gateway 1.2 · identity 2.0 · …": a run's CPU ms per request by process, largest first. */
export const cpuLine = (result) =>
  result.cpuPerRequest
    ? Object.entries(result.cpuPerRequest)
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => `${name} ${ms.toFixed(2)}`)
        .join(' · ') + ` = ${Object.values(result.cpuPerRequest).reduce((a, b) => a + b, 0).toFixed(2)} ms`
    : 'CPU per request: not measured here (no /proc)';

/**
 * Prints a markdown table: `columns` are { title, width, left } (a left column is padded on the
 * right, the others on the left), then a line of dashes, then `rows` (arrays of cells).
 */
export function printTable(columns, rows) {
  const line = (cells) => `| ${cells.map((cell, i) => (columns[i].left ? String(cell).padEnd(columns[i].width) : String(cell).padStart(columns[i].width))).join(' | ')} |`;
  console.log(line(columns.map((column) => column.title)));
  console.log(line(columns.map(() => '')).replace(/ /g, '-'));
  for (const row of rows) console.log(line(row));
}

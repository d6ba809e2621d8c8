// What the stack benches share: their options, the running system (or one started for the run),
// the demo client's session, autocannon runs through the gateway and the results table.
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import pg from 'pg';
import { ensureDatabase } from '../db/database.mjs';
import { startSystem, GATEWAY_PORT } from '../start/system.mjs';

/** A numeric option `--name <n>`, or `fallback`. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
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
  return startSystem({ log: () => undefined, build: !process.argv.includes('--no-build') });
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

/** An autocannon run of POSTs to the gateway's /graphql, 50 connections unless said. */
export const loadTest = (options) => autocannon({ url: GRAPHQL_URL, method: 'POST', connections: 50, ...options });

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
